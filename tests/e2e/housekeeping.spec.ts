// Issue 54, housekeeping on a phone, in the real built console on the real server: a stay checked
// out at the desk leaves its unit Dirty on a housekeeping person's phone (390 px, both themes,
// axe finding nothing); they mark it clean and the front desk reads Clean; they mark another out
// of order with a reason. A housekeeping person is offered no other screen (no navigation, no
// inbox; another screen's address says it is not theirs). The owner names a facility's units in
// the catalogue, and is told the server's sentence when fewer names than the nights promised.
// Through a Wi-Fi drop: a mark made offline waits on the phone (through a reload) and reaches the
// hotel once when the connection is back; one the desk overtook meanwhile (the guest checked out
// after the room was marked clean) is refused, and the card says why until dismissed.
import type { Locator, Page } from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import type { DeskAnswer, UnitList } from '../../contract/frontdesk'
import type { StaffCalendar } from '../../contract/staff-calendar'
import { createFacility } from '../support/api-fixtures'
import { confirmedStay, staffCall } from '../support/desk-fixtures'
import { DIST, expect, test, waitForServiceWorker } from '../support/e2e-pwa-fixtures'
import { checkScreen, reloadInTheme } from '../support/screen-checks'
import { startServer, type ServerHandle } from '../support/server-process'
import { consoleOrigin, savedCopy, signedInStaff, type StaffDevice } from '../support/staff-console'

const LIVE = { timeout: 10_000 }

