// Issue 54, the front desk's day, on the real built console and server at 390 px: the day view
// shows an arrival, a departure and a stay-over, each with its unit, nights and housekeeping state,
// in both themes (axe finds nothing); a clerk checks a guest in (asked for a unit, the stay having
// none) and another out. Then the Wi-Fi drops: two check-ins made offline are kept on the phone
// ("Waiting to send", and the count at the top), the day opens again offline as last seen, and
// once the connection is back each is sent once: the hotel has each stay checked in, with one
// check-in each. Pictures at 320, 390 and 1280 px in both themes are kept for a person to look at
// (tests/support/kept-screenshots.ts).
import type { Page } from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import type { DeskAnswer, DeskDay, UnitList } from '../../contract/frontdesk'
import type { StaffRequestDetail } from '../../contract/staff'
import { createFacility, reserve, reserveBody, today } from '../support/api-fixtures'
import { axeOn } from '../support/axe'
import {
  DIST,
  expect,
  shownReference,
  test,
  waitForServiceWorker,
} from '../support/e2e-pwa-fixtures'
import { keepScreenshot, switchScheme } from '../support/kept-screenshots'
import {
  adminHeaders,
  api,
  startServer,
  tempDir,
  type ServerHandle,
} from '../support/server-process'
import { signedInStaff, type StaffDevice } from '../support/staff-console'

test.describe.configure({ mode: 'default' })
test.setTimeout(240_000)

const PHONE = { width: 390, height: 844 }
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** "As of 10:42, offline", or of another day ("As of yesterday, 23:58, offline"). */
const AS_OF_OFFLINE = /^As of (.+, )?\d{2}:\d{2}, offline\.$/

let server: ServerHandle
let clerk: StaffDevice
/** The hotel's today (UTC: no HOTEL_TIMEZONE is given). */
const T = today()
const refs = { leaving: '', stayingOn: '', arriving: '', first: '', second: '' }

const desk = async (date?: string) =>
  (
    await api(
      server.url,
      'GET',
      `/api/staff/today${date ? `?date=${date}` : ''}`,
      undefined,
      adminHeaders,
    )
  ).body as DeskDay

const move = (ref: string, what: string, body: object = {}) =>
  api(server.url, 'POST', `/api/staff/stays/${ref}/${what}`, body, adminHeaders)

