// Issue 27, signing in to the staff console: invites, passkeys (a software authenticator), the
// session cookie and its limits, sign-out and revocation; on both databases, through app.inject.
// The clock is pinned: `now` moves only when a test moves it.
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReference, reservationReference } from '../../contract/reference'
import { createServices } from '../../server/src/services'
import type { StaffRules } from '../../server/src/staff/rules'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets, type DatabaseTarget } from '../support/databases'
import type { TestApp } from '../support/test-app'
import { TEST_ADMIN_TOKEN } from '../support/server-process'
import { softAuthenticator, type SoftAuthenticator } from '../support/soft-authenticator'

const HOST = 'localhost:8080'
const ORIGIN = `http://${HOST}`
const HOUR = 3_600_000

/** A server with a movable clock, the staff rules on its database (as the CLI wires them). */
async function staffServer(target: DatabaseTarget, env: Record<string, string> = {}) {
  let at = Date.parse('2026-06-01T09:00:00.000Z')
  const now = () => new Date(at)
  const server: TestApp = await target.build({ env, now })
  const staff: StaffRules = createServices(server.config, server.database, { now }).staff

  /** A call as the console makes it: same-origin, a JSON body. A header given as '' is left out. */
  async function call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const base: Record<string, string> = { host: HOST }
    if (method !== 'GET') base['sec-fetch-site'] = 'same-origin'
    if (body !== undefined) base['content-type'] = 'application/json'
    return server.app.inject({
      method,
      url,
      headers: Object.fromEntries(
        Object.entries({ ...base, ...headers }).filter(([, value]) => value !== ''),
      ),
      payload:
        body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  /** The `name=value` of the answer's staff cookie. */
  const cookieOf = (res: LightMyRequestResponse) =>
    String(res.headers['set-cookie'] ?? '').split(';', 1)[0]!

  async function enrol(name: string, origin = ORIGIN, headers: Record<string, string> = {}) {
    const { token, staff: person } = await staff.invite({ name }, { kind: 'cli' })
    const auth = softAuthenticator(origin)
    const options = (await call('POST', '/api/staff/invites/options', { token }, headers)).json()
    const res = await call(
      'POST',
      '/api/staff/invites/verify',
      { token, response: auth.register(options) },
      headers,
    )
    expect(res.statusCode, res.body).toBe(200)
    return { auth, res, cookie: cookieOf(res), token, staffId: person.id }
  }

  async function signIn(auth: SoftAuthenticator, override = {}) {
    const options = (await call('POST', '/api/staff/sign-in/options', {})).json()
    return call('POST', '/api/staff/sign-in/verify', { response: auth.assert(options, override) })
  }

  const me = (cookie: string) => call('GET', '/api/staff/me', undefined, { cookie })

  return {
    server,
    staff,
    call,
    cookieOf,
    enrol,
    signIn,
    me,
    advance: (ms: number) => {
      at += ms
    },
    close: () => server.close(),
  }
}

/** Every staff answer, whatever it is: never cached, never indexed. */
function expectStaffHeaders(res: LightMyRequestResponse) {
  expect(res.headers['cache-control']).toBe('no-store')
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
}

/** A refusal: a client error with the error JSON, never a 5xx. */
function expectRefused(res: LightMyRequestResponse, status?: number) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
  expect(res.statusCode, res.body).toBeLessThan(500)
  if (status) expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  })
  expectStaffHeaders(res)
}

