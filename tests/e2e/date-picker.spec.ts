// Issue 13: choosing dates works for every guest. Every free stay is reachable in at most three
// taps on days, the picker follows the hotel's calendar and limits, shows two months on every
// width, names each day's state, and can be used with the keyboard alone.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Locator, Page } from '@playwright/test'
import { addDays, todayIn } from '../../contract/calendar-date'
import type { Availability } from '../../contract/reservation'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import {
  blockThirdParties,
  DIST,
  expect,
  picker,
  serverReservations,
  test,
  visitOnce,
} from '../support/e2e-pwa-fixtures'
import { api, startServer, type ServerHandle } from '../support/server-process'

const ROOM = 'Sunrise Queen Room' // capacity 1 in the seeded catalogue

async function facilityId(server: ServerHandle, name: string): Promise<string> {
  const list = (await api(server.url, 'GET', '/api/facilities')).body as {
    _id: string
    name: string
  }[]
  return list.find((f) => f.name === name)!._id
}

/** The hotel's today as the server says it (HOTEL_TIMEZONE), from the availability answer. */
async function hotelToday(server: ServerHandle, id: string): Promise<string> {
  const res = await api(server.url, 'GET', `/api/facilities/${id}/availability`)
  return (res.body as Availability).today
}

/** Another guest's night, booked through the API. */
async function bookNight(server: ServerHandle, id: string, night: string) {
  const res = await api(server.url, 'PUT', `/api/facilities/reserve/${id}`, {
    facility_id: id,
    facility_type: 'room',
    reservation_id: `other-guest-${night}`,
    reservation_name: 'Other Guest',
    reservation_phone: '+2348035550100',
    reservation_email: '',
    dateRange: { from: night, to: addDays(night, 1) },
  })
  expect(res.status).toBe(200)
}

async function openDialog(page: Page, facility: string): Promise<Locator> {
  await page.goto('/services')
  await page.getByRole('link', { name: `See More: ${facility}` }).click()
  const dialog = page.getByRole('dialog', { name: facility })
  // The dialog's code and the days taken arrive first: slow on a busy machine.
  await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  return dialog
}

async function sendRequest(page: Page, dialog: Locator) {
  await dialog.getByLabel('Name').fill('Ada Obi')
  await dialog.getByLabel('Phone').fill('+234 803 555 0142')
  await dialog.getByRole('button', { name: 'Reserve' }).click()
  // Every request on the device sent, this one too: the page lists them all, and the earlier
  // ones' badges said "sent" while this one was still on its way (1 failure in a full run).
  // (The badges, not the links: the router marks the current page's with data-status="active".)
  // The states themselves are compared, so a failure says which one was left and what it was.
  const badges = page.locator('main [data-status]:not(a)')
  await expect(badges.first()).toBeVisible()
  await expect
    .poll(
      async () =>
        (await badges.evaluateAll((els) => els.map((el) => el.dataset.status))).filter(
          (state) => state !== 'sent',
        ),
      { timeout: 10_000 },
    )
    .toEqual([])
}

