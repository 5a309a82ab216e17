// Where a server running on this data folder can be reached, so the CLI's links (a staff
// invitation) point at it rather than at the CLI's own idea of PORT. Each server process writes
// one small file in DATA_DIR once it listens (`server-<pid>.json`: its address, its pid, this
// machine's name) and removes it when it closes; a killed process leaves its file, which readers
// skip (and delete) once its pid is gone. A file, not a database row, on both databases: the
// address a server listens on (localhost:8093) means something only on its own machine, and
// PostgreSQL replicas on several machines share the database but not a data folder; a row left by
// a killed replica would need a heartbeat to expire, a file is checked against the process table.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import { isIP } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Config } from './config'

const PREFIX = 'server-'
const SUFFIX = '.json'

interface RunningServer {
  pid: number
  host: string
  /** What the kernel says the process started at (Linux): tells a reused pid from the server's. */
  started: string | undefined
  url: string
}

/** The process's start time as /proc/<pid>/stat gives it (Linux), else undefined. */
function processStart(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command (which may hold spaces and parentheses): the 20th is the start.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function isAlive(server: RunningServer): boolean {
  try {
    process.kill(server.pid, 0)
  } catch (error) {
    // EPERM: a process of another user, alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  return server.started === undefined || processStart(server.pid) === server.started
}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', '::ffff:127.0.0.1'])

/**
 * The address people open for a server listening at `address`: localhost for a loopback or
 * every-interface listener (a browser's passkeys need a name, not an IP), else HOST as written
 * when it is a name, else the address itself.
 */
export function listeningUrl(address: AddressInfo, configuredHost: string): string {
  if (LOOPBACK_OR_ANY.has(address.address)) return `http://localhost:${address.port}`
  const host = isIP(configuredHost) === 0 ? configuredHost : address.address
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${address.port}`
}

/**
 * Records this process as serving DATA_DIR at `url` until the returned function is called (at
 * close). A folder that cannot be written (read-only, a PostgreSQL setup without one) only costs
 * the CLI its guess: `onError` says so and the server goes on.
 */
export function recordRunningServer(
  dataDir: string,
  url: string,
  onError: (error: unknown) => void,
): () => void {
  const file = path.resolve(dataDir, `${PREFIX}${process.pid}${SUFFIX}`)
  const record: RunningServer = {
    pid: process.pid,
    host: os.hostname(),
    started: processStart(process.pid),
    url,
  }
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(record))
    fs.renameSync(`${file}.tmp`, file) // whole or not at all, for a CLI reading at that moment
  } catch (error) {
    onError(error)
    return () => {}
  }
  return () => forget(file)
}

/** Removes a note; one this user may not remove (another's folder) is only skipped. */
function forget(file: string): void {
  try {
    fs.rmSync(file, { force: true })
  } catch {
    // read-only to us: the next reader with the right skips it as well
  }
}

function readRecord(file: string): RunningServer | undefined {
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<RunningServer>
    if (typeof value.pid !== 'number' || typeof value.url !== 'string') return undefined
    return {
      pid: value.pid,
      host: String(value.host),
      started: value.started ?? undefined,
      url: value.url,
    }
  } catch {
    return undefined // gone meanwhile, or not ours
  }
}

/** The address of a live server on this machine serving `dataDir`, the latest started first. */
export function runningServerUrl(dataDir: string): string | undefined {
  let names: string[]
  try {
    names = fs.readdirSync(dataDir)
  } catch {
    return undefined
  }
  const live: { url: string; since: number }[] = []
  for (const name of names) {
    if (!name.startsWith(PREFIX) || !name.endsWith(SUFFIX)) continue
    const file = path.join(dataDir, name)
    const record = readRecord(file)
    // Another machine's file (a shared folder) cannot be checked: its address is not ours anyway.
    if (!record || record.host !== os.hostname()) continue
    if (!isAlive(record)) {
      forget(file) // a killed server's
      continue
    }
    live.push({
      url: record.url,
      since: fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
    })
  }
  return live.sort((a, b) => b.since - a.since)[0]?.url
}

/**
 * Where the CLI sends people: a server running on this data folder (its PUBLIC_URL, else where it
 * listens), else PUBLIC_URL, else this machine's PORT.
 */
export function serverOrigin(config: Pick<Config, 'DATA_DIR' | 'PUBLIC_URL' | 'PORT'>): string {
  return runningServerUrl(config.DATA_DIR) ?? config.PUBLIC_URL ?? `http://localhost:${config.PORT}`
}
