// The quick start: `npm start` builds the site (here into a fresh SITE_DIR, as on a fresh clone)
// and serves it and the catalogue, printing what an owner needs in under 40 lines: where it
// listens, the data folder, what is not set. The build's own output goes to a log file; a failed
// build shows its error.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '../support/postgres'
import { ROOT, startServer, tempDir, type ServerHandle } from '../support/server-process'

const BUILD_LOG = path.join(ROOT, 'node_modules', '.cache', 'hearth-build.log')

/**
 * The environment of a fresh clone's shell: none of the settings the test runner or its caller
 * may have (vitest's NODE_ENV=test, a HOTEL_TIMEZONE, a log format, test origins).
 */
function shellEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of [
    'NODE_ENV',
    'LOG_FORMAT',
    'LOG_LEVEL',
    'HOTEL_TIMEZONE',
    'OUTBOUND_ALLOWED_TEST_ORIGINS',
    'PUSH_ALLOWED_TEST_ORIGINS',
  ]) {
    delete env[name]
  }
  return env
}

/** `npm start` in its own process group (npm and the server stop together), its output kept. */
function npmStart(env: Record<string, string>) {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...shellEnv(), RESERVE_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr.on('data', (c: Buffer) => (output += c.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    output: () => output,
    exited,
    stop: () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
    },
  }
}

const lines = (text: string) => text.trimEnd().split('\n')

