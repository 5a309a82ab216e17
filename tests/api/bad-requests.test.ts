// Everything a client can get wrong answers 4xx with the error JSON, stores nothing, and the
// server keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFacility, inDays, reserveBody, storedReservations } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { adminHeaders, type ServerHandle } from '../support/server-process'

interface Bad {
  name: string
  method?: string
  path?: string // default: the reserve path of the test facility
  body?: unknown // an object is sent as JSON, a string as it is
  headers?: Record<string, string>
  status: number
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
  let server: ServerHandle
  let room: { _id: string; type: 'room' | 'apartment' | 'activityCenter' }
  let hall: { _id: string; type: 'room' | 'apartment' | 'activityCenter' }
  beforeAll(async () => {
    server = await target.start()
    room = await createFacility(server.url)
    hall = await createFacility(server.url, { type: 'activityCenter' })
  })
  afterAll(() => server.stop())

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
      const body = JSON.parse(text) as { error: { code: unknown; message: unknown } }
      expect(typeof body.error.code, c.name).toBe('string')
      expect(typeof body.error.message, c.name).toBe('string')
      expect((body.error.message as string).length, c.name).toBeGreaterThan(0)
    }
    const list = await fetch(`${server.url}/api/facilities`)
    expect(list.status).toBe(200)
    expect(await storedReservations(server.url)).toEqual([])
  })
})
