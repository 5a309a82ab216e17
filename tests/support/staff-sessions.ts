// Signed-in staff for API tests (issue 29): the app built in this process and people of either
// role, each enrolled from a CLI invite with a software passkey, and a call as the console makes
// it (same-origin, JSON, the session's cookie, through app.inject). For the role checks of the
// console's routes.
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { StaffRole } from '../../contract/staff'
import { createServices } from '../../server/src/services'
import type { DatabaseTarget } from './databases'
import type { InProcessServer, TestApp } from './test-app'
import { TEST_ADMIN_TOKEN } from './server-process'
import { softAuthenticator } from './soft-authenticator'

export const STAFF_HOST = 'localhost:8080'
export const STAFF_ORIGIN = `http://${STAFF_HOST}`

export interface StaffCaller {
  (method: 'GET' | 'POST', path: string, body?: unknown): Promise<LightMyRequestResponse>
  staffId: string
  /** The session's cookie (`name=value`), for a call made over real HTTP. */
  cookie: string
}

/**
 * `env`: the server's settings beyond the fast tier's (a push service's test origin). `socket`:
 * the app listens on a free port too, for a test that reads it over real HTTP as a browser would.
 */
export async function staffSessions<Socket extends boolean = false>(
  target: DatabaseTarget,
  options: {
    env?: Record<string, string>
    socket?: Socket
    now?: () => Date
    onDisk?: boolean
  } = {},
) {
  const { socket, ...built } = options
  const server = (
    socket ? await target.startInProcess(built) : await target.build(built)
  ) as Socket extends true ? InProcessServer : TestApp
  const rules = createServices(server.config, server.database, { now: options.now }).staff

  /** A call to /api/staff as the console makes it, with `cookie` or the admin token. */
  function call(auth: { cookie: string } | 'token') {
    return (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const headers: Record<string, string> = { host: STAFF_HOST }
      if (auth === 'token') headers.authorization = `Bearer ${TEST_ADMIN_TOKEN}`
      else headers.cookie = auth.cookie
      if (method === 'POST') {
        headers['sec-fetch-site'] = 'same-origin'
        headers['content-type'] = 'application/json'
      }
      return server.app.inject({
        method,
        url: `/api/staff${path}`,
        headers,
        payload:
          method === 'POST'
            ? typeof body === 'string'
              ? body
              : JSON.stringify(body ?? {})
            : undefined,
      })
    }
  }

  /** A person invited by the CLI and enrolled with a passkey: their calls, signed in. */
  async function person(name: string, role: StaffRole): Promise<StaffCaller> {
    const { token, staff } = await rules.invite({ name, role }, { kind: 'cli' })
    const auth = softAuthenticator(STAFF_ORIGIN)
    const anonymous = call({ cookie: '' })
    const options = (await anonymous('POST', '/invites/options', { token })).json()
    const res = await anonymous('POST', '/invites/verify', {
      token,
      response: auth.register(options),
    })
    expect(res.statusCode, res.body).toBe(200)
    const cookie = String(res.headers['set-cookie'] ?? '').split(';', 1)[0]!
    return Object.assign(call({ cookie }), { staffId: staff.id, cookie })
  }

  return { server, rules, person, token: call('token'), close: () => server.close() }
}

/** A refusal: the status, the error JSON, never a 5xx. */
export function expectRefused(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status)
  const body = res.json() as { error: { code: string; message: string } }
  expect(typeof body.error.message).toBe('string')
  if (code) expect(body.error.code).toBe(code)
  return body.error
}