describe.each(databaseTargets())('staff sign-in on $name', (target) => {
  let s: Awaited<ReturnType<typeof staffServer>>
  beforeAll(async () => {
    s = await staffServer(target)
  })
  afterAll(() => s.close())

  it('enrols from an invite, sets the session cookie, and answers /me', async () => {
    const { res, cookie, auth } = await s.enrol('Ada Obi')
    expect(res.json()).toMatchObject({ name: 'Ada Obi', role: 'owner', passkeys: 1 })
    expectStaffHeaders(res)
    // Over plain HTTP: no __Host- prefix, no Secure; HttpOnly and SameSite=Strict always.
    expect(res.headers['set-cookie']).toMatch(
      /^hearth_staff=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Strict$/,
    )
    const who = await s.me(cookie)
    expect(who.statusCode).toBe(200)
    expect(who.json()).toMatchObject({ name: 'Ada Obi', role: 'owner', passkeys: 1 })
    expectStaffHeaders(who)

    // Signing in again with the same passkey: a new session.
    const again = await s.signIn(auth)
    expect(again.statusCode, again.body).toBe(200)
    expect(s.cookieOf(again)).not.toBe(cookie)
    expect((await s.me(s.cookieOf(again))).statusCode).toBe(200)
    // A second person is frontdesk unless told.
    expect((await s.enrol('Bola Ade')).res.json()).toMatchObject({ role: 'frontdesk' })
  })

  it('adds a second passkey for the signed-in person', async () => {
    const { cookie } = await s.enrol('Chidi Eze')
    const phone = softAuthenticator(ORIGIN)
    const options = await s.call('POST', '/api/staff/passkeys/options', {}, { cookie })
    expect(options.statusCode, options.body).toBe(200)
    const added = await s.call(
      'POST',
      '/api/staff/passkeys/verify',
      { response: phone.register(options.json()) },
      { cookie },
    )
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json()).toMatchObject({ name: 'Chidi Eze', passkeys: 2 })
    expect((await s.signIn(phone)).statusCode).toBe(200)
  })

  it('refuses a used, an expired and an unknown invite alike (404)', async () => {
    const { token } = await s.enrol('Dayo Ojo')
    const used = await s.call('POST', '/api/staff/invites/lookup', { token })
    const unknown = await s.call('POST', '/api/staff/invites/lookup', { token: 'x'.repeat(43) })
    const fresh = await s.staff.invite({ name: 'Efe Uko' }, { kind: 'cli' })
    const lookup = await s.call('POST', '/api/staff/invites/lookup', { token: fresh.token })
    expect(lookup.statusCode).toBe(200)
    expect(lookup.json()).toEqual({ name: 'Efe Uko', expires_at: fresh.expiresAt })
    s.advance(24 * HOUR + 1000)
    const expired = await s.call('POST', '/api/staff/invites/lookup', { token: fresh.token })
    const expiredOptions = await s.call('POST', '/api/staff/invites/options', {
      token: fresh.token,
    })
    for (const res of [used, unknown, expired, expiredOptions]) {
      expectRefused(res, 404)
      expect(res.json()).toEqual(used.json())
    }
    expect(used.json()).toMatchObject({ error: { code: 'invite_invalid' } })
  })

  it('refuses a replayed registration and a replayed assertion (the challenge is spent)', async () => {
    const { token, staff: person } = await s.staff.invite({ name: 'Femi Ali' }, { kind: 'cli' })
    const auth = softAuthenticator(ORIGIN)
    const options = (await s.call('POST', '/api/staff/invites/options', { token })).json()
    const response = auth.register(options)
    expect(
      (await s.call('POST', '/api/staff/invites/verify', { token, response })).statusCode,
    ).toBe(200)
    // A new link for the same person, and the old response sent again: its challenge is spent.
    const second = await s.staff.invite({ name: person.name }, { kind: 'cli' })
    const replay = await s.call('POST', '/api/staff/invites/verify', {
      token: second.token,
      response,
    })
    expectRefused(replay, 400)
    expect(replay.json()).toMatchObject({ error: { code: 'passkey_refused' } })

    const signInOptions = (await s.call('POST', '/api/staff/sign-in/options', {})).json()
    const assertion = auth.assert(signInOptions)
    const first = await s.call('POST', '/api/staff/sign-in/verify', { response: assertion })
    expect(first.statusCode, first.body).toBe(200)
    const replayed = await s.call('POST', '/api/staff/sign-in/verify', { response: assertion })
    expectRefused(replayed, 401)
    expect(replayed.json()).toMatchObject({ error: { code: 'passkey_refused' } })
  })

  it('refuses forged and malformed passkey responses with a 4xx, never a 5xx', async () => {
    const { auth } = await s.enrol('Gbenga Oni')
    const cases = [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { uv: false },
      { forge: true },
      { challenge: 'bm90LW91ci1jaGFsbGVuZ2U' },
    ]
    for (const override of cases) expectRefused(await s.signIn(auth, override), 401)
    // A passkey the server never saw.
    const stranger = await s.signIn(softAuthenticator(ORIGIN))
    expectRefused(stranger, 401)
    expect(stranger.json()).toMatchObject({ error: { code: 'passkey_unknown' } })

    // The same for registrations from an invite.
    for (const override of cases.filter((c) => !('forge' in c))) {
      const { token } = await s.staff.invite({ name: 'Gbenga Oni' }, { kind: 'cli' })
      const options = (await s.call('POST', '/api/staff/invites/options', { token })).json()
      const response = softAuthenticator(ORIGIN).register(options, override)
      expectRefused(await s.call('POST', '/api/staff/invites/verify', { token, response }), 400)
      // The invite is still good: a refused try does not use it up.
      expect((await s.call('POST', '/api/staff/invites/lookup', { token })).statusCode).toBe(200)
    }

    // Garbage: not JSON, the wrong shape, and well-shaped nonsense the library must parse.
    const { token } = await s.staff.invite({ name: 'Gbenga Oni' }, { kind: 'cli' })
    await s.call('POST', '/api/staff/sign-in/options', {})
    const junk = (response: Record<string, unknown>) => ({
      id: auth.id,
      rawId: auth.id,
      type: 'public-key',
      response,
    })
    const garbage = [
      ['/api/staff/sign-in/verify', '{"response":'],
      ['/api/staff/sign-in/verify', { response: 'nope' }],
      ['/api/staff/sign-in/verify', { response: junk({}) }],
      ['/api/staff/sign-in/verify', { response: junk({ clientDataJSON: '!!' }) }],
      [
        '/api/staff/sign-in/verify',
        {
          response: junk({
            clientDataJSON: Buffer.from('{"type":"webauthn.get"}').toString('base64url'),
            authenticatorData: 'AAAA',
            signature: 'AAAA',
          }),
        },
      ],
      ['/api/staff/sign-in/verify', { response: { ...junk({}), rawId: 'other' } }],
      ['/api/staff/invites/verify', { token, response: junk({ clientDataJSON: 'e30' }) }],
      [
        '/api/staff/invites/verify',
        {
          token,
          response: junk({
            clientDataJSON: Buffer.from(
              JSON.stringify({ type: 'webauthn.create', challenge: 'x', origin: ORIGIN }),
            ).toString('base64url'),
            attestationObject: 'oWNmbXRkbm9uZQ',
          }),
        },
      ],
      ['/api/staff/invites/verify', { token, response: junk({ attestationObject: '////' }) }],
      ['/api/staff/invites/lookup', { token: '' }],
      ['/api/staff/invites/lookup', { token: 'x', more: 1 }],
      ['/api/staff/sign-in/options', []],
    ] as const
    for (const [url, body] of garbage) expectRefused(await s.call('POST', url, body))
  })

  it('ends a session after 12 hours idle, and after 30 days however busy', async () => {
    const { cookie } = await s.enrol('Hauwa Bello')
    s.advance(11 * HOUR)
    expect((await s.me(cookie)).statusCode).toBe(200) // seen: idle counts from now
    s.advance(11 * HOUR)
    expect((await s.me(cookie)).statusCode).toBe(200)
    s.advance(12 * HOUR + 1000)
    expectRefused(await s.me(cookie), 401)

    const busy = await s.signIn((await s.enrol('Ifeoma Nwosu')).auth)
    const busyCookie = s.cookieOf(busy)
    // Used every 10 hours for 30 days: still ends at 30 days.
    for (let hours = 10; hours < 30 * 24; hours += 10) {
      s.advance(10 * HOUR)
      expect((await s.me(busyCookie)).statusCode, `after ${hours} h`).toBe(200)
    }
    s.advance(10 * HOUR)
    expectRefused(await s.me(busyCookie), 401)
  })

  it('signs out on the server: the cookie is cleared and the session no longer works', async () => {
    const { cookie } = await s.enrol('Jide Ola')
    const out = await s.call('POST', '/api/staff/sign-out', {}, { cookie })
    expect(out.statusCode).toBe(204)
    expectStaffHeaders(out)
    expect(out.headers['set-cookie']).toBe(
      'hearth_staff=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
    )
    const after = await s.me(cookie)
    expectRefused(after, 401)
    expect(after.json()).toMatchObject({ error: { code: 'unauthorized' } })
  })

  it('revoking a person ends their sessions and their passkeys at once', async () => {
    const { cookie, auth, staffId } = await s.enrol('Kemi Ade')
    expect((await s.me(cookie)).statusCode).toBe(200)
    const { revoked } = await s.staff.revoke(staffId, { kind: 'cli' })
    expect(revoked).toBe(true)
    expectRefused(await s.me(cookie), 401)
    expectRefused(await s.signIn(auth), 401)
    // A revoked person's old invite cannot be used either.
    expect((await s.staff.revoke(staffId, { kind: 'cli' })).revoked).toBe(false)
  })

  it('refuses cross-site state changes carrying a valid cookie', async () => {
    const { cookie } = await s.enrol('Lola Obi')
    const options = (headers: Record<string, string>) =>
      s.call('POST', '/api/staff/passkeys/options', {}, { cookie, ...headers })
    for (const res of [
      await options({ 'sec-fetch-site': 'cross-site' }),
      await options({ 'sec-fetch-site': 'same-site' }),
      // Without Sec-Fetch-Site the Origin decides: another site's, or none.
      await options({ 'sec-fetch-site': '', origin: 'https://evil.example' }),
      await options({ 'sec-fetch-site': '' }),
      // The public ceremony calls too.
      await s.call('POST', '/api/staff/sign-in/options', {}, { 'sec-fetch-site': 'cross-site' }),
    ]) {
      expectRefused(res, 403)
      expect(res.json()).toMatchObject({ error: { code: 'cross_site_refused' } })
    }
    expect((await options({})).statusCode).toBe(200)
    expect((await options({ 'sec-fetch-site': '', origin: ORIGIN })).statusCode).toBe(200)
    // Same-origin, but a form's body: not JSON.
    const form = await s.call('POST', '/api/staff/passkeys/options', 'a=1', {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    })
    expectRefused(form, 415)
    const plain = await s.call('POST', '/api/staff/sign-out', 'x', {
      cookie,
      'content-type': 'text/plain',
    })
    expectRefused(plain, 415)
    const none = await s.server.app.inject({
      method: 'POST',
      url: '/api/staff/sign-out',
      headers: { host: HOST, cookie, 'sec-fetch-site': 'same-origin' },
    })
    expectRefused(none, 415)
    expect((await s.me(cookie)).statusCode).toBe(200) // none of it signed out
  })

  it('lets the admin token through without an Origin, and keeps it working on the old routes', async () => {
    const bearer = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }
    const res = await s.server.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in/options',
      headers: { host: HOST, 'content-type': 'application/json', ...bearer },
      payload: '{}',
    })
    expect(res.statusCode, res.body).toBe(200)
    const wrong = await s.server.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in/options',
      headers: { host: HOST, 'content-type': 'application/json', authorization: 'Bearer nope' },
      payload: '{}',
    })
    expectRefused(wrong, 403)
    // A token names no person: /me is for a session.
    expectRefused(await s.call('GET', '/api/staff/me', undefined, bearer), 403)

    const list = await s.call('GET', '/api/reservations', undefined, bearer)
    expect(list.statusCode).toBe(200)
    expect(Array.isArray(list.json())).toBe(true)
    // The console's session passes the same guard.
    const { cookie } = await s.enrol('Musa Bala')
    expect((await s.call('GET', '/api/reservations', undefined, { cookie })).statusCode).toBe(200)
    const none = await s.call('GET', '/api/reservations')
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toBe('Bearer realm="staff"')

    // A session's write on an old admin route: from the site's pages only, as on the console's.
    const facility = await createFacility(s.server, { capacity: 1 })
    const body = reserveBody(facility)
    expect((await reserve(s.server, facility._id, body)).status).toBe(200)
    const ref = formatReference(await reservationReference(body.reservation_id))
    const confirm = (headers: Record<string, string>) =>
      s.call('POST', `/api/reservations/${ref}/confirm`, {}, { cookie, ...headers })
    const crossSite = await confirm({ 'sec-fetch-site': 'cross-site' })
    expect(crossSite.statusCode).toBe(403)
    expect(crossSite.json()).toMatchObject({ error: { code: 'cross_site_refused' } })
    const confirmed = await confirm({})
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' })
  })

  it('answers 401 with the error JSON and the challenge without a session', async () => {
    for (const cookie of ['', 'hearth_staff=abc', `hearth_staff=${'A'.repeat(43)}`]) {
      const res = await s.call('GET', '/api/staff/me', undefined, cookie ? { cookie } : {})
      expectRefused(res, 401)
      expect(res.headers['www-authenticate']).toBe('Bearer realm="staff"')
    }
    for (const url of ['/api/staff/passkeys/options', '/api/staff/sign-out']) {
      expectRefused(await s.call('POST', url, {}), 401)
    }
    expectRefused(await s.call('GET', '/api/staff/nothing-here'), 404)
  })

  it('sweeps expired sessions and challenges, and invites done with a week ago', async () => {
    await s.enrol('Ngozi Umeh')
    await s.call('POST', '/api/staff/sign-in/options', {})
    s.advance(31 * 24 * HOUR)
    expect(await s.staff.sweep()).toBeGreaterThan(0)
    expect(await s.staff.sweep()).toBe(0)
    const { db } = s.server.database
    const count = async (table: 'staff_sessions' | 'staff_challenges' | 'staff_invites') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count('staff_sessions')).toBe(0)
    expect(await count('staff_challenges')).toBe(0)
    expect(await count('staff_invites')).toBe(0)
  })
})