/** The last day of the month `date` is in. */
function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`every free stay around a booked night takes at most three taps at ${viewport.width}px`, async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    // The hotel's clock runs from noon of today (UTC, the hotel's zone here): the hotel's midnight
    // never falls in the test, which would make its stay "from today" one that began yesterday.
    const { server, page, close } = await hotelWith(browser, {
      CLOCK_START: `${todayIn('UTC')}T12:00:00Z`,
    })
    try {
      await page.setViewportSize(viewport)
      const id = await facilityId(server, ROOM)
      const today = await hotelToday(server, id)
      const day = (offset: number) => addDays(today, offset)
      await bookNight(server, id, day(16))

      // The guest's taps for each stay they want: check-in then check-out; a stay from today that
      // is a few nights long is a single tap. The boundary stay is chosen among free days.
      const boundary = monthEnd(day(25))
      const wanted = [
        { what: 'from today', from: day(0), to: day(2), taps: [day(2)] },
        { what: 'after the booked night', from: day(17), to: day(20), taps: [day(17), day(20)] },
        { what: 'three months ahead', from: day(95), to: day(98), taps: [day(95), day(98)] },
        {
          what: 'across a month boundary',
          from: addDays(boundary, -1),
          to: addDays(boundary, 1),
          taps: [addDays(boundary, -1), addDays(boundary, 1)],
        },
      ]
      for (const stay of wanted) {
        const dialog = await openDialog(page, ROOM)
        const calendar = picker(dialog)
        expect(stay.taps.length, stay.what).toBeLessThanOrEqual(3)
        for (const tap of stay.taps) {
          await calendar.showMonth(tap)
          await calendar.tap(tap)
        }
        const nights = (Date.parse(stay.to) - Date.parse(stay.from)) / 86_400_000
        await expect(dialog.getByText(`· ${nights} nights`), stay.what).toBeVisible()
        await sendRequest(page, dialog)
      }

      const stored = (await serverReservations(server)).filter((r) => r.facility_id === id)
      const ranges = stored.map((r) => r.dateRange).sort((a, b) => a.from.localeCompare(b.from))
      expect(ranges).toEqual(
        [{ from: day(16), to: day(17) }, ...wanted.map(({ from, to }) => ({ from, to }))].sort(
          (a, b) => a.from.localeCompare(b.from),
        ),
      )
    } finally {
      await close()
    }
  })
}

/** A server of its own with these settings, and a browser context on it in `timezoneId`. */
async function hotelWith(
  browser: Browser,
  env: Record<string, string>,
  timezoneId = 'UTC',
): Promise<{ server: ServerHandle; page: Page; close: () => Promise<void> }> {
  const server = await startServer({ env: { SITE_DIR: DIST, ...env } })
  const context = await browser.newContext({ baseURL: server.url, timezoneId })
  await blockThirdParties(context)
  const page = await context.newPage()
  return {
    server,
    page,
    close: async () => {
      await context.close()
      await server.stop()
    },
  }
}

for (const [browserZone, hotelZone] of [
  ['America/Los_Angeles', 'Pacific/Kiritimati'],
  ['Pacific/Kiritimati', 'America/Los_Angeles'],
] as const) {
  test(`a browser in ${browserZone} books by the calendar of a hotel in ${hotelZone}`, async ({
    browser,
  }) => {
    const { server, page, close } = await hotelWith(
      browser,
      { HOTEL_TIMEZONE: hotelZone },
      browserZone,
    )
    try {
      const id = await facilityId(server, ROOM)
      const dialog = await openDialog(page, ROOM)
      const today = await hotelToday(server, id)
      // The first day the picker offers is the hotel's today, whatever the browser's date.
      const offered = dialog.locator(
        'td[data-day]:not([data-disabled], [data-outside], [data-hidden])',
      )
      await expect(offered.first()).toHaveAttribute('data-day', today)
      await expect(offered.first()).toHaveAttribute('data-today', 'true')
      // Yesterday is offered nowhere: on the hotel's 1st it is the last month's day and an
      // outside day of this month's first row too, both disabled.
      await expect(
        dialog.locator(`td[data-day="${addDays(today, -1)}"]:not([data-disabled])`),
      ).toHaveCount(0)
      // The first month shown is the hotel's today's.
      await expect(dialog.locator('td[data-day]:not([data-outside])').first()).toHaveAttribute(
        'data-day',
        `${today.slice(0, 7)}-01`,
      )
      // One tap: a night from the hotel's today, which the server accepts.
      await picker(dialog).tap(addDays(today, 1))
      await sendRequest(page, dialog)
      const [stored] = await serverReservations(server)
      expect(stored?.dateRange).toEqual({ from: today, to: addDays(today, 1) })
    } finally {
      await close()
    }
  })
}

