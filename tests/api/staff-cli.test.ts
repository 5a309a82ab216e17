// Issue 27, the staff on the CLI: `staff invite` prints the link alone on its line (PUBLIC_URL's
// origin, or localhost and PORT), the link enrols a passkey in the app serving the same database,
// `staff list` shows who is who in the hotel's time zone, `staff revoke` ends a session at once.
// On both databases; the CLI is the real one, in a child process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { tempDir } from '../support/server-process'
import { build, type TestApp } from '../support/test-app'
import { softAuthenticator } from '../support/soft-authenticator'

const targets = databaseEnvs()

const LINK = /^http:\/\/localhost:8123\/staff\/invite#([A-Za-z0-9_-]{43})$/
const HOST = 'localhost:8123'

describe.each(targets)('staff invite, list and revoke on $name', (target) => {
  let env: Record<string, string>
  let built: TestApp
  beforeAll(async () => {
    env = {
      ...(await target.env()),
      HOTEL_TIMEZONE: 'Asia/Kolkata',
      PORT: '8123',
      LOG_LEVEL: 'silent',
      STAFF_AUTH_RATE_LIMIT: '0',
    }
    built = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
  })
  afterAll(() => built.close())

  const cli = (...args: string[]) => runCli(env, ...args)

  /** The link's token: the one line of stdout that is the link, whole. */
  function linkToken(stdout: string, pattern = LINK): string {
    const lines = stdout.split('\n').filter((line) => pattern.test(line))
    expect(lines, stdout).toHaveLength(1)
    return pattern.exec(lines[0]!)![1]!
  }

  /** Opens the link as the console would: a passkey made, a session cookie back. */
  async function enrol(token: string): Promise<string> {
    const headers = {
      host: HOST,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    }
    const options = await built.app.inject({
      method: 'POST',
      url: '/api/staff/invites/options',
      headers,
      payload: { token },
    })
    expect(options.statusCode, options.body).toBe(200)
    const response = softAuthenticator(`http://${HOST}`).register(options.json())
    const verified = await built.app.inject({
      method: 'POST',
      url: '/api/staff/invites/verify',
      headers,
      payload: { token, response },
    })
    expect(verified.statusCode, verified.body).toBe(200)
    return String(verified.headers['set-cookie']).split(';', 1)[0]!
  }
  const me = (cookie: string) =>
    built.app.inject({ method: 'GET', url: '/api/staff/me', headers: { host: HOST, cookie } })

  it('invites the first person as owner with a link alone on its line, which enrols them', async () => {
    const invite = await cli('staff', 'invite', '--name', 'Ada Obi')
    expect(invite.code, invite.stderr).toBe(0)
    expect(invite.stdout).toContain('Ada Obi (owner, new)')
    expect(invite.stdout).toContain('(Asia/Kolkata)')
    const cookie = await enrol(linkToken(invite.stdout))
    expect((await me(cookie)).json()).toMatchObject({ name: 'Ada Obi', role: 'owner' })

    const list = await cli('staff', 'list')
    expect(list.code, list.stderr).toBe(0)
    expect(list.stdout).toContain('last sign-in (Asia/Kolkata)')
    const row = list.stdout.split('\n').find((line) => line.includes('Ada Obi'))!
    expect(row).toContain('owner')
    expect(row).toContain('active')
    expect(row).toMatch(/\b1\b/) // one passkey
    expect(row).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)
  })

  it('makes later people frontdesk unless told; a known name gets a new link', async () => {
    const bola = await cli('staff', 'invite', '--name', 'Bola Ade')
    expect(bola.stdout).toContain('Bola Ade (frontdesk, new)')
    const chidi = await cli('staff', 'invite', '--name', 'Chidi Eze', '--role', 'owner')
    expect(chidi.stdout).toContain('Chidi Eze (owner, new)')
    const again = await cli('staff', 'invite', '--name', 'Bola Ade', '--role', 'owner')
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toContain('Bola Ade (frontdesk)')
    expect(again.stdout).toContain('Their role stays frontdesk')
    expect(linkToken(again.stdout)).not.toBe(linkToken(bola.stdout))
    // Either link works (one enrolment each); the person is listed once.
    await enrol(linkToken(bola.stdout))
    const list = await cli('staff', 'list')
    expect(list.stdout.split('\n').filter((line) => line.includes('Bola Ade'))).toHaveLength(1)
    expect(list.stdout.split('\n').find((line) => line.includes('Chidi Eze'))).toContain('invited')
  })

  it('refuses what it cannot do, saying why', async () => {
    const noName = await cli('staff', 'invite')
    expect(noName.code).toBe(2)
    expect(noName.stderr).toContain('--name')
    const badRole = await cli('staff', 'invite', '--name', 'Dayo Ojo', '--role', 'admin')
    expect(badRole.code).toBe(1)
    expect(badRole.stderr).toContain('owner, frontdesk or housekeeping')
    const unknown = await cli('staff', 'revoke', 'Nobody Here')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No staff member')
    expect((await cli('staff', 'revoke')).code).toBe(2)
    expect((await cli('staff', 'promote')).code).toBe(2)
  })

  it('revokes by name, ending the session at once; an ambiguous name lists the ids', async () => {
    const invite = await cli('staff', 'invite', '--name', 'Efe Uko')
    const cookie = await enrol(linkToken(invite.stdout))
    expect((await me(cookie)).statusCode).toBe(200)
    const revoked = await cli('staff', 'revoke', 'Efe Uko')
    expect(revoked.code, revoked.stderr).toBe(0)
    expect(revoked.stdout).toContain('Revoked Efe Uko')
    expect((await me(cookie)).statusCode).toBe(401)
    const list = await cli('staff', 'list')
    expect(list.stdout.split('\n').find((line) => line.includes('Efe Uko'))).toContain('revoked')

    // Two active people of one name (invites never make them; an old database might hold them).
    const first = linkToken((await cli('staff', 'invite', '--name', 'Femi Ali')).stdout)
    await enrol(first)
    const twin = {
      id: 'twin-femi',
      name: 'Femi Ali',
      role: 'frontdesk',
      webauthn_user_id: 'twin-femi-handle',
      created_at: new Date().toISOString(),
      revoked_at: null,
    }
    await built.database.db.insertInto('staff').values(twin).execute()
    const ambiguous = await cli('staff', 'revoke', 'Femi Ali')
    expect(ambiguous.code).toBe(1)
    expect(ambiguous.stderr).toContain('twin-femi')
    expect(ambiguous.stderr).toMatch(/revoke one by id/)
    const byId = await cli('staff', 'revoke', 'twin-femi')
    expect(byId.code, byId.stderr).toBe(0)
    expect((await cli('staff', 'revoke', 'twin-femi')).stdout).toContain('already revoked')
  })
})

describe('the invite link with PUBLIC_URL', () => {
  it('is on the public origin, whatever PORT says', async () => {
    const env = {
      DATA_DIR: tempDir(),
      DATABASE_URL: '',
      PORT: '8123',
      PUBLIC_URL: 'https://hotel.example/',
      LOG_LEVEL: 'silent',
    }
    const invite = await runCli(env, 'staff', 'invite', '--name', 'Ada Obi', '--init')
    expect(invite.code, invite.stderr).toBe(0)
    const lines = invite.stdout.split('\n')
    expect(
      lines.filter((line) => /^https:\/\/hotel\.example\/staff\/invite#[\w-]{43}$/.test(line)),
    ).toHaveLength(1)
    expect(invite.stdout).not.toContain('localhost')
  })
})