/** Every stay of the day, by its reference. */
const stayOf = async (ref: string) => {
  const day = await desk()
  return [...day.arrivals, ...day.departures, ...day.in_house, ...day.no_shows].find(
    (s) => s.reference === ref,
  )
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  const dataDir = tempDir()
  const book = async (
    url: string,
    facility: { _id: string; type: 'room' },
    name: string,
    from: string,
    to: string,
  ) => {
    const body = reserveBody(facility, { reservation_name: name, dateRange: { from, to } })
    const res = await reserve(url, facility._id, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const confirmed = await api(
      url,
      'POST',
      `/api/reservations/${body.reservation_id}/confirm`,
      {},
      adminHeaders,
    )
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    return shownReference(body.reservation_id)
  }

  // Three days ago, the guests who leave today and who stay on booked their rooms (the site takes
  // no stay that has begun): the server's clock started then.
  const before = await startServer({
    dataDir,
    env: { CLOCK_START: `${addDays(T, -3)}T12:00:00+00:00` },
  })
  const room = (await createFacility(before.url, { capacity: 4, name: 'Harbour Room' })) as {
    _id: string
    type: 'room'
  }
  refs.leaving = await book(before.url, room, 'Emeka Leaving', addDays(T, -2), T)
  refs.stayingOn = await book(before.url, room, 'Bisi Stayingon', addDays(T, -1), addDays(T, 2))
  await before.stop()
  // Yesterday noon both were in the house: checked in then (a stay over can no longer be).
  const yesterday = await startServer({
    dataDir,
    env: { CLOCK_START: `${addDays(T, -1)}T12:00:00+00:00` },
  })
  for (const ref of [refs.leaving, refs.stayingOn]) {
    const res = await api(
      yesterday.url,
      'POST',
      `/api/staff/stays/${ref}/check-in`,
      {},
      adminHeaders,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  await yesterday.stop()

  server = await startServer({ dataDir, env: { SITE_DIR: DIST } })
  refs.first = await book(server.url, room, 'Ngozi Offline', T, addDays(T, 1))
  refs.second = await book(server.url, room, 'Tunde Offline', T, addDays(T, 1))

  // An arrival confirmed when no one unit was free for both its nights (each night's free unit
  // another): confirmed without a unit. One of those guests cancels since, so a unit is free now,
  // and the desk gives it at check-in.
  const lagoon = (await createFacility(server.url, { capacity: 2, name: 'Lagoon Room' })) as {
    _id: string
    type: 'room'
  }
  const cancel = (ref: string) =>
    api(
      server.url,
      'POST',
      `/api/reservations/${ref}/cancel`,
      { note: 'Plans changed.' },
      adminHeaders,
    )
  const laterFirst = await book(server.url, lagoon, 'Kemi Later', addDays(T, 1), addDays(T, 2))
  await book(server.url, lagoon, 'Kola Later', addDays(T, 1), addDays(T, 2))
  expect((await cancel(laterFirst)).status).toBe(200)
  const tonight = await book(server.url, lagoon, 'Bola Tonight', T, addDays(T, 1))
  refs.arriving = await book(server.url, lagoon, 'Chiamaka Arriving', T, addDays(T, 2))
  expect((await stayOf(refs.arriving))?.unit).toBeNull()
  expect((await cancel(tonight)).status).toBe(200)

  clerk = await signedInStaff(browser, server, 'Femi Front', 'frontdesk')
  await clerk.page.setViewportSize(PHONE)
})

test.afterAll(async () => {
  await clerk?.context.close()
  await server?.stop()
})

const section = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title}`) })
const row = (page: Page, title: string, guest: string) =>
  section(page, title).getByRole('listitem').filter({ hasText: guest })

async function openDay(page: Page) {
  await page.goto('/staff/today')
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  await expect(row(page, 'Arrivals', 'Chiamaka Arriving')).toBeVisible()
}

test('the day: an arrival, a departure, a stay-over; a check-in asked for a unit, a check-out', async () => {
  const info = test.info()
  const { page } = clerk
  await openDay(page)
  await expect(row(page, 'Departures', 'Emeka Leaving')).toContainText('Checked in')
  await expect(row(page, 'Stay-overs', 'Bisi Stayingon')).toBeVisible()
  // Leaving today, still in the house: no stay-over.
  await expect(row(page, 'Stay-overs', 'Emeka Leaving')).toHaveCount(0)
  await expect(row(page, 'In house', 'Bisi Stayingon')).toBeVisible()

  // Looked at in both themes, at 320, 390 and 1280 px; axe finds nothing.
  for (const theme of ['light', 'dark'] as const) {
    await switchScheme(page, theme)
    await expect(page.locator('html')).toHaveClass(theme)
    await expect(row(page, 'Arrivals', 'Chiamaka Arriving')).toBeVisible()
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect.soft(overflow, `${width} px ${theme}: nothing wider`).toBeLessThanOrEqual(0)
      const { violations } = await axeOn(page).withTags(TAGS).analyze()
      expect
        .soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`))
        .toEqual([])
      await keepScreenshot(page, {
        path: info.outputPath(`day-${width}-${theme}.png`),
        fullPage: true,
      })
    }
  }
  await page.setViewportSize(PHONE)

  // Check in: the stay has no unit yet, so the desk is asked, the free and clean ones first.
  const arriving = row(page, 'Arrivals', 'Chiamaka Arriving')
  await arriving.getByRole('button', { name: 'Check in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Check in Chiamaka Arriving?' })
  await expect(dialog).toBeVisible()
  const units = (await api(server.url, 'GET', '/api/staff/units', undefined, adminHeaders))
    .body as UnitList
  const unit = dialog.getByLabel('Unit')
  await expect(unit).toBeVisible()
  const chosen = await unit.inputValue()
  expect(units.units.map((u) => u.name)).toContain(chosen)
  await keepScreenshot(page, { path: info.outputPath('check-in-dialog-390.png') })
  const axe = await axeOn(page).withTags(TAGS).analyze()
  expect.soft(axe.violations.map((v) => v.id)).toEqual([])
  await dialog.getByRole('button', { name: 'Check in' }).click()
  await expect(arriving.getByRole('status')).toContainText('Checked in.')
  await expect(arriving).toContainText(chosen)
  await expect.poll(async () => (await stayOf(refs.arriving))?.status).toBe('checked_in')

  // Check out: the departure's unit turns dirty.
  const leaving = row(page, 'Departures', 'Emeka Leaving')
  await leaving.getByRole('button', { name: 'Check out' }).click()
  const out = page.getByRole('dialog', { name: 'Check out Emeka Leaving?' })
  await expect(out).toContainText('turns dirty')
  await out.getByRole('button', { name: 'Check out' }).click()
  await expect(leaving.getByRole('status')).toContainText('Checked out.')
  await expect(leaving).toContainText('Dirty')
  expect((await stayOf(refs.leaving))?.status).toBe('checked_out')
})

