// Starts the real server as a child process on 127.0.0.1 and a free port: the JavaScript build of
// `server/src/main.ts` that `npm start` runs (server/src/build.ts, built once per test process).
// The child dies with the test run: stop() sends SIGTERM, kill() SIGKILL, and an exit hook
// kills anything still running.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../server/src/build'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789'

export interface ServerHandle {
  url: string
  dataDir: string
  child: ChildProcess
  output: () => string
  /** SIGTERM, then wait for the exit code. */
  stop(): Promise<number | null>
  /** SIGKILL: a crash, as far as the database can tell. */
  kill(): Promise<void>
}

export interface ServerOptions {
  dataDir?: string
  databaseUrl?: string
  env?: Record<string, string>
  /** Another build of the server (a copy of the sources' own, as the rebrand test makes). */
  bundle?: string
}

const running = new Set<ChildProcess>()
process.once('exit', () => running.forEach((c) => c.kill('SIGKILL')))

let built: Promise<string> | undefined
/** The server's build, made once per process from the sources as they are now. */
export function serverBuild(): Promise<string> {
  built ??= buildServer()
  return built
}

export function tempDir(prefix = 'hearth-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

export const DIST = path.join(ROOT, 'dist')
/**
 * The public address every server on the built site is given (PUBLIC_URL), so pages are served
 * as in production: with their canonical URL, share picture and JSON-LD. Never fetched: no test
 * reaches the internet.
 */
export const PUBLIC_URL = 'https://hearthhouse.example'
const SITE_SERVER_ENV = { SITE_DIR: DIST, PUBLIC_URL }

/**
 * The server process, on a database of its own (a fresh DATA_DIR unless given) and no site unless
 * `env` names one; `site: true` serves the built site (dist/, which `npm run build` makes), as the
 * browser tests use it: Playwright's (tests/support/e2e-pwa-fixtures.ts) and WebKit's.
 */
export async function startServer(
  options: ServerOptions & { site?: boolean } = {},
): Promise<ServerHandle> {
  const dataDir = options.dataDir ?? tempDir()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    RESERVE_RATE_LIMIT: '0',
    CONTACT_RATE_LIMIT: '0',
    // The fixtures' requests share one phone number: a test of the limit sets its own.
    MAX_OPEN_REQUESTS_PER_PHONE: '0',
    LOG_LEVEL: 'info', // the 'Server listening' line is how the URL is found
    // pino's records, as a service's journal has them: the browser tests read the requests'
    // (recordRequests in e2e-pwa-fixtures.ts); npm-start.test.ts reads the sentences.
    LOG_FORMAT: 'json',
    SITE_DIR: path.join(dataDir, 'no-site'),
    ...(options.site ? SITE_SERVER_ENV : {}),
    ...options.env,
  }
  const child = spawn(process.execPath, [options.bundle ?? (await serverBuild())], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    }),
  )
  let listening = false
  const url = await new Promise<string>((resolve, reject) => {
    // Bounds a hang, not a slow start: a busy 2-core machine has taken 20 s to start one.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000)
    const onData = (chunk: Buffer) => {
      // Keep the tail only: a long run logs every request (the fuzz test's 10,000 make 20,000
      // lines). Cut to 50 kB once it has grown past 100: not a copy of 50 kB per line.
      output += chunk.toString()
      if (output.length > 100_000) output = output.slice(-50_000)
      if (listening) return
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (m?.[1]) {
        listening = true
        clearTimeout(timer)
        resolve(m[1])
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code} before listening:\n${output}`))
    })
  })
  return {
    url,
    dataDir,
    child,
    output: () => output.slice(-50_000),
    stop: async () => {
      child.kill('SIGTERM')
      return exited
    },
    kill: async () => {
      child.kill('SIGKILL')
      await exited
    },
  }
}

/**
 * Where a test's call goes: a server's base URL (fetch, over HTTP), or an app built in the test
 * (tests/support/test-app.ts: app.inject, no socket).
 */
export type ApiTarget = string | { app: FastifyInstance }

/** A call with JSON in and out, for tests, over HTTP or app.inject alike. */
export async function api(
  target: ApiTarget,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const sent = body === undefined ? headers : { 'content-type': 'application/json', ...headers }
  const payload =
    body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
  let res: { status: number; text: string; headers: Headers }
  if (typeof target === 'string') {
    const answer = await fetch(target + pathname, { method, headers: sent, body: payload })
    res = { status: answer.status, text: await answer.text(), headers: answer.headers }
  } else {
    const answer = await target.app.inject({
      method: method as 'GET',
      url: pathname,
      headers: sent,
      payload,
    })
    const answerHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined) answerHeaders.append(name, String(one))
      }
    }
    res = { status: answer.statusCode, text: answer.body, headers: answerHeaders }
  }
  const text = res.text
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed, headers: res.headers }
}

export const adminHeaders = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }

export interface ProcessRun {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs node on `args` (the server's or the CLI's build and its arguments) on 127.0.0.1 and SQLite
 * unless `env` says otherwise, until it exits: 20 s at most, then it is killed.
 */
export async function runToExit(args: string[], env: Record<string, string>): Promise<ProcessRun> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SITE_DIR: path.join(ROOT, 'no-site-for-this-test'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
  // 'close', not 'exit': 'exit' may come before the pipes have given their last bytes, and on a
  // busy machine a refusal's one line was then lost (exit 1 with nothing on either stream, seen
  // twice in clean-clone runs of startup-checks.test.ts). 'close' comes once both are drained.
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve))
  clearTimeout(timer)
  running.delete(child)
  return { code, stdout, stderr }
}
