// Everything a client can get wrong answers 4xx with the error JSON and the API's security
// headers, stores nothing, and the server keeps serving: on SQLite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createFacility,
  inDays,
  reserve,
  reserveBody,
  storedReservations,
  uniqueId,
} from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { rawExchange } from '../support/raw-http'
import type { InProcessServer } from '../support/test-app'
import { adminHeaders, TEST_ADMIN_TOKEN } from '../support/server-process'

interface Bad {
  name: string
  method?: string
  path?: string // default: the reserve path of the test facility
  body?: unknown // an object is sent as JSON, a string as it is
  headers?: Record<string, string>
  status: number
  /** The error code, when the case is about it. */
  code?: string
  /** The field the message must name. */
  field?: string
}

/** The API's answer to anything it refuses: the error JSON, never sniffed, framed or loaded. */
function expectApiError(
  what: string,
  headers: { get(name: string): string | null },
  text: string,
): { code: string; message: string } {
  expect(headers.get('content-type'), what).toMatch(/^application\/json/)
  expect(headers.get('content-security-policy'), what).toContain("default-src 'none'")
  expect(headers.get('x-content-type-options'), what).toBe('nosniff')
  const body = JSON.parse(text) as { error: { code: unknown; message: unknown } }
  expect(typeof body.error.code, what).toBe('string')
  expect(typeof body.error.message, what).toBe('string')
  expect((body.error.message as string).length, what).toBeGreaterThan(0)
  return body.error as { code: string; message: string }
}

function rawRequest(
  base: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const isString = typeof body === 'string'
  return fetch(base + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : isString ? body : JSON.stringify(body),
  })
}

