// 10,000 seeded requests per database against the real server (tests/support/fuzz-cases.ts), 16
// at a time: no answer is 5xx, every 4xx under /api is the error JSON with the API's headers, the
// valid requests mixed in get their answers (replays included), no file outside the site is
// served, and the process stays up with its memory bounded. A failure names its case's index:
// FUZZ_CASES=4711,4712 runs only those (FUZZ_SEED and FUZZ_COUNT change the run).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SSR_DIR } from '../../src/lib/start-names'
import { SHELL_FILE } from '../../src/lib/site-routes'
import { createFacility } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { fuzzCase, type FuzzCase } from '../support/fuzz-cases'
import { rawExchange, type RawAnswer } from '../support/raw-http'
import { tempDir, type ServerHandle } from '../support/server-process'

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124)
const COUNT = Number(process.env.FUZZ_COUNT ?? 10_000)
const ONLY = process.env.FUZZ_CASES?.split(',').map(Number)
const CONCURRENCY = 16
const ANSWER_TIMEOUT_MS = 15_000
/** RSS may grow this much from the first 1,000 answers to the last (heap settling, caches). */
const RSS_GROWTH_LIMIT_MB = 48
const HEAP_LIMIT_MB = 128
const SECRET = 'not-for-the-public-7f3a'

/** A built site of a few files, with secrets beside and inside it that must never be served. */
function fakeSite(): string {
  const root = tempDir('hearth-fuzz-site-')
  const site = path.join(root, 'site')
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }
  write(path.join(root, 'secret.txt'), SECRET)
  write(path.join(site, SSR_DIR, 'secret.txt'), SECRET)
  for (const page of ['index.html', SHELL_FILE, 'about-us.html']) {
    write(path.join(site, page), `<!doctype html><title>${page}</title>`)
  }
  write(path.join(site, 'assets', 'app-1234.js'), 'console.log(1)')
  write(path.join(site, 'staff', 'index.html'), '<!doctype html><title>Staff</title>')
  write(path.join(site, 'staff', 'assets', 'index-1234.js'), 'console.log(2)')
  write(path.join(site, 'images', 'facilities', 'family-room-800.webp'), 'RIFF')
  return site
}

function send(agent: http.Agent, base: string, c: FuzzCase & { kind: 'http' }) {
  return new Promise<RawAnswer | undefined>((resolve, reject) => {
    // Framed by length always: Node's client sends a GET's body unframed, which would poison
    // the kept-alive connection for the next case.
    const headers = c.body ? { ...c.headers, 'content-length': String(c.body.length) } : c.headers
    const { hostname, port } = new URL(base)
    // The path as it is: a URL string would be normalised first (`/api/%2e%2e` sent as `/`).
    const req = http.request(
      {
        hostname,
        port,
        path: c.path,
        method: c.method,
        headers,
        agent,
        timeout: ANSWER_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(res.headers)) headers[name] = String(value)
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks).toString() })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)))
    req.on('error', reject)
    req.end(c.body)
  })
}

const isApiPath = (p: string) => /^\/api(?:[/?]|$)/.test(p)

/** What is wrong with the answer to `c`; undefined when nothing is. */
function problem(c: FuzzCase, answer: RawAnswer | undefined): string | undefined {
  if (!answer) return 'the connection closed without an answer'
  const { status, headers, body } = answer
  if (!(status >= 100 && status < 500)) return `status ${status}: ${body.slice(0, 200)}`
  if (c.kind === 'http' && c.expect !== undefined && status !== c.expect) {
    return `status ${status}, expected ${c.expect}: ${body.slice(0, 200)}`
  }
  const api = c.kind === 'raw' || isApiPath(c.path)
  if (api && status >= 400) {
    if (!headers['content-type']?.startsWith('application/json')) return 'not JSON'
    if (!headers['content-security-policy']?.includes("default-src 'none'")) {
      return `not the API's security headers: ${headers['content-security-policy']}`
    }
    if (c.kind === 'http' && c.method === 'HEAD') return undefined
    try {
      const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error
      if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
        return `not the error JSON: ${body.slice(0, 200)}`
      }
    } catch {
      return `not JSON: ${body.slice(0, 200)}`
    }
  }
  if (body.includes(SECRET)) return 'served a file that is not the public site'
  return undefined
}

const describeCase = (c: FuzzCase) =>
  JSON.stringify(
    c.kind === 'http'
      ? { ...c, body: c.body?.toString('latin1').slice(0, 300) }
      : { ...c, request: c.request.toString('latin1').slice(0, 300) },
  )

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024
}

describe.each(databaseTargets())('the fuzz on $name', (target) => {
  let server: ServerHandle
  beforeAll(async () => {
    server = await target.start({
      env: {
        SITE_DIR: fakeSite(),
        // As `npm start` runs it, with a ceiling on the heap: a leak would end the process.
        NODE_OPTIONS: `--max-semi-space-size=2 --max-old-space-size=${HEAP_LIMIT_MB}`,
      },
    })
  })
  afterAll(() => server.stop())

  it(`answers ${COUNT} hostile requests, none 5xx, in the promised shape`, async () => {
    const room = await createFacility(server.url, { capacity: 1000 })
    const indexes = ONLY ?? Array.from({ length: COUNT }, (_, i) => i)
    const cases = indexes.map((i) => fuzzCase(SEED, i, { room: { _id: room._id, type: 'room' } }))
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let done = 0
    let rssAfterFirst: number | undefined
    const rssSeries: number[] = []
    const started = Date.now()
    let next = 0
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++]!
        let answer: RawAnswer | undefined
        let failure: string | undefined
        try {
          answer =
            c.kind === 'raw'
              ? await rawExchange(server.url, c.request, {
                  end: c.end,
                  timeoutMs: ANSWER_TIMEOUT_MS,
                })
              : await send(agent, server.url, c)
          failure = problem(c, answer)
        } catch (error) {
          failure = `no answer: ${(error as Error).message.slice(0, 200)}`
        }
        if (answer) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (failure) failures.push(`#${c.index} ${c.label}: ${failure}\n  ${describeCase(c)}`)
        if (++done % 2000 === 0) rssSeries.push(Math.round(rssMb(server.child.pid!)))
        if (done === 1000) rssAfterFirst = rssMb(server.child.pid!)
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    agent.destroy()
    const seconds = (Date.now() - started) / 1000
    const rssAtEnd = rssMb(server.child.pid!)
    console.info(
      `fuzz on ${target.name}: ${cases.length} requests in ${seconds.toFixed(1)} s (seed ${SEED}); ` +
        `RSS ${rssAfterFirst?.toFixed(1)} MB after 1,000, ${rssAtEnd.toFixed(1)} MB at the end ` +
        `(every 2,000: ${rssSeries.join(', ')}); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    )

    expect(failures.slice(0, 20).join('\n'), `${failures.length} failures`).toBe('')
    expect(server.child.exitCode, 'the server is still running').toBeNull()
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    if (rssAfterFirst !== undefined) {
      expect(rssAtEnd - rssAfterFirst, 'RSS growth (MB)').toBeLessThan(RSS_GROWTH_LIMIT_MB)
    }
  }, 180_000)
})
