// Issue 39 in the browser, on the real built console and server: the owner links Airbnb's calendar
// from the console on a phone (390 px), pasting the address of a feed served here on 127.0.0.1
// (Airbnb's own export, tests/fixtures/ical/airbnb.ics, its dates moved to start in three days;
// the server may call it by OUTBOUND_ALLOWED_TEST_ORIGINS). Once imported, the nights its
// reservation takes show as Airbnb's bar in the staff's calendar, are not offered in the guest's
// date picker, and a guest's request over one of them says so on its page and is refused when the
// clerk confirms it, with the same sentence.
import type { Browser } from '@playwright/test'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { addDays, daysBetween } from '../../contract/calendar-date'
import type { StaffCalendar } from '../../contract/staff-calendar'
import type { StaffChannels } from '../../contract/staff-channels'
import { parseFeed } from '../../server/src/channels/feed-parse'
import { loadConfig } from '../../server/src/config'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { axeOn } from '../support/axe'
import { DIST, expect, newDevice, picker, shownReference, test } from '../support/e2e-pwa-fixtures'
import { runCli } from '../support/cli-build'
import { adminHeaders, api, startServer, TEST_ADMIN_TOKEN } from '../support/server-process'
import { keepElementScreenshot } from '../support/kept-screenshots'
import { consoleOrigin, signedInStaff } from '../support/staff-console'
import { reloadInTheme } from '../support/screen-checks'

test.setTimeout(180_000)

const FIXTURE = readFileSync(new URL('../fixtures/ical/airbnb.ics', import.meta.url), 'utf8')
/** The server's booking horizon (the default setting): how far the feed is read. */
const BOOKING_HORIZON_DAYS = loadConfig({}).BOOKING_HORIZON_DAYS
/** A room of its own beside the seeded catalogue's. */
const ROOM = 'Lagoon View Room'
/** The fixture's first reservation ("Reserved", three nights): moved to start in three days. */
const FIXTURE_STAY = '2026-11-27'

/** Airbnb's export with every date moved by `days` (the feed as Airbnb would write it then). */
function movedFeed(days: number): string {
  const moved = (yyyymmdd: string) => {
    const date = `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`
    return addDays(date, days).replaceAll('-', '')
  }
  return FIXTURE.replace(
    /^(DTSTART|DTEND|DTSTAMP)([^:]*):(\d{8})/gm,
    (_, name: string, params: string, date: string) => `${name}${params}:${moved(date)}`,
  )
}

/**
 * A booking site's feed on 127.0.0.1: `/airbnb.ics` (whatever its query) as text/calendar (its text set once the
 * hotel's today is known), anything else a 404.
 */