describe('npm start', () => {
  it(
    'builds, then serves / and /api/facilities, in under 40 lines',
    { timeout: 240_000 },
    async () => {
      const port = await freePort()
      const dataDir = tempDir()
      // Not built yet, as a fresh clone's dist/; in the project, where the server's render bundle
      // finds the packages it imports (node_modules).
      const siteDir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache', 'npm-start-test-'))
      fs.rmSync(siteDir, { recursive: true })
      const start = npmStart({ PORT: String(port), DATA_DIR: dataDir, SITE_DIR: siteDir })
      try {
        const base = `http://127.0.0.1:${port}`
        await expect
          .poll(
            async () => (await fetch(`${base}/api/facilities`).catch(() => undefined))?.status,
            {
              timeout: 220_000,
              interval: 500,
            },
          )
          .toBe(200)
        // The start's last line comes a moment after the port answers.
        await expect.poll(start.output, { timeout: 10_000 }).toContain('TERMII_API_KEY is not set')
        const printed = start.output()
        expect(lines(printed).length, printed).toBeLessThan(40)
        expect(printed).toContain('Building the site')
        expect(printed).toContain(`Hearth House is serving http://127.0.0.1:${port}`)
        expect(printed).toContain(path.join(dataDir, 'hotel.sqlite')) // the data folder
        expect(printed).toContain('PUBLIC_URL is not set')
        expect(printed).toContain('SMTP_URL and STAFF_EMAIL (or STAFF_WEBHOOK_URL) are not set')
        // The hotel's clock, and that it was left on UTC, said as the other settings left unset.
        expect(printed).toContain("The hotel's time zone is UTC: it is ")
        expect(printed).toContain(
          'HOTEL_TIMEZONE is not set: the hotel\'s days follow UTC, so "today" turns at midnight UTC',
        )
        // Sentences for a person: no JSON record, no warning, no error.
        expect(printed).not.toMatch(/^\s*\{/m)
        expect(printed).not.toMatch(/"level"|"time"|"pid"/)
        expect(printed).not.toMatch(/^(Warning|Error|Fatal error)\b/m)
        // The build's output went to the log, without Vite's list of extensionless imports.
        const log = fs.readFileSync(BUILD_LOG, 'utf8')
        expect(log).toMatch(/built in/)
        expect(log).not.toContain("configLoader: 'native'")
        expect(log).not.toContain('transformWithEsbuild')

        const list = (await (await fetch(`${base}/api/facilities`)).json()) as { type: string }[]
        expect(list.length, printed).toBeGreaterThanOrEqual(9)
        const home = await fetch(`${base}/`)
        expect(home.status).toBe(200)
        expect(await home.text()).toContain('<div id="root">')
      } finally {
        start.stop()
        await start.exited
        fs.rmSync(siteDir, { recursive: true, force: true })
      }
    },
  )

  it('stops at a failed build, showing its error', { timeout: 120_000 }, async () => {
    const blocker = path.join(tempDir(), 'a-file')
    fs.writeFileSync(blocker, '')
    // A site folder inside a file: the build cannot make it.
    const start = npmStart({ PORT: '0', DATA_DIR: tempDir(), SITE_DIR: path.join(blocker, 'site') })
    try {
      expect(await start.exited).not.toBe(0)
      const printed = start.output()
      expect(printed).toContain('ENOTDIR')
      expect(printed).toContain('The build failed: its whole output is in')
      expect(printed).not.toContain('Hearth House is serving')
    } finally {
      start.stop()
    }
  })
})

// The lines the server itself prints (main.mjs, which `npm start` runs once the site is built): its
// clock, a setting for tests only, and the log's two forms. Without a site, as the site's build is
// the test above's.
describe("the server's start", () => {
  const LAST_NOTE = 'TERMII_API_KEY is not set'
  const WARNING =
    'Warning: OUTBOUND_ALLOWED_TEST_ORIGINS (or its old name, PUSH_ALLOWED_TEST_ORIGINS) is set'
  const started: ServerHandle[] = []
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.stop()))
  })

  /** A server as a shell without these settings starts it, with `env` on top ('' is unset). */
  async function start(env: Record<string, string>) {
    const server = await startServer({
      env: {
        NODE_ENV: '',
        LOG_FORMAT: '',
        HOTEL_TIMEZONE: '',
        OUTBOUND_ALLOWED_TEST_ORIGINS: '',
        PUSH_ALLOWED_TEST_ORIGINS: '',
        ...env,
      },
    })
    started.push(server)
    return server
  }

  it('names the time zone given, and warns of the test origins, in sentences', async () => {
    const server = await start({
      HOTEL_TIMEZONE: 'Africa/Lagos',
      OUTBOUND_ALLOWED_TEST_ORIGINS: 'http://127.0.0.1:9',
    })
    await expect.poll(server.output, { timeout: 10_000 }).toContain(WARNING)
    // A write is logged: its arrival and its answer, each a sentence.
    const refused = await fetch(`${server.url}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(refused.status).toBe(400)
    await expect.poll(server.output, { timeout: 10_000 }).toMatch(/: answered 400 in /)
    const printed = server.output()
    expect(printed).toMatch(/^The hotel's time zone is Africa\/Lagos: it is \d\d:\d\d there now$/m)
    expect(printed).not.toContain('HOTEL_TIMEZONE is not set')
    expect(printed).toContain(`${WARNING}: the server calls http://127.0.0.1:9 unchecked`)
    expect(printed).toMatch(/^req-\d+: POST \/api\/contact-messages from 127\.0\.0\.1$/m)
    expect(printed).not.toMatch(/^\s*\{/m)
    expect(printed).not.toMatch(/"level"|"time"|"msg"/)
  })

  it("warns of the test origins under the setting's old name too", async () => {
    const server = await start({ PUSH_ALLOWED_TEST_ORIGINS: 'http://127.0.0.1:9' })
    await expect.poll(server.output, { timeout: 10_000 }).toContain(WARNING)
    expect(server.output()).toContain("The hotel's time zone is UTC")
    expect(server.output()).toContain('HOTEL_TIMEZONE is not set')
  })

  it.each([
    ['LOG_FORMAT=json', { LOG_FORMAT: 'json' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ])('writes JSON records for a journal with %s', async (_name, env) => {
    const server = await start({ ...env, OUTBOUND_ALLOWED_TEST_ORIGINS: 'http://127.0.0.1:9' })
    await expect.poll(server.output, { timeout: 10_000 }).toContain('OUTBOUND_ALLOWED_TEST_ORIGINS')
    const records = server
      .output()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; time: number; msg: string })
    expect(records.every((r) => typeof r.time === 'number' && typeof r.level === 'number')).toBe(
      true,
    )
    const said = (start: string) => records.find((r) => r.msg.startsWith(start))
    expect(said("The hotel's time zone is UTC")?.level).toBe(30)
    expect(said('HOTEL_TIMEZONE is not set')?.level).toBe(30)
    expect(said('OUTBOUND_ALLOWED_TEST_ORIGINS')?.level).toBe(40)
    expect(said(LAST_NOTE)?.level).toBe(30)
  })
})
