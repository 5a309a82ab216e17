// The quick start: `npm start` builds the site (here into a fresh SITE_DIR, as on a fresh clone)
// and serves it and the catalogue, printing what an owner needs in under 40 lines: where it
// listens, the data folder, what is not set. The build's own output goes to a log file; a failed
// build shows its error.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { freePort } from '../support/postgres'
import { ROOT, tempDir } from '../support/server-process'

const BUILD_LOG = path.join(ROOT, 'node_modules', '.cache', 'hearth-build.log')

/** `npm start` in its own process group (npm and the server stop together), its output kept. */
function npmStart(env: Record<string, string>) {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, RESERVE_RATE_LIMIT: '0', LOG_LEVEL: '', ...env },
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
        expect(printed).not.toMatch(/"level":[4-6]0/) // no warning, no error
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