test('MAX_STAY_DAYS=30: the picker offers stays of at most 30 nights', async ({ browser }) => {
  const { server, page, close } = await hotelWith(browser, { MAX_STAY_DAYS: '30' })
  try {
    const today = await hotelToday(server, await facilityId(server, ROOM))
    const dialog = await openDialog(page, ROOM)
    const calendar = picker(dialog)
    const [day30, day31] = [addDays(today, 30), addDays(today, 31)]
    await calendar.showMonth(day30)
    // From the suggested today, a far tap offers today instead only within the limit.
    await calendar.tap(day31)
    await expect(dialog.getByRole('button', { name: /today instead/ })).toHaveCount(0)
    await calendar.tap(today)
    await calendar.showMonth(day31)
    await calendar.tap(day31) // 31 nights from today: not a check-out, a new check-in
    await expect(dialog.getByText(/Now choose your check-out/)).toBeVisible()
    await expect(dialog.getByText(/· \d+ nights/)).toHaveCount(0)
    await calendar.showMonth(today)
    await calendar.tap(today)
    await calendar.showMonth(day30)
    await calendar.tap(day30)
    await expect(dialog.getByText('· 30 nights')).toBeVisible()
    await sendRequest(page, dialog)
    const [stored] = await serverReservations(server)
    expect(stored?.dateRange).toEqual({ from: today, to: day30 })
  } finally {
    await close()
  }
})

test('a far first tap is the check-in; two months at 320, 390 and 1280 px; booked days named; axe', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000)
  const id = await facilityId(server, ROOM)
  const today = await hotelToday(server, id)

  // A far first tap starts the stay there; the summary offers a stay from today instead.
  let dialog = await openDialog(page, ROOM)
  let calendar = picker(dialog)
  await calendar.showMonth(addDays(today, 10))
  await calendar.tap(addDays(today, 10))
  await expect(dialog.getByRole('button', { name: 'Reserve' })).toBeDisabled()
  await expect(calendar.day(addDays(today, 10))).toHaveAccessibleName(/, your check-in$/)
  await dialog.getByRole('button', { name: 'Check-in today instead (10 nights)' }).click()
  await expect(dialog.getByText('· 10 nights')).toBeVisible()
  await dialog.getByRole('button', { name: 'Change check-in' }).click()
  await expect(dialog.getByText('Choose your check-in day.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Change check-in' })).toHaveCount(0)

  // Five nights ahead: too far for a stay from today, so it can only be a check-in: refused.
  await bookNight(server, id, addDays(today, 5))
  for (const [width, themes] of [
    [320, ['dark', 'light']],
    [390, ['dark']],
    [1280, ['light']],
  ] as const) {
    await page.setViewportSize({ width, height: width < 1000 ? 740 : 800 })
    for (const theme of themes) {
      await page.evaluate(([key, t]) => localStorage.setItem(key, t), [
        THEME_STORAGE_KEY,
        theme,
      ] as const)
      dialog = await openDialog(page, ROOM)
      calendar = picker(dialog)
      await expect(page.locator('html')).toHaveClass(new RegExp(theme))
      const booked = calendar.day(addDays(today, 5))
      await expect(booked).toHaveAccessibleName(/, booked$/)
      await expect(booked).toHaveAttribute('aria-disabled', 'true')
      // Both months lie within the dialog's width (stacked when narrow).
      const box = (await dialog.boundingBox())!
      for (const grid of await dialog.getByRole('grid').all()) {
        const g = (await grid.boundingBox())!
        expect(g.x, `${width}px`).toBeGreaterThanOrEqual(box.x)
        expect(g.x + g.width, `${width}px`).toBeLessThanOrEqual(box.x + box.width + 0.5)
      }
      // screens-a11y.spec.ts checks the open dialog at 390 and 1280 px; the narrowest here.
      if (width > 320) continue
      const result = await new AxeBuilder({ page })
        .include('dialog[open]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        // axe.run in the page: no frame in the dialog, so no need for the default's merge of
        // per-frame results in a new blank page (a second or two a run).
        .setLegacyMode()
        .analyze()
      expect(result.violations.map((v) => `${theme}: ${v.id}`)).toEqual([])
    }
  }
})