describe.each(databaseTargets())('staff sessions over HTTPS and rate limits on $name', (target) => {
  it('sets a __Host- Secure cookie over HTTPS behind TRUST_PROXY, and reads only that one', async () => {
    const s = await staffServer(target, { TRUST_PROXY: 'true' })
    try {
      const https = { 'x-forwarded-proto': 'https' }
      const { res, cookie } = await s.enrol('Ola Ade', `https://${HOST}`, https)
      expect(res.headers['set-cookie']).toMatch(
        /^__Host-hearth_staff=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Strict; Secure$/,
      )
      expect(
        (await s.call('GET', '/api/staff/me', undefined, { cookie, ...https })).statusCode,
      ).toBe(200)
      // The same id under the plain name, or the secure name over plain HTTP: not read.
      const plainName = cookie.replace('__Host-', '')
      expect(
        (await s.call('GET', '/api/staff/me', undefined, { cookie: plainName, ...https }))
          .statusCode,
      ).toBe(401)
      expect((await s.call('GET', '/api/staff/me', undefined, { cookie })).statusCode).toBe(401)
    } finally {
      await s.close()
    }
  })

  it('ignores X-Forwarded-Proto without TRUST_PROXY', async () => {
    const s = await staffServer(target)
    try {
      const { res } = await s.enrol('Pat Eze', ORIGIN, { 'x-forwarded-proto': 'https' })
      expect(res.headers['set-cookie']).toMatch(/^hearth_staff=/)
      expect(res.headers['set-cookie']).not.toContain('Secure')
    } finally {
      await s.close()
    }
  })

  it('answers 429 on the 11th sign-in try in a minute from one address', async () => {
    const s = await staffServer(target, { STAFF_AUTH_RATE_LIMIT: '10' })
    try {
      for (let i = 1; i <= 10; i++) {
        expect(
          (await s.call('POST', '/api/staff/sign-in/options', {})).statusCode,
          `try ${i}`,
        ).toBe(200)
      }
      const refused = await s.call('POST', '/api/staff/sign-in/options', {})
      expectRefused(refused, 429)
      expect(refused.json()).toMatchObject({ error: { code: 'too_many_requests' } })
      expect(refused.headers['retry-after']).toBeDefined()
    } finally {
      await s.close()
    }
  })
})