async function feedServer() {
  let text = ''
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://feed').pathname !== '/airbnb.ics') {
      return res.writeHead(404).end()
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (feed: string) => void (text = feed),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/**
 * A booking site's feed server, the real server allowed to fetch from it, its owner signed in on a
 * phone's context, and the hotel's today (its zone, not this machine's).
 */
async function ownerWithFeed(browser: Browser) {
  const feed = await feedServer()
  const server = await startServer({
    // No PUBLIC_URL: the passkeys' relying party is the console's own address (localhost).
    env: { SITE_DIR: DIST, OUTBOUND_ALLOWED_TEST_ORIGINS: feed.origin },
  })
  const owner = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  const { today } = (
    await api(server.url, 'GET', '/api/staff/calendar?days=1', undefined, adminHeaders)
  ).body as StaffCalendar
  return { feed, server, owner, today }
}

/** The feed's events as the server reads them (its import is the server's own, channels/sync.ts). */
async function feedEvents(feedUrl: string, today: string) {
  const text = await (await fetch(feedUrl)).text()
  return (await parseFeed(text, { today, horizonDays: BOOKING_HORIZON_DAYS })).events
}

test('the owner links Airbnb at 390 px; its nights are its bar for the staff and taken for guests', async ({
  browser,
}) => {
  const { feed, server, owner, today } = await ownerWithFeed(browser)
  try {
    // The feed's stay starts three days after the hotel's today.
    feed.serve(movedFeed(daysBetween(FIXTURE_STAY, addDays(today, 3))))
    const room = await createFacility(server.url, { capacity: 1, name: ROOM })
    // Airbnb's reservation takes nights 3, 4 and 5 from today (DTEND exclusive: not 6). A
    // guest's request for nights 5 and 6, made before the import, has one of them taken.
    const taken = [3, 4, 5].map((n) => addDays(today, n))
    const body = reserveBody(room, {
      reservation_name: 'Chiamaka Eze',
      dateRange: { from: addDays(today, 5), to: addDays(today, 7) },
    })
    expect((await reserve(server.url, room._id, body)).status).toBe(200)
    const ref = await shownReference(body.reservation_id as string)

    // The owner, on a phone: the screen from the console's navigation (under its "More"), the
    // feed linked.
    const page = owner.page
    await page.setViewportSize({ width: 390, height: 844 })
    const consoleNav = page.getByRole('navigation', { name: 'Console' })
    await consoleNav.getByRole('button', { name: 'More' }).click()
    await consoleNav
      .getByRole('link', {
        name: 'Booking sites',
      })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking sites' })).toBeVisible()
    const form = page.getByRole('region', { name: 'Link a booking site’s calendar' })
    await form.getByLabel('Facility').selectOption({ label: ROOM })
    // Its first free unit, chosen and shown.
    await expect(form.getByLabel('Which one')).toHaveValue('1')
    await expect(form.getByLabel('Which one')).toContainText('Room 1 of 1 (no link yet)')
    const feedUrl = `${feed.origin}/airbnb.ics`
    await form.getByLabel('The booking site’s calendar address').fill(feedUrl)
    await form.getByLabel('Name on the calendar (optional)').fill('Airbnb')
    await form.getByRole('button', { name: 'Link this calendar' }).click()
    await expect(form.getByRole('status')).toContainText('Linked: Airbnb takes unit 1')
    const links = page.getByRole('list', { name: `Booking sites of ${room.name}` })
    const airbnb = links.getByRole('listitem').filter({ hasText: 'Airbnb' })
    await expect(airbnb).toContainText('From 127.0.0.1')
    // The feed's address is the booking site's secret: never shown back.
    await expect(page.getByText('/airbnb.ics')).toHaveCount(0)

    const { facilities } = (
      await api(server.url, 'GET', '/api/staff/channels', undefined, adminHeaders)
    ).body as StaffChannels
    const link = facilities.find((f) => f.facility_id === room._id)!.links[0]!
    // The server imports it at once, as the link is added; the screen says so when it has.
    const events = await feedEvents(feedUrl, today)
    // Every night from today some event of the feed takes (its rolling blocks too), once each.
    const nights = new Set(
      events.flatMap((e) =>
        Array.from({ length: daysBetween(e.from, e.to) }, (_, i) => addDays(e.from, i)),
      ),
    )
    const fromToday = [...nights].filter((night) => night >= today).length
    expect(fromToday).toBeGreaterThan(3)
    // The screen looks again until the first import was tried.
    await expect(airbnb).toContainText('Last imported just now')
    await expect(airbnb).toContainText(`${fromToday} nights blocked from today`)
    // The address to give Airbnb: under the console's own origin (no PUBLIC_URL here).
    await expect(airbnb.getByLabel('Our address for Airbnb')).toHaveValue(
      `${consoleOrigin(server)}${new URL(link.export_url).pathname}`,
    )

    // The staff's calendar (a phone's week from today): Airbnb's bar over its three nights,
    // apart from the guest's request, and each night's words say who took it.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', {
        name: 'Calendar',
      })
      .click()
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${ROOM}`) }) })
    await expect(row.locator('.cal-bar.is-imported .cal-bar-name')).toHaveText('Airbnb')
    await expect(row.locator('.cal-bar.is-imported')).toHaveCount(3)
    await expect(
      row.getByRole('gridcell', { name: /: full, 1 of 1 taken on booking sites$/ }),
    ).toHaveCount(2)
    await expect(row.locator('.cal-bar.is-waiting .cal-bar-name')).toHaveText('? Chiamaka Eze')

    // The guest's request: the sentence on its page, and confirming refused with it.
    await page.goto(`/staff/requests/${ref}`)
    const sentence =
      'Airbnb has taken 1 of these nights, so this request cannot be confirmed. Decline it ' +
      'with a note, or offer the guest other dates.'
    await expect(page.getByRole('note').filter({ hasText: 'Airbnb has taken' })).toHaveText(
      sentence,
    )
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByRole('alert').filter({ hasText: sentence })).toBeVisible()

    // A guest's picker: Airbnb's nights cannot be chosen; the night before them can.
    const guest = await newDevice(browser, server.url)
    try {
      const site = await guest.newPage()
      await site.goto('/services')
      await site.getByRole('link', { name: `See More: ${room.name}` }).click()
      const dialog = site.getByRole('dialog', { name: room.name })
      await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: 15_000 })
      const calendar = picker(dialog)
      await expect.poll(() => calendar.today()).toBe(today)
      await expect(dialog.locator('.taken-notice')).toBeHidden()
      // Its first night stays a check-out day for a stay before it (said so in its name);
      // the others cannot be tapped at all.
      const [first, ...others] = taken
      await calendar.showMonth(first!)
      await expect(calendar.day(first!)).toHaveAccessibleName(
        /booked from this night, free to check out/,
      )
      for (const night of others) {
        await calendar.showMonth(night)
        await expect(calendar.day(night), `${night} is Airbnb's`).toHaveAttribute(
          'aria-disabled',
          'true',
        )
      }
      await calendar.showMonth(addDays(today, 2))
      await expect(calendar.day(addDays(today, 2))).not.toHaveAttribute('aria-disabled', 'true')
    } finally {
      await guest.close()
    }
  } finally {
    await owner.context.close()
    await server.stop()
    await feed.close()
  }
})

