// The fuzz's requests, each made from the seed and its own index alone: case 4711 is the same
// request on every run and in every order, so a failure names the index that reproduces it.
// Valid requests are mixed in (with the status they must get); the rest are hostile: NUL, lone
// surrogates, C0 and C1 controls, wrong types, prototype keys, huge and deeply nested bodies,
// odd methods, paths, headers and content types, and malformed HTTP over a raw socket.
import { addDays, todayIn } from '../../contract/calendar-date'
import { seededRandom } from './e2e-pwa-flaky-proxy'
import {
  HOSTILE_TEXT,
  HOSTILE_VALUES,
  PATH_IDS,
  PROTO_KEYS,
  RAW_JSON_VALUES,
  UNUSUAL_NAMES,
} from './fuzz-values'
import { TEST_ADMIN_TOKEN } from './server-process'

export type FuzzCase = { index: number; label: string } & (
  | {
      kind: 'http'
      method: string
      path: string
      headers: Record<string, string>
      body?: Buffer
      /** The status a valid request must get; hostile ones must only stay below 500. */
      expect?: number
    }
  | { kind: 'raw'; request: Buffer; end: boolean }
)

export interface FuzzTarget {
  /** A room of capacity 1000: the valid reservations never fill it. */
  room: { _id: string; type: 'room' }
}

const admin = `Bearer ${TEST_ADMIN_TOKEN}`
const json = 'application/json'

