// The published OpenAPI document describes every API route, and every real answer matches the
// schema the document gives for its route and status (on both databases).
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServices } from '../../server/src/services'
import { createFacility, inDays, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import type { TestApp } from '../support/test-app'
import { adminHeaders, api } from '../support/server-process'

interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, { responses: Record<string, ResponseObject> }>>
}
interface ResponseObject {
  content?: Record<string, { schema: object }>
}

describe.each(databaseTargets())('the OpenAPI document on $name', (target) => {
  let server: TestApp
  let doc: OpenApiDocument
  beforeAll(async () => {
    server = await target.build()
    const res = await api(server, 'GET', '/api/openapi.json')
    expect(res.status).toBe(200)
    doc = res.body as OpenApiDocument
  })
  afterAll(() => server.close())

  it('is OpenAPI 3.1 and lists every API route, and nothing of the site', () => {
    expect(doc.openapi).toBe('3.1.0')
    const operations = Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
    )
    expect(operations.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/health/ready',
        'GET /api/facilities',
        'GET /api/facilities/type/{type}',
        'GET /api/facilities/{id}',
        'GET /api/facilities/{id}/availability',
        'GET /api/facilities/{id}/quote',
        'POST /api/facilities',
        'DELETE /api/facilities/{id}',
        'PUT /api/facilities/reserve/{id}',
        'GET /api/reservations',
        'GET /api/reservations/{id}/status',
        'GET /api/reservations/live',
        'POST /api/reservations/{id}/cancel',
        'POST /api/reservations/{id}/confirm',
        'POST /api/reservations/{id}/decline',
        'POST /api/reservations/{id}/reinstate',
        'POST /api/contact-messages',
        'GET /api/push/key',
        'GET /api/calendar/{secret}/{facility}.ics',
        'GET /api/calendar/{secret}/{facility}/unit/{n}.ics',
        'GET /api/calendar/{secret}/{facility}/link/{linkId}.ics',
        'PUT /api/reservations/{id}/push',
        'DELETE /api/reservations/{id}/push',
        'POST /api/staff/invites/lookup',
        'POST /api/staff/invites/options',
        'POST /api/staff/invites/verify',
        'POST /api/staff/sign-in/options',
        'POST /api/staff/sign-in/verify',
        'GET /api/staff/me',
        'POST /api/staff/passkeys/options',
        'POST /api/staff/passkeys/verify',
        'POST /api/staff/sign-out',
        'GET /api/staff/inbox',
        'GET /api/staff/requests',
        'GET /api/staff/requests/{ref}',
        'POST /api/staff/requests/{ref}/confirm',
        'POST /api/staff/requests/{ref}/decline',
        'POST /api/staff/requests/{ref}/cancel',
        'POST /api/staff/requests/{ref}/reinstate',
        'GET /api/staff/messages',
        'POST /api/staff/messages/{id}/handled',
        'GET /api/staff/notifications',
        'GET /api/staff/numbers',
        'GET /api/staff/numbers/year',
        'GET /api/staff/numbers/export.csv',
        'POST /api/staff/notifications/{event_id}/{channel}/retry',
        'GET /api/staff/push',
        'POST /api/staff/push/devices',
        'POST /api/staff/push/devices/{id}/remove',
        'GET /api/staff/calendar',
        'GET /api/staff/catalogue',
        'POST /api/staff/catalogue/facilities',
        'POST /api/staff/catalogue/facilities/{id}',
        'POST /api/staff/catalogue/facilities/{id}/delete',
        'POST /api/staff/catalogue/facilities/{id}/texts/{lang}',
        'POST /api/staff/catalogue/facilities/{id}/texts/{lang}/delete',
        'GET /api/staff/people',
        'POST /api/staff/people/invites',
        'POST /api/staff/people/{id}/revoke',
        'GET /api/staff/channels',
        'POST /api/staff/channels',
        'POST /api/staff/channels/{id}/remove',
        'POST /api/staff/channels/rotate',
        'GET /api/staff/facilities/{id}/rates',
        'POST /api/staff/facilities/{id}/rates',
        'POST /api/staff/rates/{id}',
        'POST /api/staff/rates/{id}/remove',
        // Issue 53: the guest's stay page and Paystack's webhook; the staff's money.
        'GET /api/stays/{token}',
        'POST /api/stays/{token}/pay',
        'POST /api/stays/{token}/return',
        'POST /api/stays/{token}/cancel',
        'GET /api/stays/{token}/receipts/{number}',
        'GET /api/stays/{token}/receipts/{number}/pdf',
        'POST /api/payments/paystack',
        'GET /api/staff/payments/policy',
        'POST /api/staff/payments/policy',
        'POST /api/staff/facilities/{id}/payment-policy',
        'POST /api/staff/facilities/{id}/payment-policy/remove',
        'GET /api/staff/taxes',
        'POST /api/staff/taxes/{name}',
        'POST /api/staff/taxes/{name}/remove',
        'GET /api/staff/payments',
        'GET /api/staff/requests/{ref}/money',
        'POST /api/staff/requests/{ref}/payments',
        'POST /api/staff/requests/{ref}/refunds',
        // Issue 54: the units, housekeeping, the day at the desk and its moves.
        'GET /api/staff/units',
        'POST /api/staff/facilities/{id}/units',
        'POST /api/staff/units/{unit}/state',
        'GET /api/staff/housekeeping',
        'GET /api/staff/today',
        'POST /api/staff/stays/{ref}/check-in',
        'POST /api/staff/stays/{ref}/check-out',
        'POST /api/staff/stays/{ref}/no-show',
        'POST /api/staff/stays/{ref}/move',
        'POST /api/staff/stays/{ref}/extend',
      ].sort(),
    )
    for (const operation of operations) {
      const [method, template] = operation.split(' ') as [string, string]
      const url = template.replace(/\{(\w+)\}/g, ':$1')
      expect(server.app.hasRoute({ method: method as 'GET', url }), operation).toBe(true)
    }
  })

  it("matches every real answer: each route's successes and refusals", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats.default(ajv)
    const facility = await createFacility(server, { capacity: 1 })
    const booked = reserveBody(facility, { dateRange: { from: inDays(5), to: inDays(7) } })
    const { channels } = createServices(server.config, server.database)
    const feeds = `/api/calendar/${await channels.exportSecret(facility._id)}/${facility._id}`
    const contact = {
      message_id: `openapi-contact-${facility._id}`,
      name: 'Ada Obi',
      email: 'ada@example.com',
      phone: '+2348035550142',
      reason: 'A question.',
    }
    const calls: [method: string, template: string, path: string, body?: unknown, admin?: true][] =
      [
        ['GET', '/api/health', '/api/health'],
        ['GET', '/api/health/live', '/api/health/live'],
        ['GET', '/api/health/ready', '/api/health/ready'],
        ['GET', '/api/facilities', '/api/facilities'],
        ['GET', '/api/facilities/type/{type}', '/api/facilities/type/room'],
        ['GET', '/api/facilities/type/{type}', '/api/facilities/type/castle'],
        ['GET', '/api/facilities/{id}', `/api/facilities/${facility._id}`],
        ['GET', '/api/facilities/{id}', '/api/facilities/nope'],
        [
          'GET',
          '/api/facilities/{id}/availability',
          `/api/facilities/${facility._id}/availability`,
        ],
        ['GET', '/api/facilities/{id}/availability', '/api/facilities/nope/availability'],
        [
          'GET',
          '/api/facilities/{id}/quote',
          `/api/facilities/${facility._id}/quote?from=${inDays(3)}&to=${inDays(4)}`,
        ],
        ['GET', '/api/facilities/{id}/quote', `/api/facilities/${facility._id}/quote?from=x&to=y`],
        [
          'GET',
          '/api/facilities/{id}/quote',
          `/api/facilities/nope/quote?from=${inDays(3)}&to=${inDays(4)}`,
        ],
        ['GET', '/api/calendar/{secret}/{facility}.ics', `${feeds}.ics`],
        ['GET', '/api/calendar/{secret}/{facility}.ics', '/api/calendar/nope/nope.ics'],
        ['GET', '/api/calendar/{secret}/{facility}/unit/{n}.ics', `${feeds}/unit/1.ics`],
        ['GET', '/api/calendar/{secret}/{facility}/unit/{n}.ics', `${feeds}/unit/2.ics`],
        ['GET', '/api/calendar/{secret}/{facility}/link/{linkId}.ics', `${feeds}/link/nope.ics`],
        ['GET', '/api/calendar/{secret}/{facility}.ics', '/api/calendar/a%00/nope.ics'],
        ['PUT', '/api/facilities/reserve/{id}', `/api/facilities/reserve/${facility._id}`, booked],
        ['PUT', '/api/facilities/reserve/{id}', `/api/facilities/reserve/${facility._id}`, booked],
        [
          'PUT',
          '/api/facilities/reserve/{id}',
          `/api/facilities/reserve/${facility._id}`,
          reserveBody(facility, { dateRange: booked.dateRange }),
        ],
        ['PUT', '/api/facilities/reserve/{id}', `/api/facilities/reserve/${facility._id}`, {}],
        [
          'PUT',
          '/api/facilities/reserve/{id}',
          '/api/facilities/reserve/nope',
          reserveBody({ _id: 'nope', type: 'room' }),
        ],
        ['GET', '/api/reservations', '/api/reservations', undefined, true],
        ['GET', '/api/reservations', '/api/reservations?status=received', undefined, true],
        ['GET', '/api/reservations', '/api/reservations?status=nope', undefined, true],
        [
          'GET',
          '/api/reservations/{id}/status',
          `/api/reservations/${booked.reservation_id}/status`,
        ],
        ['GET', '/api/reservations/{id}/status', '/api/reservations/no/status'],
        ['GET', '/api/reservations/{id}/status', '/api/reservations/nothing-here/status'],
        [
          'POST',
          '/api/reservations/{id}/decline',
          `/api/reservations/${booked.reservation_id}/decline`,
          {},
          true,
        ],
        [
          'POST',
          '/api/reservations/{id}/decline',
          `/api/reservations/${booked.reservation_id}/decline`,
          { note: 'x' },
        ],
        [
          'POST',
          '/api/reservations/{id}/confirm',
          `/api/reservations/${booked.reservation_id}/confirm`,
          {},
          true,
        ],
        [
          'POST',
          '/api/reservations/{id}/confirm',
          '/api/reservations/ABCDE-FGHJK/confirm',
          {},
          true,
        ],
        [
          'POST',
          '/api/reservations/{id}/decline',
          `/api/reservations/${booked.reservation_id}/decline`,
          { note: 'x' },
          true,
        ],
        // Declined: nothing to reinstate (409, the error JSON as documented).
        [
          'POST',
          '/api/reservations/{id}/reinstate',
          `/api/reservations/${booked.reservation_id}/reinstate`,
          {},
          true,
        ],
        [
          'POST',
          '/api/reservations/{id}/cancel',
          `/api/reservations/${booked.reservation_id}/cancel`,
        ],
        [
          'POST',
          '/api/reservations/{id}/cancel',
          `/api/reservations/${booked.reservation_id}/cancel`,
          { note: 5 },
          true,
        ],
        ['POST', '/api/reservations/{id}/cancel', '/api/reservations/nothing-here/cancel'],
        ['GET', '/api/reservations', '/api/reservations'],
        ['POST', '/api/facilities', '/api/facilities', { type: 'room' }, true],
        ['POST', '/api/facilities', '/api/facilities', { type: 'room' }],
        ['DELETE', '/api/facilities/{id}', '/api/facilities/nope', undefined, true],
        ['DELETE', '/api/facilities/{id}', `/api/facilities/${facility._id}`, undefined, true],
        ['POST', '/api/contact-messages', '/api/contact-messages', contact],
        ['POST', '/api/contact-messages', '/api/contact-messages', contact],
        ['POST', '/api/contact-messages', '/api/contact-messages', { ...contact, reason: 'x' }],
        ['POST', '/api/contact-messages', '/api/contact-messages', { name: 7 }],
        ['GET', '/api/push/key', '/api/push/key'],
        [
          'PUT',
          '/api/reservations/{id}/push',
          `/api/reservations/${booked.reservation_id}/push`,
          {
            endpoint: 'https://fcm.googleapis.com/fcm/send/openapi-test',
            keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
          },
        ],
        [
          'PUT',
          '/api/reservations/{id}/push',
          `/api/reservations/${booked.reservation_id}/push`,
          {
            endpoint: 'https://10.0.0.1/x',
            keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
          },
        ],
        [
          'PUT',
          '/api/reservations/{id}/push',
          '/api/reservations/unknown-request-id-0001/push',
          {
            endpoint: 'https://fcm.googleapis.com/fcm/send/openapi-test',
            keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
          },
        ],
        [
          'DELETE',
          '/api/reservations/{id}/push',
          `/api/reservations/${booked.reservation_id}/push`,
        ],
        ['DELETE', '/api/reservations/{id}/push', '/api/reservations/unknown-request-id-0001/push'],
      ]
    const statuses = new Set<string>()
    for (const [method, template, path, body, admin] of calls) {
      const res = await api(server, method, path, body, admin ? adminHeaders : {})
      const described = doc.paths[template]?.[method.toLowerCase()]?.responses[String(res.status)]
      expect(
        described,
        `${method} ${path} answered ${res.status}, not in the document`,
      ).toBeDefined()
      statuses.add(`${method} ${template} ${res.status}`)
      if (res.status === 204 || res.status === 304) continue
      // A booking site's feed: text/calendar, as the document says, not JSON.
      if (described!.content?.['text/calendar']) {
        expect(res.headers.get('content-type'), `${method} ${path}`).toMatch(/^text\/calendar/)
        expect(String(res.body)).toMatch(/^BEGIN:VCALENDAR\r\n/)
        continue
      }
      const schema = described!.content?.['application/json']?.schema
      expect(schema, `${method} ${template} ${res.status} has no JSON schema`).toBeDefined()
      const validate = ajv.compile(schema!)
      expect(
        validate(res.body),
        `${method} ${path} ${res.status}: ${ajv.errorsText(validate.errors)}`,
      ).toBe(true)
    }
    // The calls reached successes and refusals alike.
    expect([...statuses].filter((s) => / 2\d\d$/.test(s)).length).toBeGreaterThanOrEqual(8)
    expect([...statuses].filter((s) => / 4\d\d$/.test(s)).length).toBeGreaterThanOrEqual(8)
  })
})
