// The quick start: `npm start` (building first when needed) serves the site and the catalogue.
import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { freePort } from '../support/postgres'
import { ROOT, tempDir } from '../support/server-process'

describe('npm start', () => {
  it('serves / and /api/facilities with the seeded catalogue', { timeout: 180_000 }, async () => {
    const port = await freePort()
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: tempDir(), RESERVE_RATE_LIMIT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so npm and the server stop together
    })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)))
    child.stderr.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)))
    try {
      const base = `http://127.0.0.1:${port}`
      await expect
        .poll(async () => (await fetch(`${base}/api/facilities`).catch(() => undefined))?.status, {
          timeout: 150_000,
          interval: 500,
        })
        .toBe(200)
      const list = (await (await fetch(`${base}/api/facilities`)).json()) as { type: string }[]
      expect(list.length, output).toBeGreaterThanOrEqual(9)
      const home = await fetch(`${base}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('<div id="root">')
    } finally {
      process.kill(-child.pid!, 'SIGTERM')
    }
  })
})
