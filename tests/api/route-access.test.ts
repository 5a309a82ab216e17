// Issue 37: who may call what, for every route the server registers, on both databases over real
// HTTP. The routes are the server's own list (the onRoute hook of http/access.ts records each as
// Fastify adds it), never a hand list here; the expected access of each is docs/api.md's table
// "Who may call what". Each route is called with no credentials, a wrong token, a front-desk
// session, an owner's session and the admin token, and must answer as its access says; a route
// missing from the table, a row naming no route, or a route answering otherwise fails. Then the
// staff API's rules under other spellings of its paths (percent-encoding, case, `//`, `.`, `..`).
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAccess, type Access, type RouteAccess } from '../../server/src/http/access'
import { databaseTargets } from '../support/databases'
import { rawExchange } from '../support/raw-http'
import { ROOT, TEST_ADMIN_TOKEN } from '../support/server-process'
import { staffSessions, type StaffCaller } from '../support/staff-sessions'

/** The docs' words for each access. */
const ACCESS_OF_WORD: Record<string, Access> = {
  none: 'public',
  guest: 'guest',
  'front desk': 'staff',
  owner: 'owner',
  person: 'person',
  housekeeping: 'housekeeping',
  'desk person': 'desk',
}

/** docs/api.md's "Who may call what": `METHOD url` to its access. */
function documentedTable(): Map<string, Access> {
  const text = fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8')
  const section = text.split(/^## Who may call what$/m)[1]?.split(/^## /m)[0]
  if (!section) throw new Error('docs/api.md has no "## Who may call what" section')
  const table = new Map<string, Access>()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim())
    // | Method | Route | Who |: three cells between the bars, the last a code span.
    if (cells.length !== 5 || !/^[A-Z, ]+$/.test(cells[1] ?? '')) continue
    const access = ACCESS_OF_WORD[(cells[3] ?? '').replaceAll('`', '')]
    if (!access) throw new Error(`docs/api.md: no such access in "${line}"`)
    const urls = [...(cells[2] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
    for (const method of (cells[1] ?? '').split(',').map((m) => m.trim())) {
      for (const url of urls) {
        const key = `${method} ${url}`
        if (table.has(key)) throw new Error(`docs/api.md lists ${key} twice`)
        table.set(key, access)
      }
    }
  }
  return table
}

type CallerName = 'nobody' | 'wrong token' | 'housekeeping' | 'front desk' | 'owner' | 'admin token'
const CALLERS: CallerName[] = [
  'nobody',
  'wrong token',
  'housekeeping',
  'front desk',
  'owner',
  'admin token',
]
type PersonCaller = 'housekeeping' | 'front desk' | 'owner'
const ROLE_OF: Record<PersonCaller, 'housekeeping' | 'frontdesk' | 'owner'> = {
  housekeeping: 'housekeeping',
  'front desk': 'frontdesk',
  owner: 'owner',
}
const isPerson = (caller: CallerName): caller is PersonCaller => caller in ROLE_OF

/** What each access answers each caller: `allowed`, or the refusal's status and code. */
const EXPECTED: Record<Access, Record<CallerName, 'allowed' | [number, string]>> = {
  public: {
    nobody: 'allowed',
    'wrong token': 'allowed',
    housekeeping: 'allowed',
    'front desk': 'allowed',
    owner: 'allowed',
    'admin token': 'allowed',
  },
  guest: {
    nobody: 'allowed',
    'wrong token': [401, 'unauthorized'],
    housekeeping: 'allowed',
    'front desk': 'allowed',
    owner: 'allowed',
    'admin token': 'allowed',
  },
  staff: {
    nobody: [401, 'unauthorized'],
    'wrong token': [401, 'unauthorized'],
    housekeeping: [403, 'not_for_housekeeping'],
    'front desk': 'allowed',
    owner: 'allowed',
    'admin token': 'allowed',
  },
  owner: {
    nobody: [401, 'unauthorized'],
    'wrong token': [401, 'unauthorized'],
    housekeeping: [403, 'owner_only'],
    'front desk': [403, 'owner_only'],
    owner: 'allowed',
    'admin token': 'allowed',
  },
  housekeeping: {
    nobody: [401, 'unauthorized'],
    'wrong token': [401, 'unauthorized'],
    housekeeping: 'allowed',
    'front desk': 'allowed',
    owner: 'allowed',
    'admin token': 'allowed',
  },
  person: {
    nobody: [401, 'unauthorized'],
    'wrong token': [401, 'unauthorized'],
    housekeeping: 'allowed',
    'front desk': 'allowed',
    owner: 'allowed',
    'admin token': [403, 'session_required'],
  },
  desk: {
    nobody: [401, 'unauthorized'],
    'wrong token': [401, 'unauthorized'],
    housekeeping: [403, 'not_for_housekeeping'],
    'front desk': 'allowed',
    owner: 'allowed',
    'admin token': [403, 'session_required'],
  },
}

/** The refusals of the guard: any other answer means the guard let the call through. */
const GUARD_CODES = new Set([
  'unauthorized',
  'owner_only',
  'not_for_housekeeping',
  'session_required',
  'admin_disabled',
])

/** A route's path made callable: each parameter and wildcard a value no row has. */
const callablePath = (url: string) => url.replace(/:[\w]+/g, 'no-such-probe').replace('*', 'probe')

describe.each(databaseTargets())('who may call what on $name', (target) => {
  let s: Awaited<ReturnType<typeof staffSessions<true>>>
  const sessions: Partial<Record<PersonCaller, StaffCaller>> = {}
  let enrolled = 0
  /** A signed-in person's cookie (a new person after a probe of sign-out ended the session). */
  const sessionCookie = async (role: PersonCaller) => {
    sessions[role] ??= await s.person(`${role} ${++enrolled}`, ROLE_OF[role])
    return sessions[role].cookie
  }

  beforeAll(async () => {
    s = await staffSessions(target, { socket: true })
  })
  afterAll(() => s.close())

  it('lists every registered route in docs/api.md, with the access the route declares', () => {
    const table = documentedTable()
    const registered = routeAccess(s.server.app)
    expect(registered.length).toBeGreaterThan(50)
    const missing = registered
      .filter((r) => table.get(`${r.method} ${r.url}`) === undefined)
      .map((r) => `${r.method} ${r.url} (${r.access})`)
    expect(missing, 'routes missing from docs/api.md "Who may call what"').toEqual([])
    const differing = registered
      .filter((r) => table.get(`${r.method} ${r.url}`) !== r.access)
      .map(
        (r) =>
          `${r.method} ${r.url}: declares ${r.access}, the docs say ${table.get(`${r.method} ${r.url}`)}`,
      )
    expect(differing).toEqual([])
    // And no API row names a route the server does not have (a site file route needs a build).
    const keys = new Set(registered.map((r) => `${r.method} ${r.url}`))
    const stale = [...table.keys()].filter((k) => k.includes(' /api') && !keys.has(k))
    expect(stale, 'rows of docs/api.md naming no route').toEqual([])
  })

  it('answers every route to every caller as its access says, never a 5xx from the API', async () => {
    const documented = documentedTable()
    /** One call of `route` by `caller`: a failure's words, or nothing. */
    const probe = async (route: RouteAccess, caller: CallerName): Promise<string[]> => {
      const headers: Record<string, string> = {}
      if (caller === 'admin token') headers.authorization = `Bearer ${TEST_ADMIN_TOKEN}`
      if (caller === 'wrong token') headers.authorization = 'Bearer not-the-token'
      if (isPerson(caller)) headers.cookie = await sessionCookie(caller)
      const write = !['GET', 'HEAD'].includes(route.method)
      if (write) {
        // As the console sends it: the site's own page, a JSON body.
        headers['sec-fetch-site'] = 'same-origin'
        headers['content-type'] = 'application/json'
      }
      const res = await fetch(`${s.server.url}${callablePath(route.url)}`, {
        method: route.method,
        headers,
        body: write ? '{}' : undefined,
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => error as Error)
      if (res instanceof Error) return [`${route.method} ${route.url} by ${caller}: ${res.message}`]
      const json = (res.headers.get('content-type') ?? '').startsWith('application/json')
      let code: string | undefined
      if (json && route.method !== 'HEAD') {
        code = ((await res.json()) as { error?: { code?: string } }).error?.code
      } else {
        await res.body?.cancel() // a page, or the live stream: its headers are the answer
      }
      // A probe of sign-out ends its session: the next call of that role signs in anew.
      if (res.headers.get('set-cookie') && isPerson(caller)) {
        delete sessions[caller]
      }
      const refused =
        route.method === 'HEAD'
          ? res.status === 401 || res.status === 403
          : code !== undefined && GUARD_CODES.has(code)
      // As the docs say (the test above holds the route's own declaration to them).
      const expected =
        EXPECTED[documented.get(`${route.method} ${route.url}`) ?? route.access][caller]
      const what = `${route.method} ${route.url} (${route.access}) by ${caller}: ${res.status} ${code ?? ''}`
      const failures: string[] = []
      if (expected === 'allowed') {
        if (refused) failures.push(`${what}, expected through`)
      } else if (res.status !== expected[0] || (route.method !== 'HEAD' && code !== expected[1])) {
        failures.push(`${what}, expected ${expected.join(' ')}`)
      }
      if (route.url.startsWith('/api') && res.status >= 500) failures.push(`${what}: a 5xx`)
      return failures
    }

    const failures: string[] = []
    // A route at a time, its callers at once (a sign-out ends only its caller's session).
    for (const route of routeAccess(s.server.app)) {
      const results = await Promise.all(CALLERS.map((caller) => probe(route, caller)))
      failures.push(...results.flat())
    }
    expect(failures).toEqual([])
  })

  /** Other spellings of `path`: percent-encoding, case, `//`, `.` and `..`, a trailing `/`. */
  const spellingsOf = (path: string) => {
    const [, api = '', staff = '', ...rest] = path.split('/')
    const tail = rest.join('/')
    const hex = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')
    return [
      `/${api}/%73taff/${tail}`,
      `/${api}/st%61ff/${tail}`,
      `/${api}/${hex(staff)}/${tail}`,
      `/${api}/%53taff/${tail}`,
      `/%61pi/${staff}/${tail}`,
      `/${api}/${staff}/${hex(tail.slice(0, 1))}${tail.slice(1)}`,
      `/${api}//${staff}/${tail}`,
      `/${api}/${staff}//${tail}`,
      `//${api}/${staff}/${tail}`,
      `/${api}/./${staff}/${tail}`,
      `/${api}/${staff}/./${tail}`,
      `/${api}/x/../${staff}/${tail}`,
      `/${api}/%2e/${staff}/${tail}`,
      `/${api}/x/%2e%2e/${staff}/${tail}`,
      `/${api}/${staff}%2F${tail}`,
      `/${api}/${staff}/${tail}/`,
      `/${api.toUpperCase()}/${staff}/${tail}`,
      `/${api}/${staff.toUpperCase()}/${tail}`,
      `/${api}/S${staff.slice(1)}/${tail}`,
    ]
  }
  const raw = (method: string, path: string, headers: Record<string, string>, body = '') =>
    rawExchange(
      s.server.url,
      // As an API client asks (a page's 404 would be the site's page, not built here).
      `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n` +
        'Connection: close\r\n' +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        (body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : '') +
        `\r\n${body}`,
    )

  it('holds every spelling of a staff API path to the staff rules, or answers 404', async () => {
    const cookie = await sessionCookie('owner')
    for (const path of spellingsOf('/api/staff/people')) {
      // Signed in: the people list only with the staff API's headers, else a 404.
      const signedIn = (await raw('GET', path, { cookie }))!
      expect([200, 404], `${path}: ${signedIn.status}`).toContain(signedIn.status)
      if (signedIn.status === 200) {
        expect(signedIn.headers['cache-control'], path).toBe('no-store')
        expect(signedIn.headers['x-robots-tag'], path).toBe('noindex, nofollow')
      }
      // Signed out: the guard, never the list.
      const anonymous = (await raw('GET', path, {}))!
      expect([401, 404], `${path}: ${anonymous.status}`).toContain(anonymous.status)
      if (anonymous.status === 401) {
        expect(anonymous.headers['cache-control'], path).toBe('no-store')
        expect(anonymous.headers['x-robots-tag'], path).toBe('noindex, nofollow')
      }
      // A front-desk session: the owner's rule whatever the spelling.
      const desk = (await raw('GET', path, { cookie: await sessionCookie('front desk') }))!
      expect([403, 404], `${path}: ${desk.status}`).toContain(desk.status)
    }
    for (const path of spellingsOf('/api/staff/sign-in/options')) {
      // The same-origin pre-check of a public staff write, whatever the spelling.
      const res = (await raw(
        'POST',
        path,
        { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        '{}',
      ))!
      expect([403, 404], `${path}: ${res.status} ${res.body}`).toContain(res.status)
      if (res.status === 403) expect(JSON.parse(res.body).error.code).toBe('cross_site_refused')
    }
    // The plain spelling still works from the console's own page.
    const plain = (await raw(
      'POST',
      '/api/staff/sign-in/options',
      { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      '{}',
    ))!
    expect(plain.status, plain.body).toBe(200)
  })
})