test('a stay after a booked night, booked with the keyboard alone', async ({ page, server }) => {
  test.setTimeout(60_000)
  const id = await facilityId(server, ROOM)
  const today = await hotelToday(server, id)
  await bookNight(server, id, addDays(today, 16))
  await page.goto('/services')
  const seeMore = page.getByRole('link', { name: `See More: ${ROOM}` })
  await expect(seeMore).toBeVisible()
  const focusedIs = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)
  for (let i = 0; i < 40 && !(await focusedIs(seeMore)); i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: ROOM })
  // The dialog opens with focus on its first control (Close: the form arrives with the days
  // taken); a field is not focused for the guest, which would cover a phone's screen with its keyboard.
  const name = dialog.getByLabel('Name')
  await expect(name).toBeVisible()
  for (let i = 0; i < 5 && !(await focusedIs(name)); i++) await page.keyboard.press('Tab')
  await expect(name).toBeFocused()
  await page.keyboard.type('Ada Obi')
  await page.keyboard.press('Tab')
  await page.keyboard.type('+234 803 555 0142')
  // On to the calendar: its one tabbable day is the suggested check-in, today.
  const focusedDay = () =>
    page.evaluate(() => document.activeElement?.closest('td')?.getAttribute('data-day') ?? null)
  // The months draw once the days taken have arrived (a second under CI's load): tabbing before
  // that walks past the placeholder to Reserve.
  await expect(dialog.locator(`td[data-day="${today}"] button`)).toBeVisible()
  for (let i = 0; i < 10 && (await focusedDay()) === null; i++) await page.keyboard.press('Tab')
  expect(await focusedDay()).toBe(today)
  // Down two weeks and right three days: 17 days ahead, past the booked night (which is
  // focusable: the arrows stop on it, and its name says it is booked).
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight']) {
    await page.keyboard.press(key)
  }
  expect(await focusedDay()).toBe(addDays(today, 16))
  await expect(page.locator(':focus')).toHaveAccessibleName(/, booked$/)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(dialog.getByText(/Now choose your check-out/)).toBeVisible()
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter']) {
    await page.keyboard.press(key)
  }
  await expect(dialog.getByText('· 3 nights')).toBeVisible()
  const reserve = dialog.getByRole('button', { name: 'Reserve' })
  for (let i = 0; i < 10 && !(await focusedIs(reserve)); i++) await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  // Every request on the device sent, this one too: the page lists them all, and the earlier
  // ones' badges said "sent" while this one was still on its way (1 failure in a full run).
  // (The badges, not the links: the router marks the current page's with data-status="active".)
  await expect(page.locator('main [data-status]:not(a)').first()).toBeVisible()
  await expect(page.locator('main [data-status]:not(a):not([data-status="sent"])')).toHaveCount(0)
  const stored = (await serverReservations(server)).filter(
    (r) => r.dateRange.from !== addDays(today, 16),
  )
  expect(stored.map((r) => r.dateRange)).toEqual([
    { from: addDays(today, 17), to: addDays(today, 20) },
  ])
})

test('offline, the dialog says what it does not know about the days taken, and the request waits', async ({
  page,
  context,
}) => {
  // A first visit, then three dialogs offline: over the default on a busy 2-core machine.
  test.setTimeout(90_000)
  await visitOnce(page, '/')
  // The room's days taken are seen once online (the service worker keeps the answer).
  let dialog = await openDialog(page, ROOM)
  const notice = (d: Locator) => d.getByRole('status').filter({ hasText: /taken/ })
  await expect(notice(dialog)).toHaveCount(0)
  await context.setOffline(true)

  dialog = await openDialog(page, ROOM)
  await expect(notice(dialog)).toContainText('These are the days taken as of')
  dialog = await openDialog(page, 'Family Room')
  await expect(notice(dialog)).toContainText('We could not check which days are already taken')
  // The picker still works by the hotel's calendar (kept from the first answer).
  await picker(dialog).tap(await picker(dialog).inDays(2))
  await dialog.getByLabel('Name').fill('Ada Obi')
  await dialog.getByLabel('Phone').fill('+234 803 555 0142')
  await dialog.getByRole('button', { name: 'Reserve' }).click()
  await expect(page.locator('[data-status="pending"]').first()).toBeVisible()
})