test('offline: two check-ins kept on the phone, sent once each when the connection is back', async () => {
  const info = test.info()
  const { page, context } = clerk
  await openDay(page)
  await waitForServiceWorker(page)
  // The check-ins that reached the hotel's server (tries that found no way are not: offline,
  // the queue tries on captive Wi-Fi's behalf), by stay.
  const sent: string[] = []
  page.on('response', (response) => {
    const request = response.request()
    const m = /\/api\/staff\/stays\/([^/]+)\/check-in$/.exec(new URL(request.url()).pathname)
    if (m && request.method() === 'POST') sent.push(decodeURIComponent(m[1]!))
  })

  await context.setOffline(true)
  for (const guest of ['Ngozi Offline', 'Tunde Offline']) {
    const arriving = row(page, 'Arrivals', guest)
    const button = arriving.getByRole('button', { name: 'Check in' })
    // Not disabled like other changes: the guest is at the desk now.
    await expect(button).toBeEnabled()
    await button.click()
    const dialog = page.getByRole('dialog', { name: `Check in ${guest}?` })
    await expect(dialog).toContainText('kept on this phone')
    await dialog.getByRole('button', { name: 'Check in' }).click()
    await expect(arriving).toContainText('Waiting to send')
  }
  await expect(page.getByText('2 moves waiting to send.')).toBeVisible()

  // The day opens again offline, as last seen and marked so, the moves still waiting.
  await page.reload()
  await expect(row(page, 'Arrivals', 'Ngozi Offline')).toBeVisible()
  await expect(page.locator('.offline-line strong')).toHaveText(AS_OF_OFFLINE)
  await expect(row(page, 'Arrivals', 'Tunde Offline')).toContainText('Waiting to send')
  await expect(page.getByText('2 moves waiting to send.')).toBeVisible()
  const { violations } = await axeOn(page).withTags(TAGS).analyze()
  expect.soft(violations.map((v) => v.id)).toEqual([])
  await keepScreenshot(page, { path: info.outputPath('offline-waiting-390.png'), fullPage: true })
  expect(sent).toEqual([])

  // Back online: each is sent once, in the order made, and the day reads them checked in.
  await context.setOffline(false)
  for (const guest of ['Ngozi Offline', 'Tunde Offline'])
    await expect(row(page, 'In house', guest)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/waiting to send/)).toHaveCount(0)
  expect(sent).toEqual([refs.first, refs.second])
  for (const ref of [refs.first, refs.second]) {
    const stay = await stayOf(ref)
    expect(stay?.status).toBe('checked_in')
    expect(stay?.checked_in_at).toBeTruthy()
    // Its history tells of one check-in.
    const detail = await api(
      server.url,
      'GET',
      `/api/staff/requests/${ref}`,
      undefined,
      adminHeaders,
    )
    const events = (detail.body as StaffRequestDetail).events
    expect(events.filter((e) => e.to_status === 'checked_in')).toHaveLength(1)
  }
  // A while later, nothing more was sent (no retry of what was delivered).
  await page.waitForTimeout(6_000)
  expect(sent).toHaveLength(2)
  // And a replay changes nothing: the hotel answers it as already done.
  const again = await move(refs.first, 'check-in')
  expect((again.body as DeskAnswer).changed).toBe(false)
})