export function fuzzCase(seed: number, index: number, target: FuzzTarget): FuzzCase {
  const random = seededRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0)
  const int = (n: number) => Math.floor(random() * n)
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!
  const room = target.room
  const reservePath = `/api/facilities/reserve/${room._id}`

  /** Valid reservation number `k`: the same k in two cases is a replay. */
  const validReserve = (k: number) => {
    const from = addDays(todayIn('UTC'), 5 + (k % 60))
    return {
      facility_id: room._id,
      facility_type: room.type,
      reservation_id: `fuzz-${seed.toString(36).padStart(7, '0')}-k${String(k).padStart(4, '0')}`,
      reservation_name: UNUSUAL_NAMES[k % UNUSUAL_NAMES.length]!,
      reservation_phone: k % 2 ? '+234 803 555 0142' : '0803-555-0142',
      reservation_email: k % 3 ? '' : 'Guest@Example.com',
      dateRange: { from, to: addDays(from, 1 + (k % 3)) },
    }
  }
  const http = (
    label: string,
    method: string,
    path: string,
    body?: string | Buffer,
    headers: Record<string, string> = body === undefined ? {} : { 'content-type': json },
    expect?: number,
  ): FuzzCase => ({
    index,
    label,
    kind: 'http',
    method,
    path,
    headers,
    ...(body === undefined ? {} : { body: Buffer.from(body) }),
    ...(expect === undefined ? {} : { expect }),
  })
  const raw = (label: string, request: string | Buffer, end = false): FuzzCase => ({
    index,
    label,
    kind: 'raw',
    request: Buffer.from(request as string, typeof request === 'string' ? 'latin1' : undefined),
    end,
  })
  /**
   * A valid body under a reservation_id of this case alone: changed in any way that the server
   * still accepts, it never turns a valid case's replay into a conflict.
   */
  const freshReserve = (): Record<string, unknown> => ({
    ...validReserve(int(600)),
    reservation_id: `fuzz-${seed.toString(36).padStart(7, '0')}-i${String(index).padStart(5, '0')}`,
  })
  /** A valid body with one field made hostile, as JSON text. */
  const mutated = (): [string, string] => {
    const body = freshReserve()
    const keys = Object.keys(body)
    const key = pick(keys)
    const how = int(6)
    if (how === 0) body[key] = pick(HOSTILE_TEXT)
    if (how === 1) body[key] = pick(HOSTILE_VALUES)
    if (how === 2) delete body[key]
    if (how === 3) body.dateRange = { from: pick(HOSTILE_TEXT), to: pick(HOSTILE_VALUES) }
    if (how === 4) body[key] = String(pick([8035550142, 1, 0, -1, 1e21]))
    let text = JSON.stringify(body)
    if (how === 5) {
      text =
        random() < 0.5
          ? `{${pick(PROTO_KEYS)},${text.slice(1)}`
          : text.replace(
              /"reservation_name":"[^"]*"/,
              `"reservation_name":${pick(RAW_JSON_VALUES)}`,
            )
    }
    return [
      `reserve with ${key} ${['hostile text', 'wrong type', 'missing', 'odd dates', 'a number as text', 'raw JSON'][how]}`,
      text,
    ]
  }

  /** Valid contact message number `k` (the same k in two cases is a replay). */
  const contactPath = '/api/contact-messages'
  const validContact = (k: number): Record<string, unknown> => ({
    message_id: `fuzz-contact-${seed.toString(36)}-${k}`,
    name: UNUSUAL_NAMES[k % UNUSUAL_NAMES.length]!,
    email: k % 2 ? 'Guest@Example.com' : 'guest+hotel@example.co.uk',
    phone: k % 2 ? '+234 803 555 0142' : '0803-555-0142',
    reason: `Question ${k}:\n\tdo you have a cot?`,
  })
  /** A contact message with one field made hostile, under an id of this case alone. */
  const mutatedContact = (): [string, string] => {
    const body: Record<string, unknown> = {
      ...validContact(int(600)),
      message_id: `fuzz-contact-${seed.toString(36)}-i${index}`,
    }
    const key = pick(Object.keys(body))
    const how = int(4)
    if (how === 0) body[key] = pick(HOSTILE_TEXT)
    if (how === 1) body[key] = pick(HOSTILE_VALUES)
    if (how === 2) delete body[key]
    if (how === 3) body[pick(['subject', 'constructor', 'message'])] = 1
    return [
      `contact with ${key} ${['hostile text', 'wrong type', 'missing', 'extra key'][how]}`,
      JSON.stringify(body),
    ]
  }

  const r = random()
  // About one in six requests is valid: reads and reservations (some of them replays).
  if (r < 0.1) {
    const k = int(600)
    return http(
      `valid reserve k=${k}`,
      'PUT',
      reservePath,
      JSON.stringify(validReserve(k)),
      undefined,
      200,
    )
  }
  if (r < 0.16) {
    const path = pick([
      '/api/facilities',
      `/api/facilities/${room._id}`,
      `/api/facilities/${room._id}/availability`,
      `/api/facilities/${room._id}/quote?from=${addDays(todayIn('UTC'), 5 + int(20))}&to=${addDays(todayIn('UTC'), 26 + int(5))}&guests=1`,
      '/api/facilities/type/room',
      '/api/health',
    ])
    return http(`valid GET ${path}`, 'GET', path, undefined, {}, 200)
  }
  if (r < 0.34) {
    const [label, text] = mutated()
    return http(label, 'PUT', reservePath, text)
  }
  if (r < 0.36) {
    const k = int(300)
    const body = JSON.stringify(validContact(k))
    return http(`valid contact k=${k}`, 'POST', contactPath, body, undefined, 200)
  }
  if (r < 0.4) {
    const [label, text] = mutatedContact()
    return http(label, 'POST', contactPath, text)
  }
  if (r < 0.48) return hostileBody()
  if (r < 0.62) return oddPath()
  if (r < 0.7) return oddMethod()
  if (r < 0.8) return oddHeaders()
  if (r < 0.85) return adminCall()
  return malformedHttp()

  function hostileBody(): FuzzCase {
    const depth = 1 + int(5000)
    const bodies: [string, string | Buffer][] = [
      [`nested arrays ${depth}`, '['.repeat(depth) + ']'.repeat(depth)],
      [`nested objects ${depth}`, '{"a":'.repeat(depth >> 1) + '1' + '}'.repeat(depth >> 1)],
      [
        'body over 16 KB',
        JSON.stringify({ ...freshReserve(), reservation_name: 'z'.repeat(17_000 + int(100_000)) }),
      ],
      [
        'invalid UTF-8 in a string',
        Buffer.concat([
          Buffer.from('{"reservation_name":"'),
          Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]),
          Buffer.from('"}'),
        ]),
      ],
      ['a BOM before the JSON', '\ufeff' + JSON.stringify(freshReserve())],
      ['duplicate keys', JSON.stringify(freshReserve()).replace('{', '{"reservation_name":"dup",')],
      ['JSON scalar', pick(['null', 'true', '0', '"x"', '[]', '1e999'])],
      ['truncated JSON', JSON.stringify(freshReserve()).slice(0, int(120))],
      ['NUL bytes', '\u0000'.repeat(1 + int(50))],
    ]
    const [label, body] = pick(bodies)
    return http(
      label,
      pick(['PUT', 'POST']),
      pick([
        reservePath,
        '/api/facilities',
        contactPath,
        '/api/staff/sign-in/verify',
        '/api/staff/invites/verify',
        '/api/staff/requests/ABCDE-FGHJK/decline',
        // The rest of the console (issue 29).
        '/api/staff/catalogue/facilities',
        `/api/staff/catalogue/facilities/${room._id}`,
        '/api/staff/people/invites',
        '/api/staff/messages/no-such-message/handled',
        '/api/staff/notifications/no-such-event/webhook/retry',
        // The owner's rates (issue 40).
        `/api/staff/facilities/${room._id}/rates`,
      ]),
      body,
      {
        'content-type': json,
        authorization: admin,
        'sec-fetch-site': 'same-origin',
      },
    )
  }

  function oddPath(): FuzzCase {
    const id = random() < 0.15 ? 'z'.repeat(900 + int(4000)) : pick(PATH_IDS)
    const path = pick([
      `/api/facilities/${id}`,
      `/api/facilities/${id}/availability`,
      `/api/facilities/type/${id}`,
      `/api/${id}`,
      `/${id}`,
      '/api',
      '/api/',
      '/API/facilities',
      '/api//facilities',
      '/api/./facilities',
      `/api/facilities?${id}=${id}`,
      `/api/facilities/${room._id}/availability?from=${id}`,
      // The price of a stay (issue 40): any dates, any guests.
      `/api/facilities/${id}/quote?from=${id}&to=${id}&guests=${id}`,
      `/api/facilities/${room._id}/quote?from=${id}&to=${id}`,
      `/api/facilities/${room._id}/quote?from=2026-01-01&to=2026-01-02&guests=${id}`,
      `/assets/${id}`,
      `/.ssr/${id}`,
      `/images/..%2f..%2f${id}`,
      '/%2e%2e/%2e%2e/etc/passwd',
      `/api/reservations?limit=${id}&before=${id}`,
      // The staff console and its API (issue 27); never /api/staff/events, a stream that stays.
      `/api/staff/${id}`,
      `/api/staff/requests/${id}`,
      `/api/staff/requests/${id}/confirm`,
      `/api/staff/requests?q=${id}&status=${id}&before=${id}&limit=${id}`,
      `/staff/${id}`,
      `/staff/assets/${id}`,
      // The rest of the console (issue 29).
      `/api/staff/calendar?from=${id}&days=${id}`,
      `/api/staff/catalogue/facilities/${id}`,
      `/api/staff/catalogue/facilities/${id}/delete`,
      `/api/staff/facilities/${id}/rates`,
      `/api/staff/rates/${id}/remove`,
      `/api/staff/rates/${id}`,
      `/api/staff/people/${id}/revoke`,
      `/api/staff/messages?before=${id}&limit=${id}`,
      `/api/staff/messages/${id}/handled`,
      `/api/staff/notifications?failed=${id}&before=${id}&limit=${id}`,
      `/api/staff/notifications/${id}/${id}/retry`,
    ])
    const method = pick(['GET', 'GET', 'HEAD', 'DELETE', 'PUT', 'POST'])
    const body = method === 'PUT' || method === 'POST' ? JSON.stringify(freshReserve()) : undefined
    const headers: Record<string, string> = {
      authorization: random() < 0.3 ? admin : 'Bearer nope',
    }
    if (body !== undefined) headers['content-type'] = json
    return http(`${method} odd path`, method, path, body, headers)
  }

  function oddMethod(): FuzzCase {
    const method = pick([
      'OPTIONS',
      'PATCH',
      'PROPFIND',
      'TRACE',
      'FOO',
      'M-SEARCH',
      'PURGE',
      'HEAD',
      'DELETE',
      'SEARCH',
    ])
    const path = pick([
      '/api/facilities',
      reservePath,
      `/api/facilities/${room._id}`,
      '/api/reservations',
      contactPath,
      '/api',
      '/',
    ])
    return http(`${method} ${path}`, method, path, random() < 0.5 ? '{}' : undefined)
  }

  function oddHeaders(): FuzzCase {
    const headers: Record<string, string> = {}
    const set = (name: string, values: string[]) => {
      if (random() < 0.5) headers[name] = pick(values)
    }
    set('content-type', [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'application/merge-patch+json',
      'application/json;;;',
      '*/*',
      'application/json; charset=latin1',
    ])
    set('content-encoding', ['gzip', 'br', 'deflate', 'identity', 'zstd', 'gzip, gzip'])
    set('authorization', [
      `bearer ${TEST_ADMIN_TOKEN}`,
      `BEARER   ${TEST_ADMIN_TOKEN}`,
      'Bearer',
      'Bearer ' + 'x'.repeat(8000),
      'Basic YWRtaW46YWRtaW4=',
      'Bearer wrong',
      '',
    ])
    set('accept', ['*/*;q=abc', 'text/html', 'application/json;q=0', 'x'.repeat(4000)])
    set('accept-encoding', ['br;q=2, gzip;q=-1, zz', 'gzip', '*', 'identity;q=0'])
    set('if-none-match', ['*', 'W/"x"', '"' + 'e'.repeat(3000) + '"', ','])
    set('x-forwarded-for', ['999.1.1.1', '::ffff:1.2.3.4, garbage', ''])
    set('x-forwarded-proto', ['javascript', 'https, http'])
    set('range', ['bytes=0-0', 'bytes=999999-', 'bytes=-1,-2,-3', 'lines=1-2'])
    set('cookie', [
      'a=' + 'c'.repeat(8000),
      '__proto__=1',
      'hearth_staff=' + 'A'.repeat(43),
      'hearth_staff=%00; hearth_staff=',
      '__Host-hearth_staff=' + 'x'.repeat(300),
    ])
    set('sec-fetch-site', ['cross-site', 'same-origin', 'none', ''])
    set('origin', ['null', 'https://evil.example'])
    set('host', ['evil.example', 'a'.repeat(300), '[::1]:99999', ''])
    const method = pick(['GET', 'PUT', 'POST'])
    const path = pick([
      '/api/facilities',
      reservePath,
      '/api/facilities',
      '/api/reservations',
      '/',
      '/api/staff/inbox',
      '/api/staff/sign-in/options',
      '/api/staff/invites/lookup',
      '/staff',
    ])
    const body =
      method === 'GET'
        ? undefined
        : pick([JSON.stringify(freshReserve()), 'a=1&b=2', '\u001f\u008b garbage'])
    return http(`${method} ${path} odd headers`, method, path, body, headers)
  }

  function adminCall(): FuzzCase {
    const facility: Record<string, unknown> = {
      type: 'room',
      name: 'Fuzz room',
      desc: 'Line one\nLine two',
      img: '/images/facilities/family-room-800.webp',
    }
    const key = pick(['type', 'name', 'desc', 'img', 'capacity', 'guests', '__proto__'])
    facility[key] = pick([
      ...HOSTILE_TEXT,
      ...HOSTILE_VALUES,
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'https://cdn.example/x.png',
      '/a/../b.png',
      1001,
      '7',
    ])
    if (random() < 0.5) {
      return http(
        `POST facility with ${key} hostile`,
        'POST',
        '/api/facilities',
        JSON.stringify(facility),
        { 'content-type': json, authorization: admin },
      )
    }
    return http('DELETE hostile id', 'DELETE', `/api/facilities/${pick(PATH_IDS)}`, undefined, {
      authorization: admin,
    })
  }

  function malformedHttp(): FuzzCase {
    const host = 'Host: 127.0.0.1\r\n'
    const head = (line: string, headers = '') =>
      `${line}\r\n${host}${headers}Connection: close\r\n\r\n`
    const cases: [string, string | Buffer, boolean][] = [
      [
        'unknown method',
        head(`${pick(['FOO', 'get', 'G\u0000T', 'GETT'])} /api/facilities HTTP/1.1`),
        false,
      ],
      ['CR in the URL', head('GET /api/fac\rilities HTTP/1.1'), false],
      ['space in the URL', head('GET /api/facilities/a b HTTP/1.1'), false],
      ['NUL in the URL', head('GET /api/facilities/\u0000 HTTP/1.1'), false],
      ['high bytes in the URL', head('GET /api/facilities/\u00ff\u00fe HTTP/1.1'), false],
      [
        'bad version',
        head(`GET /api/facilities ${pick(['HTTP/9.9', 'HTTP/1', 'HTTPS/1.1', 'http/1.1'])}`),
        false,
      ],
      ['no version', 'GET /api/facilities\r\n\r\n', false],
      ['no Host', 'GET /api/facilities HTTP/1.1\r\nConnection: close\r\n\r\n', false],
      ['header without colon', head('GET /api/facilities HTTP/1.1', 'Broken header\r\n'), false],
      ['obs-fold', head('GET /api/facilities HTTP/1.1', 'X-A: a\r\n continued\r\n'), false],
      ['NUL in a header', head('GET /api/facilities HTTP/1.1', 'X-A: a\u0000b\r\n'), false],
      [
        'headers over 16 KB',
        head('GET /api/facilities HTTP/1.1', `X-Big: ${'b'.repeat(16_500 + int(5000))}\r\n`),
        false,
      ],
      ['URL over 16 KB', head(`GET /api/facilities/${'u'.repeat(17_000)} HTTP/1.1`), false],
      [
        'bad chunk size',
        head(
          `PUT ${reservePath} HTTP/1.1`,
          'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n',
        ) + pick(['zz\r\n{}\r\n0\r\n\r\n', '-1\r\n', 'ffffffffffffffffff\r\n']),
        false,
      ],
      [
        'Content-Length with chunked',
        head(
          `PUT ${reservePath} HTTP/1.1`,
          'Content-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n',
        ) + '2\r\n{}\r\n0\r\n\r\n',
        false,
      ],
      [
        'odd Content-Length',
        head(
          `PUT ${reservePath} HTTP/1.1`,
          `Content-Type: application/json\r\nContent-Length: ${pick(['-1', '1e3', '99999999999999999999', '2, 3', ' '])}\r\n`,
        ) + '{}',
        false,
      ],
      [
        'body shorter than its Content-Length',
        head(
          `PUT ${reservePath} HTTP/1.1`,
          'Content-Type: application/json\r\nContent-Length: 500\r\n',
        ) + '{"facility_id":',
        true,
      ],
      [
        'body longer than its Content-Length',
        head(
          `PUT ${reservePath} HTTP/1.1`,
          'Content-Type: application/json\r\nContent-Length: 2\r\n',
        ) + '{}GARBAGE\r\n\r\n',
        false,
      ],
      [
        'Expect',
        head(
          `PUT ${reservePath} HTTP/1.1`,
          `Content-Type: application/json\r\nContent-Length: 2\r\nExpect: ${pick(['200-ok', '100-continue, foo', 'x'])}\r\n`,
        ) + '{}',
        false,
      ],
      ['CONNECT', head('CONNECT evil.example:443 HTTP/1.1'), false],
      ['incomplete headers', `GET /api/facilities HTTP/1.1\r\n${host}X-A: b`, true],
      [
        'random bytes',
        Buffer.from(Array.from({ length: 1 + int(200) }, (_, i) => (i === 0 ? 1 : int(256)))),
        true,
      ],
    ]
    const [label, request, end] = pick(cases)
    return raw(label, request, end)
  }
}
