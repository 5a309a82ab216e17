// The API on loopback: GET /api/facilities against a raw node:http server (a process of its own)
// that answers the same bytes from memory (same run, same load generator), then distinct
// reservation requests, while the server's memory is sampled.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { markedEnv, run } from './children'
import { spread, type Spread } from './stats'

export const AUTOCANNON = 'autocannon@8.0.0'
const CONNECTIONS = 32

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
}

interface AutocannonJson {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
}

/**
 * autocannon, fetched on demand at a pinned version, for `seconds` on `url`. A run that got no
 * answers at all (a load generator that never connected) is retried once, then fails the bench
 * rather than report 0.
 */
async function autocannon(
  url: string,
  seconds: number,
  cwd: string,
  retry = true,
): Promise<LoadResult> {
  const args = ['--yes', AUTOCANNON, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', url]
  const done = await run('npx', args, { cwd, timeoutMs: (seconds + 60) * 1000 })
  if (done.code !== 0) throw new Error(`autocannon failed on ${url}:\n${done.stderr}`)
  const json = JSON.parse(done.stdout.slice(done.stdout.indexOf('{'))) as AutocannonJson
  if (json.requests.total === 0) {
    if (retry) return autocannon(url, seconds, cwd, false)
    throw new Error(`autocannon got no answer from ${url} in ${seconds} s:\n${done.stderr}`)
  }
  return {
    requestsPerSecond: json.requests.average,
    p50Ms: json.latency.p50,
    p99Ms: json.latency.p99,
    non2xx: json.non2xx,
    errors: json.errors + json.timeouts,
  }
}

/** The raw server: a few lines of node:http, answering every request with the given bytes. */
const RAW_SERVER = `
const http = require('node:http')
const body = require('node:fs').readFileSync(process.argv[1])
const headers = { 'content-type': process.argv[2], 'content-length': body.length }
const server = http.createServer((_req, res) => { res.writeHead(200, headers); res.end(body) })
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port))
`

/**
 * A server that answers every request with these bytes: the ceiling of this machine. In a
 * process of its own, as the real server is, away from the bench's own timers.
 */
async function rawServer(body: Buffer, contentType: string, workDir: string) {
  const bodyFile = path.join(workDir, 'facilities.body')
  fs.writeFileSync(bodyFile, body)
  const child = spawn(process.execPath, ['-e', RAW_SERVER, bodyFile, contentType], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: markedEnv(),
  })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /port (\d+)/.exec(chunk.toString())
      if (m) resolve(m[1]!)
    })
    child.once('exit', (code) => reject(new Error(`the raw server exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}/api/facilities`,
    close: async () => {
      child.kill('SIGKILL')
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

/**
 * Samples the resident memory of `pid` every 100 ms until stopped; returns, in bytes, the
 * resident size when sampling began, its peak, and the kernel's high-water mark of the process.
 */
export function sampleMemory(pid: number) {
  let peak = 0
  const read = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      peak = Math.max(peak, kb * 1024)
    } catch {
      // the process has gone
    }
  }
  read()
  const before = peak
  const timer = setInterval(read, 100)
  return {
    stop() {
      clearInterval(timer)
      read()
      let hwm = 0
      try {
        hwm =
          Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024
      } catch {
        // gone
      }
      return { beforeRss: before, peakRss: peak, highWaterMark: hwm }
    },
  }
}

export interface ListLoad {
  server: LoadResult[]
  raw: LoadResult[]
  ratio: Spread
  bodyBytes: number
}

/** Alternates the real server and the raw one, `rounds` times, `seconds` each. */
export async function loadList(
  baseUrl: string,
  rounds: number,
  seconds: number,
  cwd: string,
): Promise<ListLoad> {
  const url = `${baseUrl}/api/facilities`
  const res = await fetch(url)
  const body = Buffer.from(await res.arrayBuffer())
  const raw = await rawServer(body, res.headers.get('content-type') ?? 'application/json', cwd)
  try {
    await autocannon(url, 2, cwd) // warm-up: the JIT and the cache
    await autocannon(raw.url, 2, cwd)
    const server: LoadResult[] = []
    const rawResults: LoadResult[] = []
    for (let i = 0; i < rounds; i++) {
      server.push(await autocannon(url, seconds, cwd))
      rawResults.push(await autocannon(raw.url, seconds, cwd))
    }
    return {
      server,
      raw: rawResults,
      ratio: spread(server.map((s, i) => s.requestsPerSecond / rawResults[i]!.requestsPerSecond)),
      bodyBytes: body.length,
    }
  } finally {
    await raw.close()
  }
}

export interface ReserveLoad {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  status: Record<string, number>
  sent: number
}

const day = (offset: number) => {
  const d = new Date()
  d.setUTCDate(d.getUTCDate() + offset)
  return d.toISOString().slice(0, 10)
}

/**
 * Distinct reservation requests (each its own id, guest and dates) from `concurrency` clients
 * for `seconds`, over `facilityIds` (rooms with room to spare, so they are accepted).
 */
export async function loadReservations(
  baseUrl: string,
  facilityIds: string[],
  seconds: number,
  concurrency = 16,
): Promise<ReserveLoad> {
  const until = Date.now() + seconds * 1000
  const latencies: number[] = []
  const status: Record<string, number> = {}
  let n = 0
  const started = Date.now()
  async function client(c: number) {
    while (Date.now() < until) {
      const i = n++
      const facility = facilityIds[i % facilityIds.length]!
      const from = 1 + ((i * 7 + c) % 300)
      const body = {
        facility_id: facility,
        facility_type: 'room',
        reservation_id: `bench-${c}-${i}-${Date.now().toString(36)}`,
        reservation_name: `Bench Guest ${i}`,
        reservation_phone: '+234 803 555 0142',
        reservation_email: '',
        dateRange: { from: day(from), to: day(from + 1) },
      }
      const t = performance.now()
      const res = await fetch(`${baseUrl}/api/facilities/reserve/${facility}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => undefined)
      await res?.arrayBuffer()
      latencies.push(performance.now() - t)
      const key = String(res?.status ?? 'error')
      status[key] = (status[key] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, c) => client(c)))
  const elapsed = (Date.now() - started) / 1000
  const sorted = latencies.sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    status,
    sent: latencies.length,
  }
}