describe.each(databaseTargets())('bad requests on $name', (target) => {
  let server: InProcessServer
  let room: { _id: string; type: 'room' | 'apartment' | 'activityCenter' }
  let hall: { _id: string; type: 'room' | 'apartment' | 'activityCenter' }
  beforeAll(async () => {
    server = await target.startInProcess()
    room = await createFacility(server.url)
    hall = await createFacility(server.url, { type: 'activityCenter' })
  })
  afterAll(() => server.close())

  const ok = () => reserveBody(room)
  const without = (key: string) => {
    const b: Record<string, unknown> = ok()
    delete b[key]
    return b
  }
  const cases = (): Bad[] => [
    { name: 'malformed JSON', body: '{"facility_id": ', status: 400 },
    { name: 'empty body', body: '', status: 400 },
    { name: 'JSON null', body: 'null', status: 400 },
    { name: 'JSON array', body: [ok()], status: 400 },
    { name: 'JSON string', body: '"hello"', status: 400 },
    {
      name: 'body over 16 KB',
      body: { ...ok(), reservation_name: 'x'.repeat(20_000) },
      status: 413,
    },
    { name: 'text/plain body', body: 'hi', headers: { 'content-type': 'text/plain' }, status: 415 },
    { name: 'unknown field', body: { ...ok(), admin: true }, status: 400 },
    ...[
      'facility_id',
      'facility_type',
      'reservation_id',
      'reservation_name',
      'reservation_phone',
      'reservation_email',
      'dateRange',
    ].map((key) => ({ name: `missing ${key}`, body: without(key), status: 400 })),
    { name: 'facility_id a number', body: { ...ok(), facility_id: 42 }, status: 400 },
    {
      name: 'facility_id of another facility',
      body: { ...ok(), facility_id: hall._id },
      status: 400,
    },
    { name: 'facility_type unknown', body: { ...ok(), facility_type: 'castle' }, status: 400 },
    {
      name: 'facility_type of another type',
      body: { ...ok(), facility_type: 'apartment' },
      status: 400,
    },
    { name: 'reservation_id too short', body: { ...ok(), reservation_id: 'abc' }, status: 400 },
    // 15 symbols: under the 16 (96 bits when random) that keep a guest's id unguessable.
    {
      name: 'reservation_id of 15 symbols',
      body: { ...ok(), reservation_id: 'abcdefghijklmno' },
      status: 400,
    },
    {
      name: 'reservation_id too long',
      body: { ...ok(), reservation_id: 'a'.repeat(65) },
      status: 400,
    },
    {
      name: 'reservation_id not URL-safe',
      body: { ...ok(), reservation_id: 'abc def/ghi' },
      status: 400,
    },
    { name: 'reservation_id a number', body: { ...ok(), reservation_id: 12345678 }, status: 400 },
    { name: 'name empty', body: { ...ok(), reservation_name: '' }, status: 400 },
    { name: 'name only spaces', body: { ...ok(), reservation_name: '   ' }, status: 400 },
    { name: 'name over 100', body: { ...ok(), reservation_name: 'n'.repeat(101) }, status: 400 },
    { name: 'name an object', body: { ...ok(), reservation_name: { first: 'Ada' } }, status: 400 },
    { name: 'phone too short', body: { ...ok(), reservation_phone: '12345' }, status: 400 },
    {
      name: 'phone too long',
      body: { ...ok(), reservation_phone: '+1234567890123456' },
      status: 400,
    },
    {
      name: 'phone with letters',
      body: { ...ok(), reservation_phone: '0803-CALL-ME' },
      status: 400,
    },
    { name: 'phone a number', body: { ...ok(), reservation_phone: 8035550142 }, status: 400 },
    { name: 'phone empty', body: { ...ok(), reservation_phone: '' }, status: 400 },
    { name: 'email invalid', body: { ...ok(), reservation_email: 'not-an-email' }, status: 400 },
    { name: 'email null', body: { ...ok(), reservation_email: null }, status: 400 },
    {
      name: 'dateRange a string',
      body: { ...ok(), dateRange: '2026-12-01/2026-12-03' },
      status: 400,
    },
    {
      name: 'dateRange missing to',
      body: { ...ok(), dateRange: { from: inDays(3) } },
      status: 400,
    },
    {
      name: 'date not a date',
      body: { ...ok(), dateRange: { from: 'tomorrow', to: inDays(4) } },
      status: 400,
    },
    {
      name: 'date impossible',
      body: { ...ok(), dateRange: { from: '2027-02-30', to: '2027-03-02' } },
      status: 400,
    },
    {
      name: 'date with time',
      body: { ...ok(), dateRange: { from: `${inDays(3)}T10:00:00Z`, to: inDays(5) } },
      status: 400,
    },
    {
      name: 'from in the past',
      body: { ...ok(), dateRange: { from: inDays(-1), to: inDays(2) } },
      status: 400,
    },
    {
      name: 'room: to equals from',
      body: { ...ok(), dateRange: { from: inDays(3), to: inDays(3) } },
      status: 400,
    },
    {
      name: 'to before from',
      body: { ...ok(), dateRange: { from: inDays(5), to: inDays(3) } },
      status: 400,
    },
    {
      name: 'stay over 90 nights',
      body: { ...ok(), dateRange: { from: inDays(1), to: inDays(92) } },
      status: 400,
    },
    {
      name: 'unknown facility id',
      path: '/api/facilities/reserve/000000000000000000000000',
      body: { ...ok(), facility_id: '000000000000000000000000' },
      status: 404,
    },
    {
      name: 'odd facility id',
      path: `/api/facilities/reserve/${encodeURIComponent("'; drop table facilities;--")}`,
      body: { ...ok(), facility_id: "'; drop table facilities;--" },
      status: 404,
    },
    { name: 'GET unknown facility', method: 'GET', path: '/api/facilities/nope', status: 404 },
    {
      name: 'GET very long id',
      method: 'GET',
      path: `/api/facilities/${'z'.repeat(300)}`,
      status: 404,
    },
    {
      name: 'GET id beyond the router limit',
      method: 'GET',
      path: `/api/facilities/${'z'.repeat(1500)}`,
      status: 404,
    },
    {
      name: 'availability of unknown facility',
      method: 'GET',
      path: '/api/facilities/nope/availability',
      status: 404,
    },
    { name: 'unknown type', method: 'GET', path: '/api/facilities/type/castle', status: 400 },
    { name: 'unknown API route', method: 'GET', path: '/api/nothing-here', status: 404 },
    {
      name: 'POST facility without token',
      method: 'POST',
      path: '/api/facilities',
      body: { type: 'room', name: 'X', desc: 'Y', img: '/x.webp' },
      status: 401,
    },
    {
      name: 'POST facility wrong token',
      method: 'POST',
      path: '/api/facilities',
      body: { type: 'room', name: 'X', desc: 'Y', img: '/x.webp' },
      headers: { authorization: 'Bearer wrong-token-0123456789' },
      status: 401,
    },
    {
      name: 'POST facility bad fields',
      method: 'POST',
      path: '/api/facilities',
      body: { type: 'hut', name: '', desc: 5, img: 'javascript:alert(1)', capacity: 0 },
      headers: adminHeaders,
      status: 400,
    },
    {
      name: 'POST facility capacity not whole',
      method: 'POST',
      path: '/api/facilities',
      body: { type: 'room', name: 'X', desc: 'Y', img: '/x.webp', capacity: 1.5 },
      headers: adminHeaders,
      status: 400,
    },
    {
      name: 'DELETE without token',
      method: 'DELETE',
      path: '/api/facilities/anything',
      status: 401,
    },
    {
      name: 'DELETE unknown with token',
      method: 'DELETE',
      path: '/api/facilities/anything',
      headers: adminHeaders,
      status: 404,
    },
    { name: 'reservations without token', method: 'GET', path: '/api/reservations', status: 401 },
    {
      name: 'reservations with Basic auth',
      method: 'GET',
      path: '/api/reservations',
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
      status: 401,
    },
    // Finding 3: NUL, which PostgreSQL cannot store in text, was a 500 there (SQLite kept it).
    ...['', '/availability'].map((tail) => ({
      name: `GET NUL id${tail}`,
      method: 'GET',
      path: `/api/facilities/%00${tail}`,
      status: 400,
      code: 'invalid_request',
      field: 'id',
    })),
    {
      name: 'DELETE NUL id',
      method: 'DELETE',
      path: '/api/facilities/%00',
      headers: adminHeaders,
      status: 400,
      code: 'invalid_request',
      field: 'id',
    },
    {
      name: 'reserve NUL path id',
      path: '/api/facilities/reserve/%00',
      body: { ...ok(), facility_id: '\u0000' },
      status: 400,
      code: 'invalid_request',
      field: 'id',
    },
    { name: 'type NUL', method: 'GET', path: '/api/facilities/type/%00', status: 400 },
    ...['\u0000', '\u0007', '\t', '\n', '\u007f', '\u0085'].map((c) => ({
      name: `name with U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      body: { ...ok(), reservation_name: `Ada${c}Obi` },
      status: 400,
      code: 'invalid_request',
      field: 'reservation_name',
    })),
    {
      name: 'facility_id with NUL',
      body: { ...ok(), facility_id: `${room._id}\u0000` },
      status: 400,
      code: 'invalid_request',
      field: 'facility_id',
    },
    {
      name: 'POST facility desc with NUL',
      method: 'POST',
      path: '/api/facilities',
      body: { type: 'room', name: 'X', desc: 'Quiet\u0000room', img: '/x.webp' },
      headers: adminHeaders,
      status: 400,
      code: 'invalid_request',
      field: 'desc',
    },
    {
      name: 'POST facility name with a line break',
      method: 'POST',
      path: '/api/facilities',
      body: { type: 'room', name: 'Two\nlines', desc: 'Y', img: '/x.webp' },
      headers: adminHeaders,
      status: 400,
      code: 'invalid_request',
      field: 'name',
    },
    // Finding 4: a lone surrogate was stored as U+FFFD, so the replay answered 409.
    {
      name: 'name with a lone surrogate',
      body: { ...ok(), reservation_name: 'Lone \ud800 surrogate' },
      status: 400,
      code: 'invalid_request',
      field: 'reservation_name',
    },
    {
      name: 'POST facility desc with a lone surrogate',
      method: 'POST',
      path: '/api/facilities',
      body: { type: 'room', name: 'X', desc: 'Half \udc00 a pair', img: '/x.webp' },
      headers: adminHeaders,
      status: 400,
      code: 'invalid_request',
      field: 'desc',
    },
    // Finding 10: image URLs that leave the site.
    ...[
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'https://cdn.example/x.png',
      '/images/../../etc/passwd',
      '/images/%2e%2e/x.png',
      '/images/a b.png',
    ].map((img) => ({
      name: `POST facility img ${img}`,
      method: 'POST',
      path: '/api/facilities',
      body: { type: 'room', name: 'X', desc: 'Y', img },
      headers: adminHeaders,
      status: 400,
      code: 'invalid_request',
      field: 'img',
    })),
    // Finding 9: all of /api is the API's, not the site's.
    ...['/api', '/api?x=1', '/api/'].map((path) => ({
      name: `GET ${path}`,
      method: 'GET',
      path,
      status: 404,
      code: 'not_found',
    })),
  ]

  it('answers at least 40 bad requests with 4xx and the error JSON, and keeps serving', async () => {
    const table = cases()
    expect(table.length).toBeGreaterThanOrEqual(40)
    for (const c of table) {
      const res = await rawRequest(
        server.url,
        c.method ?? 'PUT',
        c.path ?? `/api/facilities/reserve/${room._id}`,
        c.body,
        c.headers ?? {},
      )
      const text = await res.text()
      expect(res.status, `${c.name}: ${text}`).toBe(c.status)
      const error = expectApiError(c.name, res.headers, text)
      if (c.code) expect(error.code, c.name).toBe(c.code)
      if (c.field) expect(error.message, c.name).toContain(`${c.field}: `)
    }
    const list = await fetch(`${server.url}/api/facilities`)
    expect(list.status).toBe(200)
    expect(await storedReservations(server.url)).toEqual([])
  })

  it('answers malformed HTTP with the error JSON and the API headers (finding 9)', async () => {
    const host = 'Host: 127.0.0.1\r\n'
    const reservePath = `/api/facilities/reserve/${room._id}`
    const json = 'Content-Type: application/json\r\n'
    const cases: { name: string; request: string; status: number; end?: boolean }[] = [
      {
        name: 'unknown method',
        request: `FOO /api/facilities HTTP/1.1\r\n${host}\r\n`,
        status: 400,
      },
      {
        name: 'method unknown to the API',
        request: `PROPFIND /api/facilities HTTP/1.1\r\n${host}\r\n`,
        status: 404,
      },
      {
        name: 'CR in the URL',
        request: `GET /api/fac\rilities HTTP/1.1\r\n${host}\r\n`,
        status: 400,
      },
      {
        name: 'LF in the URL',
        request: `GET /api/fac\nilities HTTP/1.1\r\n${host}\r\n`,
        status: 400,
      },
      {
        name: 'NUL in the URL',
        request: `GET /api/facilities/\0 HTTP/1.1\r\n${host}\r\n`,
        status: 400,
      },
      {
        name: 'a %-escape that is not UTF-8',
        request: `GET /api/facilities/%ff%fe HTTP/1.1\r\n${host}\r\n`,
        status: 400,
      },
      {
        name: 'bad chunking',
        request: `PUT ${reservePath} HTTP/1.1\r\n${host}${json}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
        status: 400,
      },
      {
        name: 'headers over 16 KB',
        request: `GET /api/facilities HTTP/1.1\r\n${host}X-Big: ${'a'.repeat(17_000)}\r\n\r\n`,
        status: 431,
      },
      {
        name: 'Content-Length with Transfer-Encoding',
        request: `PUT ${reservePath} HTTP/1.1\r\n${host}${json}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        status: 400,
      },
      {
        name: 'two Content-Lengths',
        request: `PUT ${reservePath} HTTP/1.1\r\n${host}${json}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
        status: 400,
      },
      {
        name: 'body shorter than its Content-Length',
        request: `PUT ${reservePath} HTTP/1.1\r\n${host}${json}Content-Length: 100\r\n\r\n{}`,
        status: 400,
        end: true,
      },
      {
        name: 'an Expect other than 100-continue',
        request: `PUT ${reservePath} HTTP/1.1\r\n${host}${json}Content-Length: 2\r\nExpect: 200-ok\r\n\r\n{}`,
        status: 417,
      },
      {
        name: 'HTTP/1.1 without Host',
        request: 'GET /api/facilities HTTP/1.1\r\n\r\n',
        status: 400,
      },
      { name: 'CONNECT', request: `CONNECT evil.example:443 HTTP/1.1\r\n${host}\r\n`, status: 400 },
      {
        name: 'NUL in a header',
        request: `GET /api/facilities HTTP/1.1\r\n${host}X-A: a\0b\r\n\r\n`,
        status: 400,
      },
    ]
    for (const c of cases) {
      const answer = await rawExchange(server.url, c.request, { end: c.end ?? false })
      expect(answer, c.name).toBeDefined()
      expect(answer!.status, `${c.name}: ${answer!.body}`).toBe(c.status)
      expectApiError(c.name, { get: (n) => answer!.headers[n] ?? null }, answer!.body)
    }
    // A request read whole before the bad bytes gets its own answer first.
    const pipelined = await rawExchange(
      server.url,
      `GET /api/facilities/${room._id} HTTP/1.1\r\n${host}\r\nFOO / HTTP/1.1\r\n${host}\r\n`,
    )
    expect(pipelined?.status).toBe(200)
    // A HEAD's answer has no content, refused by the parser too: a body would read as a broken
    // answer (the fuzz found it with a 20 KB query string).
    for (const big of [`X-Big: ${'a'.repeat(17_000)}\r\n`, '']) {
      const query = big ? '' : `?q=${'z'.repeat(20_000)}`
      const head = await rawExchange(
        server.url,
        `HEAD /api/staff/requests${query} HTTP/1.1\r\n${host}${big}\r\n`,
      )
      expect(head?.status).toBe(431)
      expect(head?.body).toBe('')
      expect(Number(head?.headers['content-length'])).toBeGreaterThan(0)
    }
    expect((await fetch(`${server.url}/api/facilities`)).status).toBe(200)
  })

  it('says how to authenticate on a 401, and reads the scheme in any case (finding 9)', async () => {
    const refused = await fetch(`${server.url}/api/reservations`)
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer realm="[^"]+"$/)
    for (const authorization of [
      `bearer ${TEST_ADMIN_TOKEN}`,
      `BEARER   ${TEST_ADMIN_TOKEN}`,
      `Bearer\t${TEST_ADMIN_TOKEN}`,
    ]) {
      const res = await fetch(`${server.url}/api/reservations`, { headers: { authorization } })
      expect(res.status, authorization).toBe(200)
    }
  })

  it('answers a replay of unusual but valid text exactly as the first time (finding 4)', async () => {
    const roomy = await createFacility(server.url, { capacity: 50 })
    const names = [
      'Zoe\u0308 Ade\u0301ola', // combining marks: NFD
      'Zoë Adéola', // the same in NFC
      '👩🏽‍🍳 Ngozi 🇳🇬', // emoji with skin tone, zero-width joiner and a flag
      'مريم العلي', // right to left
      'שרה לוי',
      '  Ada   Obi  ', // spaces at the ends and inside
      'Ｎｇｏｚｉ', // full-width: NFC keeps it (NFKC would not)
    ]
    const stored = new Map<string, string>()
    for (const name of names) {
      const body = reserveBody(roomy, {
        reservation_name: name,
        reservation_phone: ' +234 803-555 0142 ',
        reservation_email: 'Ada.Obi@Example.com',
      })
      const first = await reserve(server.url, roomy._id, body)
      const again = await reserve(server.url, roomy._id, body)
      expect(first.status, name).toBe(200)
      expect(again, name).toEqual({ ...first, headers: again.headers })
      stored.set(body.reservation_id, name.trim().normalize('NFC'))
    }
    // The same name in its other Unicode form is the same request, answered as the first time.
    const nfd = reserveBody(roomy, { reservation_name: 'Zoe\u0308', reservation_id: uniqueId() })
    const first = await reserve(server.url, roomy._id, nfd)
    const nfc = await reserve(server.url, roomy._id, { ...nfd, reservation_name: 'Zoë' })
    expect(first.status).toBe(200)
    expect(nfc.body).toEqual(first.body)
    stored.set(nfd.reservation_id, 'Zoë')

    const rows = (await storedReservations(server.url)).filter((r) => stored.has(r.reservation_id))
    expect(rows).toHaveLength(stored.size)
    for (const row of rows) {
      expect(row.name).toBe(stored.get(row.reservation_id))
      expect(row.phone).toBe('+2348035550142')
    }
  })
})