// Issue 50 on the owner's screen: a feed with an event it cannot read (and one with markup for a
// UID) is imported without it, and the link says which events were skipped, by their place in the
// feed; then the feed is cut off mid-answer: the link says the last try failed and keeps its nights.
test('a skipped event is named on the link; a feed cut off keeps its nights, at 320, 390 and 1280 px', async ({
  browser,
}, testInfo) => {
  const { feed, server, owner, today } = await ownerWithFeed(browser)
  try {
    const day = (n: number) => addDays(today, n).replaceAll('-', '')
    const markup = '<img src=x onerror=alert(1)>'
    const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']
    const calendar = (...events: string[][]) =>
      ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n')
    const good = event('UID:good', `DTSTART;VALUE=DATE:${day(3)}`, `DTEND;VALUE=DATE:${day(5)}`)
    feed.serve(
      calendar(
        event(`UID:${markup}`, `DTSTART;VALUE=DATE:${day(1)}`, `DTEND;VALUE=DATE:${day(2)}`),
        event(`UID:${markup}`, `DTSTART;VALUE=DATE:${day(8)}`, `DTEND;VALUE=DATE:${day(9)}`),
        good,
        event('UID:broken', 'DTSTART;VALUE=DATE:2026131'),
      ),
    )
    const room = await createFacility(server.url, { capacity: 1, name: ROOM })
    const page = owner.page
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/staff/booking-sites')
    const form = page.getByRole('region', { name: 'Link a booking site’s calendar' })
    await form.getByLabel('Facility').selectOption({ label: ROOM })
    await form
      .getByLabel('The booking site’s calendar address')
      .fill(`${feed.origin}/airbnb.ics?s=SECRET123`)
    await form.getByLabel('Name on the calendar (optional)').fill('Airbnb')
    await form.getByRole('button', { name: 'Link this calendar' }).click()
    const airbnb = page
      .getByRole('list', { name: `Booking sites of ${room.name}` })
      .getByRole('listitem')
      .filter({ hasText: 'Airbnb' })
    await expect(airbnb).toContainText('Last imported just now')
    await expect(airbnb).toContainText('3 nights blocked from today')
    const skipped = airbnb.getByRole('note').filter({ hasText: 'could not be read' })
    await expect(skipped).toContainText('2 things in the last import could not be read')
    await expect(skipped.getByRole('listitem')).toHaveText([
      'Event 2 was skipped: it has the same UID as event 1.',
      'Event 4 was skipped: its dates could not be read.',
    ])
    // The feed's own text never reaches the screen: no markup, no secret.
    await expect(page.locator('img[src="x"]')).toHaveCount(0)
    await expect(page.getByText('SECRET123')).toHaveCount(0)

    // The feed cut off after its first event (no END:VCALENDAR): a failed try, nights kept.
    feed.serve(calendar(good).split('END:VEVENT')[0]!)
    // `channels sync` on the server's database, as a cron or the owner would run it.
    const sync = await runCli(
      {
        DATA_DIR: server.dataDir,
        DATABASE_URL: '',
        ADMIN_TOKEN: TEST_ADMIN_TOKEN,
        OUTBOUND_ALLOWED_TEST_ORIGINS: feed.origin,
      },
      'channels',
      'sync',
    )
    expect(sync.code, sync.stderr).toBe(1)
    expect(sync.stdout + sync.stderr).not.toContain('SECRET123')
    await page.reload()
    await expect(airbnb.getByRole('note').filter({ hasText: 'failed' })).toContainText(
      "The feed's answer was cut off before the calendar's end",
    )
    await expect(airbnb).toContainText('The nights of the last good import stay blocked.')
    await expect(airbnb).toContainText('3 nights blocked from today')
    for (const scheme of ['light', 'dark'] as const) {
      await reloadInTheme(page, scheme)
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        // Nothing wider than the screen: the warnings wrap.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true)
        await keepElementScreenshot(airbnb, {
          path: testInfo.outputPath(`link-warnings-${width}-${scheme}.png`),
        })
      }
    }
    const a11y = await axeOn(page).include('.channel-link').analyze()
    expect(a11y.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  } finally {
    await owner.context.close()
    await server.stop()
    await feed.close()
  }
})
