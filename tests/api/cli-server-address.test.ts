// Issue 37: the CLI's invitation names the server that runs on the same data folder (its
// PUBLIC_URL, else the port it listens on), not the PORT of the shell the CLI was run from; with
// no server running there (stopped, or killed without a chance to say so), the configured one.
// Real servers in child processes on free ports, the real CLI, on both databases.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { startServer } from '../support/server-process'

const CONFIGURED_PORT = '8123'

/** The one line of the CLI's output that is an invitation link: its origin. */
function linkOrigin(stdout: string): string {
  const links = stdout.split('\n').filter((line) => /\/staff\/invite#[\w-]{43}$/.test(line))
  expect(links, stdout).toHaveLength(1)
  return new URL(links[0]!).origin
}

const notes = (dataDir: string) =>
  fs.readdirSync(dataDir).filter((f) => /^server-\d+\.json$/.test(f))

describe.each(databaseEnvs())('the invitation link on $name', (target) => {
  /** The CLI as an owner runs it on the server's machine: same data, no PORT or PUBLIC_URL. */
  const invite = async (env: Record<string, string>, name: string) => {
    const run = await runCli(
      { ...env, PORT: CONFIGURED_PORT, PUBLIC_URL: '', LOG_LEVEL: 'silent' },
      'staff',
      'invite',
      '--name',
      name,
    )
    expect(run.code, run.stderr).toBe(0)
    return linkOrigin(run.stdout)
  }

  it('names the running server’s port, then the configured one once it has stopped', async () => {
    const env = await target.env()
    const server = await startServer({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL })
    const port = new URL(server.url).port
    expect(port).not.toBe(CONFIGURED_PORT)
    try {
      expect(await invite(env, 'Ada Obi')).toBe(`http://localhost:${port}`)
    } finally {
      expect(await server.stop()).toBe(0)
    }
    expect(notes(server.dataDir)).toEqual([])
    expect(await invite(env, 'Bola Ade')).toBe(`http://localhost:${CONFIGURED_PORT}`)
  })

  it('names the running server’s PUBLIC_URL, and forgets a server that was killed', async () => {
    const env = await target.env()
    const server = await startServer({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      env: { PUBLIC_URL: 'https://book.hotel.example' },
    })
    try {
      expect(await invite(env, 'Ada Obi')).toBe('https://book.hotel.example')
    } finally {
      await server.kill() // SIGKILL: its note stays behind
    }
    expect(notes(server.dataDir)).toHaveLength(1)
    expect(await invite(env, 'Bola Ade')).toBe(`http://localhost:${CONFIGURED_PORT}`)
    expect(notes(server.dataDir)).toEqual([]) // the dead process's note is cleared
  })
})
