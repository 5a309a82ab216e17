// Issue 37: "tests pass on any day of the year", shown rather than hoped. The date-dependent steps
// every booking test takes (the picker's today, a month shown with the month buttons, a stay picked
// by taps and sent, the nights the staff see) run here with the clock pinned to the days that broke
// such tests or could: the ends of months (30 and 31 days, February in common and leap years), the
// end of a year, the first minutes of a month while the browser's own calendar is still on the
// month before, and the day the picker helper was found swinging between months (2026-11-27, whose
// today + 3 is the last day of November). The server's clock is pinned by its setting
// (CLOCK_START), the page's by Playwright's; the hotel is in Lagos (UTC+1), the browser in UTC.
import { addDays } from '../../contract/calendar-date'
import type { StaffCalendar } from '../../contract/staff-calendar'
import { createFacility } from '../support/api-fixtures'
import {
  DIST,
  expect,
  fillDialog,
  newDevice,
  picker,
  PUBLIC_URL,
  serverReservations,
  test,
} from '../support/e2e-pwa-fixtures'
import { adminHeaders, api, startServer } from '../support/server-process'

const HOTEL_ZONE = 'Africa/Lagos'

const EDGES = [
  // The day the issue was found: the helper never found today + 3, the 30th.
  { name: 'three days before the end of November', at: '2026-11-27T10:00:00+01:00' },
  { name: 'the last evening of a 30-day month', at: '2026-11-30T23:30:00+01:00' },
  { name: "New Year's Eve, late", at: '2026-12-31T23:40:00+01:00' },
  // 00:20 in Lagos is 23:20 the day before in the browser's UTC: the hotel's calendar wins.
  {
    name: 'the first minutes of a year, the browser still in the old one',
    at: '2027-01-01T00:20:00+01:00',
  },
  { name: 'the end of February in a common year', at: '2027-02-28T21:00:00+01:00' },
  { name: 'a 29 February', at: '2028-02-29T12:00:00+01:00' },
  { name: 'the last day of a 31-day month, before a 30-day one', at: '2028-03-31T08:00:00+01:00' },
] as const

/** The hotel's date of an instant written with the hotel's own offset. */
const hotelDate = (at: string) => at.slice(0, 10)

test.describe.configure({ mode: 'parallel' })

for (const edge of EDGES) {
  test(`on ${hotelDate(edge.at)} (${edge.name}): the picker, a stay across the month's end, the staff's nights`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const today = hotelDate(edge.at)
    const server = await startServer({
      env: { SITE_DIR: DIST, PUBLIC_URL, CLOCK_START: edge.at, HOTEL_TIMEZONE: HOTEL_ZONE },
    })
    const context = await newDevice(browser, server.url, { timezoneId: 'UTC' })
    try {
      await context.clock.install({ time: new Date(edge.at) })
      const room = await createFacility(server.url, { capacity: 1, name: 'Edge Room' })

      // The server's today is the pinned one, in the hotel's zone.
      const calendar = await api(
        server.url,
        'GET',
        `/api/staff/calendar?days=7`,
        undefined,
        adminHeaders,
      )
      expect((calendar.body as StaffCalendar).today).toBe(today)

      const page = await context.newPage()
      await page.goto('/services')
      // A stay of three nights from tomorrow: across the month's end for the month-end days.
      await page.getByRole('link', { name: `See More: ${room.name}` }).click()
      const dialog = page.getByRole('dialog', { name: room.name })
      await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: 15_000 })
      // Until the hotel's answer arrives the picker counts from the browser's own today (still
      // the old year at 00:20 in Lagos for a browser in UTC): the taps wait for the hotel's.
      await expect.poll(() => picker(dialog).today()).toBe(today)
      const { from, to } = await fillDialog(dialog, { fromDay: 1, toDay: 4 })
      expect([from, to]).toEqual([addDays(today, 1), addDays(today, 4)])
      const days = picker(dialog)
      expect(await days.today()).toBe(today)
      // Months shown by their buttons, forward and back, as a guest walks them: each day found
      // in its own month's grid (never as another month's hidden outside day).
      for (const offset of [0, 1, 2, 3, 4, 30, 31, 45, 61, 90, 29, 3, 0]) {
        const date = addDays(today, offset)
        await days.showMonth(date)
        expect(await days.shownMonths()).toContain(date.slice(0, 7))
        await expect(days.day(date)).toBeVisible()
      }
      // The picked stay is still the one summed up, and the server takes it as it is.
      await expect(dialog.getByText('· 3 nights')).toBeVisible()
      await dialog.getByRole('button', { name: 'Reserve' }).click()
      await expect(page).toHaveURL(/\/confirmation$/)
      await expect
        .poll(async () => (await serverReservations(server)).map((r) => r.dateRange))
        .toEqual([{ from, to }])

      // The staff's calendar holds the three nights on the right dates, across the month's end.
      const staff = await api(
        server.url,
        'GET',
        `/api/staff/calendar?from=${today}&days=6`,
        undefined,
        adminHeaders,
      )
      const row = (staff.body as StaffCalendar).facilities.find((f) => f.name === room.name)!
      expect(row.cells.map((c) => [c.date, c.held])).toEqual(
        [0, 1, 2, 3, 4, 5].map((d) => [addDays(today, d), d >= 1 && d <= 3 ? 1 : 0]),
      )
    } finally {
      await context.close()
      await server.stop()
    }
  })
}

// Found when a CI run at 23:45 UTC (00:45 in Lagos) failed to enable Reserve: the dialog opened on
// the browser's today, the guest's one tap made a quick stay from it, and the hotel's answer then
// moved today on and dropped that stay. The tap is read again from the hotel's today.
test("a quick stay tapped before the hotel's today arrives is kept, from the hotel's today", async ({
  browser,
}) => {
  const at = '2027-01-01T00:20:00+01:00'
  const today = hotelDate(at)
  const server = await startServer({
    env: { SITE_DIR: DIST, PUBLIC_URL, CLOCK_START: at, HOTEL_TIMEZONE: HOTEL_ZONE },
  })
  const context = await newDevice(browser, server.url, { timezoneId: 'UTC' })
  try {
    await context.clock.install({ time: new Date(at) })
    const room = await createFacility(server.url, { capacity: 1, name: 'Late Room' })
    const page = await context.newPage()
    await page.goto('/services')
    // The hotel's answer is held until the guest has tapped.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/facilities\/[^/]+\/availability/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('link', { name: `See More: ${room.name}` }).click()
    const dialog = page.getByRole('dialog', { name: room.name })
    await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: 15_000 })
    await dialog.getByLabel('Name').fill('Ada Obi')
    await dialog.getByLabel('Phone').fill('+234 803 555 0142')
    const days = picker(dialog)
    // The browser's today, a day behind the hotel's.
    expect(await days.today()).toBe(addDays(today, -1))
    await days.tap(addDays(today, 2))
    await expect(dialog.getByText('· 3 nights')).toBeVisible()
    release()
    await expect.poll(() => days.today()).toBe(today)
    await expect(dialog.getByText('· 2 nights')).toBeVisible()
    await dialog.getByRole('button', { name: 'Reserve' }).click()
    await expect(page).toHaveURL(/\/confirmation$/)
    await expect
      .poll(async () => (await serverReservations(server)).map((r) => r.dateRange))
      .toEqual([{ from: today, to: addDays(today, 2) }])
  } finally {
    await context.close()
    await server.stop()
  }
})