test.describe('housekeeping', () => {
  test.describe.configure({ mode: 'default' })
  test.setTimeout(240_000)
  let server: ServerHandle
  let ada: StaffDevice
  let bola: StaffDevice
  let ngozi: StaffDevice
  let today = ''
  let dirtyUnit = ''
  let promisedRoom: Facility

  const call = (path: string, body?: unknown) => staffCall(server.url, path, body)
  type Facility = Awaited<ReturnType<typeof createFacility>>
  const stayOf = (facility: Facility, name: string, from: number, to: number) =>
    confirmedStay(server.url, facility, { name, today, from, to })
  const units = async () => ((await call('/api/staff/units')) as UnitList).units
  /** A unit's card on housekeeping's list, by its name. */
  const unitCard = (page: Page, name: string): Locator =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
  /** The only unit of a new facility, with `guest` checked in on it today. */
  async function unitWithGuest(facilityName: string, guest: string) {
    const facility = await createFacility(server.url, { capacity: 1, name: facilityName })
    const reference = await stayOf(facility, guest, 0, 2)
    const answer = (await call(`/api/staff/stays/${reference}/check-in`, {})) as DeskAnswer
    return { reference, unit: answer.stay.unit! }
  }
  /**
   * Housekeeping's screen, ready to work offline, showing `unit` dirty; `sent`: the states asked
   * for it that reach the hotel's server from now on.
   */
  async function openOnDirty(page: Page, unit: string) {
    await page.goto(`${consoleOrigin(server)}/staff/housekeeping`)
    await waitForServiceWorker(page)
    const card = () => unitCard(page, unit)
    await expect(card().getByText('Dirty', { exact: true })).toBeVisible()
    // The copy a reload offline opens on has the unit (it is written a moment after a read).
    await expect.poll(async () => (await savedCopy(page)).includes(unit)).toBe(true)
    const sent: string[] = []
    page.on('response', (response) => {
      const request = response.request()
      const path = decodeURIComponent(new URL(request.url()).pathname)
      if (request.method() === 'POST' && path === `/api/staff/units/${unit}/state`)
        sent.push((request.postDataJSON() as { state: string }).state)
    })
    return { card, sent }
  }
  /** The page at 390 and 320 px in both themes, axe finding nothing, its pictures kept. */
  async function lookAt(page: Page, card: () => Locator, text: RegExp, name: string) {
    const info = test.info()
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      for (const theme of ['light', 'dark'] as const) {
        await reloadInTheme(page, theme)
        await expect(card()).toContainText(text)
        await card().scrollIntoViewIfNeeded()
        await checkScreen(
          page,
          `${name} ${width} ${theme}`,
          info.outputPath(`${name}-${width}-${theme}.png`),
        )
      }
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await reloadInTheme(page, 'light')
  }

  test.beforeAll(async ({ browser }) => {
    server = await startServer({ env: { SITE_DIR: DIST } })
    today = ((await call('/api/staff/calendar?days=7')) as StaffCalendar).today
    const room = await createFacility(server.url, { capacity: 2, name: 'Housekeeping Room' })
    promisedRoom = await createFacility(server.url, { capacity: 2, name: 'Promised Room' })
    ada = await signedInStaff(browser, server, 'Ada Obi', 'owner')
    bola = await signedInStaff(browser, server, 'Bola Ade', 'frontdesk')
    ngozi = await signedInStaff(browser, server, 'Ngozi Eze', 'housekeeping')
    await ngozi.page.setViewportSize({ width: 390, height: 844 })
    // Tunde arrived, was checked in and left early today: his unit is dirty.
    const tunde = await stayOf(room, 'Tunde Bello', 0, 2)
    await call(`/api/staff/stays/${tunde}/check-in`, {})
    const out = (await call(`/api/staff/stays/${tunde}/check-out`, {})) as DeskAnswer
    dirtyUnit = out.stay.unit ?? ''
    expect(dirtyUnit).not.toBe('')
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the owner names a facility’s units; fewer than the nights promised is refused with why', async () => {
    const { page } = ada
    await page.goto(`${consoleOrigin(server)}/staff/catalogue`)
    const promised = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Promised Room', exact: true }) })
    await promised.getByRole('button', { name: 'Name the rooms' }).click()
    await promised.getByRole('textbox', { name: /Names of the rooms/ }).fill('Room 21\nRoom 22')
    await promised.getByRole('button', { name: 'Save the names' }).click()
    await expect(promised.getByRole('status')).toHaveText('Saved: 2 rooms.')
    await expect(promised.getByText('Rooms: Room 21, Room 22')).toBeVisible()
    const named = (await units()).filter((u) => u.name.startsWith('Room 2')).map((u) => u.name)
    expect(named).toEqual(['Room 21', 'Room 22'])

    // Two guests tomorrow night: one name is too few, and the server says why.
    const facility = promisedRoom
    await stayOf(facility, 'Amaka Obi', 1, 2)
    await stayOf(facility, 'Kunle Ade', 1, 2)
    await promised.getByRole('button', { name: 'Name the rooms' }).click()
    await promised.getByRole('textbox', { name: /Names of the rooms/ }).fill('Room 21')
    await promised.getByRole('button', { name: 'Save the names' }).click()
    const refusal = promised.getByRole('alert')
    await expect(refusal).toBeVisible()
    expect((await refusal.textContent())?.length).toBeGreaterThan(10)
    expect((await units()).filter((u) => u.facility_id === facility._id)).toHaveLength(2)
  })

  test('a checked-out stay’s unit reads Dirty on housekeeping’s phone; marked clean, the desk reads Clean', async () => {
    const info = test.info()
    const { page } = ngozi
    await page.goto(`${consoleOrigin(server)}/staff`)
    await expect(page).toHaveURL(/\/staff\/housekeeping$/)
    await expect(page.getByRole('heading', { name: 'Housekeeping', level: 1 })).toBeVisible()
    // Theirs is the only screen: no navigation, no count of requests waiting.
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Inbox|need.* an answer/ })).toHaveCount(0)
    const card = unitCard(page, dirtyUnit)
    await expect(card.getByText('Dirty', { exact: true })).toBeVisible()
    // Housekeeping marks clean or out of order, nothing else.
    await expect(card.getByRole('button')).toHaveText(['Mark clean', 'Mark out of order'])

    for (const theme of ['light', 'dark'] as const) {
      await reloadInTheme(page, theme)
      await expect(unitCard(page, dirtyUnit)).toBeVisible()
      await checkScreen(page, theme, info.outputPath(`housekeeping-390-${theme}.png`))
    }

    await unitCard(page, dirtyUnit).getByRole('button', { name: 'Mark clean' }).click()
    await expect(unitCard(page, dirtyUnit).getByRole('status')).toHaveText('Marked clean.')
    await expect(unitCard(page, dirtyUnit).getByText('Clean', { exact: true })).toBeVisible()
    expect((await units()).find((u) => u.name === dirtyUnit)?.state).toBe('clean')

    // The front desk's screen reads it as the server does (live, or at its next read).
    await bola.page.goto(`${consoleOrigin(server)}/staff/housekeeping`)
    const deskCard = unitCard(bola.page, dirtyUnit)
    await expect(deskCard.getByText('Clean', { exact: true })).toBeVisible(LIVE)
    await expect(deskCard.getByRole('button')).toHaveText([
      'Mark inspected',
      'Mark dirty',
      'Mark out of order',
    ])
  })

  test('housekeeping marks a unit out of order with a reason and a day it is back', async () => {
    const { page } = ngozi
    await page.goto(`${consoleOrigin(server)}/staff/housekeeping`)
    const other = (await units()).find(
      (u) => u.facility_name === 'Housekeeping Room' && u.name !== dirtyUnit,
    )!
    const card = unitCard(page, other.name)
    await card.getByRole('button', { name: 'Mark out of order' }).click()
    await expect(card.getByLabel('Why?')).toBeFocused()
    await card.getByLabel('Why?').fill('Leak under the sink')
    await card.getByLabel('Back on (optional)').fill(addDays(today, 3))
    await card.getByRole('button', { name: 'Mark out of order' }).click()
    await expect(card.getByText('Out of order', { exact: true })).toBeVisible()
    await expect(card.getByText(/Leak under the sink\. Back on/)).toBeVisible()
    const stored = (await units()).find((u) => u.name === other.name)
    expect(stored).toMatchObject({
      state: 'out_of_order',
      reason: 'Leak under the sink',
      until: addDays(today, 3),
    })
  })

  test('housekeeping is offered no other screen', async () => {
    const { page } = ngozi
    for (const path of ['/staff/calendar', '/staff/catalogue', '/staff/requests/AAAAA-BBBBB']) {
      await page.goto(`${consoleOrigin(server)}${path}`)
      await expect(page.getByRole('heading', { name: 'Not for housekeeping' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Housekeeping' })).toBeVisible()
    }
    await page.getByRole('link', { name: 'Housekeeping' }).click()
    await expect(page).toHaveURL(/\/staff\/housekeeping$/)
  })

  test('offline: a mark kept on the phone is sent once when the connection is back', async () => {
    const { page, context } = ngozi
    const { reference, unit } = await unitWithGuest('Offline Room', 'Kemi Offline')
    await call(`/api/staff/stays/${reference}/check-out`, {})
    const { card, sent } = await openOnDirty(page, unit)

    await context.setOffline(true)
    const clean = card().getByRole('button', { name: 'Mark clean' })
    // Not disabled like the console's other changes: the mark is kept on the phone.
    await expect(clean).toBeEnabled()
    await clean.click()
    await expect(card()).toContainText('Waiting to send: mark clean.')
    await expect(page.getByText('1 mark waiting to send.')).toBeVisible()
    // Marked clean on the phone: what is offered next starts from there.
    await expect(card().getByRole('button')).toHaveText(['Mark out of order'])
    // Through reloads, offline, it still waits (the pictures of the waiting card).
    await lookAt(page, card, /Waiting to send/, 'housekeeping-waiting')
    expect(sent).toEqual([])
    expect((await units()).find((u) => u.name === unit)?.state).toBe('dirty')

    await context.setOffline(false)
    await expect(card().getByText('Clean', { exact: true })).toBeVisible(LIVE)
    await expect(page.getByText(/waiting to send/i)).toHaveCount(0)
    expect(sent).toEqual(['clean'])
    const stored = (await units()).find((u) => u.name === unit)
    expect(stored).toMatchObject({ state: 'clean', changed_by: 'Ngozi Eze' })
  })

  test('a mark the desk overtook while it waited is refused, and the card says why until dismissed', async () => {
    const { page, context } = ngozi
    // The guest stays on; the desk marked the room dirty, housekeeping cleans it.
    const { reference, unit } = await unitWithGuest('Overtaken Room', 'Musa Early')
    await call(`/api/staff/units/${encodeURIComponent(unit)}/state`, { state: 'dirty' })
    const { card, sent } = await openOnDirty(page, unit)

    await context.setOffline(true)
    await card().getByRole('button', { name: 'Mark clean' }).click()
    await expect(card()).toContainText('Waiting to send: mark clean.')
    // Meanwhile the guest leaves early: the desk checks them out, the room is dirty again.
    await call(`/api/staff/stays/${reference}/check-out`, {})
    const checkedOut = (await units()).find((u) => u.name === unit)!

    await context.setOffline(false)
    const refusal = card().getByRole('alert')
    await expect(refusal).toContainText(
      `Refused (mark clean): ${unit} changed since you marked it (now dirty`,
      LIVE,
    )
    await expect(refusal).toContainText('look again before marking it.')
    expect(sent).toEqual(['clean'])
    // Never applied: the room stays as the check-out left it.
    expect((await units()).find((u) => u.name === unit)).toMatchObject({
      state: 'dirty',
      changed_at: checkedOut.changed_at,
    })
    await expect(page.getByText(/waiting to send/i)).toHaveCount(0)
    await lookAt(page, card, /Refused/, 'housekeeping-refused')

    await card().getByRole('button', { name: 'Dismiss' }).click()
    await expect(card().getByRole('alert')).toHaveCount(0)
    await page.reload()
    await expect(card().getByText('Dirty', { exact: true })).toBeVisible()
    await expect(card().getByText(/Refused/)).toHaveCount(0)
    expect(sent).toEqual(['clean'])
  })
})
