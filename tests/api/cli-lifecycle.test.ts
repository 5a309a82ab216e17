// Issue 15, the staff's side in the CLI: list by status in the hotel's time zone, show, confirm
// by the reference as a guest reads it, history, and refusals; on both databases, with the real
// app serving the same database the CLI opens (as at the hotel).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatReference, reservationReference } from '../../contract/reference'
import { NOTE_RULE } from '../../contract/reservation'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { build, type TestApp } from '../support/test-app'
import { notifyEnv, startWebhookReceiver, type WebhookReceiver } from '../support/notify-receivers'
import { api, TEST_ADMIN_TOKEN, tempDir } from '../support/server-process'

const targets = databaseEnvs()

describe.each(targets)('the staff CLI on $name', (target) => {
  let env: Record<string, string>
  let app: TestApp
  let close: () => Promise<void>
  // A staff webhook, so `notifications list` has a delivery to show.
  let webhook: WebhookReceiver
  beforeAll(async () => {
    webhook = await startWebhookReceiver()
    env = {
      ...(await target.env()),
      ...notifyEnv(webhook),
      HOTEL_TIMEZONE: 'Asia/Kolkata',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      LOG_LEVEL: 'silent',
      RESERVE_RATE_LIMIT: '0',
    }
    app = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
    close = async () => {
      await app.close()
      await webhook.close()
    }
  })
  afterAll(() => close())

  const cli = (...args: string[]) => runCli(env, ...args)

  it('lists, shows, confirms by reference, and keeps the history', async () => {
    const facility = await createFacility(app, { capacity: 1 })
    const body = reserveBody(facility)
    expect((await reserve(app, facility._id, body)).status).toBe(200)
    const ref = formatReference(await reservationReference(body.reservation_id))

    const list = await cli(
      'reservations',
      'list',
      '--status',
      'received',
      '--facility',
      facility._id,
    )
    expect(list.code).toBe(0)
    expect(list.stdout).toContain(ref)
    expect(list.stdout).toContain('received')
    expect(list.stdout).toContain('Ada Obi')

    const confirmed = await cli('reservations', 'confirm', ref.toLowerCase(), '--note', 'Welcome!')
    expect(confirmed.code, confirmed.stderr).toBe(0)
    expect(confirmed.stdout).toContain(`${ref} ${facility.name}`)
    expect(confirmed.stdout).toContain('confirmed')
    const seen = await api(app, 'GET', `/api/reservations/${body.reservation_id}/status`)
    expect(seen.body).toMatchObject({ status: 'confirmed', note: 'Welcome!' })

    // An illegal move: the rules' message, exit 1.
    const again = await cli('reservations', 'decline', ref, '--note', 'no')
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('cannot be declined')

    const show = await cli('reservations', 'show', ref)
    expect(show.code).toBe(0)
    expect(show.stdout).toContain(`Reference   ${ref}`)
    expect(show.stdout).toContain('Asia/Kolkata')
    expect(show.stdout).toMatch(/received[\s\S]*confirmed[\s\S]*Welcome!/)
    // Who answered: the CLI (a person's name for the console's answers), times in the hotel's zone.
    expect(show.stdout).toMatch(/confirmed.*CLI/)
    expect(show.stdout).toContain('at (Asia/Kolkata)')
  })

  it('prints the reference as the guest reads it everywhere, and finds it typed either way', async () => {
    const facility = await createFacility(app, { capacity: 1 })
    const body = reserveBody(facility)
    expect((await reserve(app, facility._id, body)).status).toBe(200)
    const stored = await reservationReference(body.reservation_id)
    const ref = formatReference(stored)

    // Typed without the dash, in any case: the same request, shown with the dash.
    for (const typed of [stored, stored.toLowerCase(), ref.toLowerCase()]) {
      const show = await cli('reservations', 'show', typed)
      expect(show.code, show.stderr).toBe(0)
      expect(show.stdout).toContain(`Reference   ${ref}`)
      expect(show.stdout).toContain(body.reservation_id)
    }
    const cancelled = await cli('reservations', 'cancel', stored, '--note', 'As agreed')
    expect(cancelled.code, cancelled.stderr).toBe(0)
    expect(cancelled.stdout).toContain(`${ref} ${facility.name}`)

    const csv = await cli('reservations', 'export')
    expect(csv.code, csv.stderr).toBe(0)
    const row = csv.stdout.split('\r\n').find((line) => line.includes(body.reservation_id))
    expect(row).toContain(`"${ref}"`)

    const told = await cli('notifications', 'list', '--limit', '1000')
    expect(told.code, told.stderr).toBe(0)
    expect(told.stdout).toContain(ref)
    // Times as the hotel's clock reads them, the zone named: no UTC ISO stamps.
    expect(told.stdout).toContain('created (Asia/Kolkata)')
    expect(told.stdout).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/)

    for (const out of [csv.stdout, told.stdout]) expect(out).not.toContain(stored)
  })
  it('cancels a confirmed stay and reinstates it; a decline without a note is refused by the rule', async () => {
    const facility = await createFacility(app, { capacity: 1 })
    const body = reserveBody(facility)
    expect((await reserve(app, facility._id, body)).status).toBe(200)
    const ref = formatReference(await reservationReference(body.reservation_id))
    const noNote = await cli('reservations', 'decline', ref)
    expect(noNote.code).toBe(2)
    expect(noNote.stderr).toContain(NOTE_RULE)
    expect((await cli('reservations', 'confirm', ref)).code).toBe(0)
    expect((await cli('reservations', 'cancel', ref, '--note', 'Closed for repairs')).code).toBe(0)
    const back = await cli('reservations', 'reinstate', ref, '--note', 'Open after all')
    expect(back.code, back.stderr).toBe(0)
    expect(back.stdout).toContain(`${ref} ${facility.name}`)
    expect(back.stdout).toContain('confirmed (note: Open after all)')
    const seen = await api(app, 'GET', `/api/reservations/${body.reservation_id}/status`)
    expect(seen.body).toMatchObject({ status: 'confirmed', note: 'Open after all' })
    const history = await cli('reservations', 'history', ref)
    expect(history.stdout).toMatch(/cancelled[\s\S]*Closed for repairs[\s\S]*Open after all/)
    const again = await cli('reservations', 'reinstate', ref)
    expect(again.code).toBe(0) // already confirmed: a retry changes nothing
    const other = reserveBody(facility, { dateRange: body.dateRange })
    expect((await cli('reservations', 'cancel', ref)).code).toBe(0)
    expect((await reserve(app, facility._id, other)).status).toBe(200)
    // Its nights taken by another guest meanwhile: the rules' sentence, exit 1.
    const taken = await cli('reservations', 'reinstate', ref)
    expect(taken.code).toBe(1)
    expect(taken.stderr).toContain('cannot be reinstated')
  })
})

it('an unknown option, or one without its value, is a usage error that names it, not a crash', async () => {
  const unknown = await runCli({}, 'facilities', 'list', '--verbose')
  expect(unknown.code).toBe(2)
  expect(unknown.stderr).toMatch(/^Unknown option '--verbose'\.\n\nUsage: npm run admin/)
  expect(unknown.stderr).not.toMatch(/TypeError|\n\s+at /)
  const missing = await runCli({}, 'reservations', 'list', '--limit')
  expect(missing.code).toBe(2)
  expect(missing.stderr).toMatch(/^Option '--limit <value>' argument missing\n\nUsage:/)
  expect(missing.stderr).not.toMatch(/TypeError|\n\s+at /)
})
