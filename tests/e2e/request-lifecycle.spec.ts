// Issue 15: a request gets an answer, and the guest sees it. On SQLite and on PostgreSQL: the
// staff confirm with the CLI and the guest's page shows it within one status poll; a decline's
// note reaches the guest and frees the nights; the guest cancels online and offline (delivered
// once); an unanswered request expires after its hold, frees its nights, and can no longer be
// confirmed on top of the guest who took them.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import type { Browser, Page } from '@playwright/test'
import { STATUS_POLL_MS } from '../../src/app/outbox/outbox-timing'
import { hotel } from '../../src/content/hotel'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { createFacility } from '../support/api-fixtures'
import {
  admin,
  DIST,
  expect,
  newDevice,
  logCaughtUp,
  recordRequests,
  reserve,
  shownReference,
  statusBadges,
  storedReservations,
  test,
  visitOnce,
} from '../support/e2e-pwa-fixtures'
import { postgresAvailable, startPostgres, type PgCluster } from '../support/postgres'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'
import { keepElementScreenshot } from '../support/kept-screenshots'

const ANSWER = { timeout: 30_000 }

for (const db of ['sqlite', 'postgres'] as const) {
  test.describe(`on ${db}`, () => {
    test.skip(db === 'postgres' && !postgresAvailable(), 'PostgreSQL is not installed')
    // One PostgreSQL cluster for the three (its beforeAll): they stay in one worker.
    if (db === 'postgres') test.describe.configure({ mode: 'default' })
    // Two or three guests' flows, a CLI run or two and a hold to wait out: 20-40 s on a quiet
    // machine, more on a busy one.
    test.setTimeout(150_000)
    let cluster: PgCluster | undefined
    const servers: ServerHandle[] = []
    const urls = new Map<ServerHandle, string>()

    test.beforeAll(async () => {
      if (db === 'postgres') cluster = await startPostgres()
    })
    // eslint-disable-next-line no-empty-pattern
    test.afterEach(async ({}, testInfo) => {
      if (testInfo.status !== testInfo.expectedStatus)
        servers.forEach((s, i) => void testInfo.attach(`server ${i}`, { body: s.output() }))
      await Promise.all(servers.splice(0).map((s) => s.stop()))
    })
    test.afterAll(() => cluster?.stop())

    /** The built site and the API on a fresh database of this kind. */
    async function startSite(env: Record<string, string> = {}) {
      const databaseUrl =
        cluster && (await cluster.createDatabase(`e2e_${randomBytes(4).toString('hex')}`))
      const server = await startServer({ databaseUrl, env: { SITE_DIR: DIST, ...env } })
      servers.push(server)
      if (databaseUrl) urls.set(server, databaseUrl)
      return server
    }

    /** The staff's CLI on that server's database. */
    const staff = (server: ServerHandle, ...args: string[]) => admin(server, args, urls.get(server))

    /** A guest's phone on the services page, with the site's clock under the test's hand. */
    async function guest(browser: Browser, server: ServerHandle, { offline = false } = {}) {
      const device = await newDevice(browser, server.url)
      const page = await device.newPage()
      await page.clock.install()
      // A device that will go offline first keeps the site (the service worker) and the catalogue.
      if (offline) await visitOnce(page, '/services')
      else await page.goto('/services')
      return { device, page }
    }

    const cardOf = (page: Page, id: string) => page.locator(`[data-request="${id}"]`)

    test('the staff confirm with the CLI and decline with a note: the guest sees both, and the nights go free', async ({
      browser,
    }) => {
      const server = await startSite()
      await createFacility(server.url, { capacity: 1, name: 'Lifecycle Room' })
      const { page } = await guest(browser, server)
      await reserve(page, { facility: 'Lifecycle Room', fromDay: 2, toDay: 4 })
      await page.goto('/services')
      await reserve(page, { facility: 'Lifecycle Room', fromDay: 6, toDay: 8 })
      // Newest first: the stay in days 6 to 8 is confirmed, the one in days 2 to 4 declined.
      const [confirmed, declined] = await storedReservations(page)
      await expect(statusBadges(page, 'sent')).toHaveCount(2, ANSWER)

      const ref = await shownReference(confirmed!.reservation_id)
      await expect(cardOf(page, confirmed!.reservation_id).getByText(ref)).toBeVisible()
      expect(await staff(server, 'reservations', 'confirm', ref)).toContain('confirmed')
      await staff(
        server,
        'reservations',
        'decline',
        await shownReference(declined!.reservation_id),
        '--note',
        'We are closed for a private event that week.',
      )
      // The page's live stream (issue 37) brings both answers; without it, the next poll would.
      await page.clock.fastForward(STATUS_POLL_MS)
      const yes = cardOf(page, confirmed!.reservation_id)
      const no = cardOf(page, declined!.reservation_id)
      await expect(yes.locator('[data-status="confirmed"]')).toHaveText('Confirmed', ANSWER)
      await expect(no.locator('[data-status="declined"]')).toHaveText('Declined', ANSWER)
      await expect(no.getByText('We are closed for a private event that week.')).toBeVisible()
      await expect(no.getByRole('link', { name: 'Choose other dates' })).toBeVisible()
      await expect(no.getByRole('button', { name: 'Cancel this request' })).toHaveCount(0)
      // "Call us" is a call link to the hotel's phone (src/content/hotel.ts).
      await expect(no.getByRole('link', { name: hotel.phone.display })).toHaveAttribute(
        'href',
        `tel:${hotel.phone.tel}`,
      )
      for (const theme of ['light', 'dark']) {
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key!, value!),
          [THEME_STORAGE_KEY, theme],
        )
        await page.reload()
        for (const width of [320, 390, 1280]) {
          await page.setViewportSize({ width, height: 844 })
          await expect(no.getByRole('link', { name: hotel.phone.display })).toBeVisible()
          await keepElementScreenshot(no, {
            path: `test-results/declined-card/${width}-${theme}.png`,
          })
        }
      }

      // The declined nights are free: another guest books them.
      const other = await guest(browser, server)
      await reserve(other.page, {
        facility: 'Lifecycle Room',
        fromDay: 2,
        toDay: 4,
        name: 'Bola Other',
        phone: '+234 803 555 0199',
      })
      await expect(statusBadges(other.page, 'sent')).toHaveCount(1, ANSWER)
      // (Accepted: with a capacity of one, the nights were free.)
    })

    test('a guest cancels online, and offline: the cancellation waits, then reaches the hotel once', async ({
      browser,
    }) => {
      const server = await startSite()
      const log = recordRequests(server)
      await createFacility(server.url, { capacity: 1, name: 'Lifecycle Room' })
      const { device, page } = await guest(browser, server, { offline: true })
      await reserve(page, { facility: 'Lifecycle Room', fromDay: 2, toDay: 3 })
      await page.goto('/services')
      await reserve(page, { facility: 'Lifecycle Room', fromDay: 5, toDay: 6 })
      const [offline, online] = await storedReservations(page)
      await expect(statusBadges(page, 'sent')).toHaveCount(2, ANSWER)

      const cancel = async (id: string) => {
        const card = cardOf(page, id)
        await card.getByRole('button', { name: 'Cancel this request' }).click()
        await card.getByRole('button', { name: 'Yes, cancel it' }).click()
        return card
      }
      const first = await cancel(online!.reservation_id)
      await expect(first.locator('[data-status="cancelled"]')).toHaveText('Cancelled', ANSWER)

      await device.setOffline(true)
      // The calendar file is made on the device: offline too.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        cardOf(page, offline!.reservation_id)
          .getByRole('button', { name: 'Add to calendar' })
          .click(),
      ])
      const ics = await fs.readFile(await download.path(), 'utf8')
      expect(download.suggestedFilename()).toMatch(/\.ics$/)
      expect(ics).toContain(`DTSTART;VALUE=DATE:${offline!.dateRange.from.replaceAll('-', '')}`)
      expect(ics).toContain(`Reference ${await shownReference(offline!.reservation_id)}`)
      const second = await cancel(offline!.reservation_id)
      await expect(second.locator('[data-status="cancelling"]')).toHaveText('Cancelling')
      await page.reload()
      await expect(
        cardOf(page, offline!.reservation_id).locator('[data-status="cancelling"]'),
      ).toBeVisible()
      await device.setOffline(false)
      await expect(
        cardOf(page, offline!.reservation_id).locator('[data-status="cancelled"]'),
      ).toHaveText('Cancelled', ANSWER)

      const listed = await api(server.url, 'GET', '/api/reservations', undefined, adminHeaders)
      const statuses = Object.fromEntries(
        (listed.body as { reservation_id: string; status: string }[]).map((r) => [
          r.reservation_id,
          r.status,
        ]),
      )
      expect(statuses).toEqual({
        [online!.reservation_id]: 'cancelled',
        [offline!.reservation_id]: 'cancelled',
      })
      await logCaughtUp(server, log)
      const cancels = (id: string) =>
        log.filter((r) => r.method === 'POST' && r.url === `/api/reservations/${id}/cancel`)
      expect(cancels(online!.reservation_id)).toHaveLength(1)
      expect(cancels(offline!.reservation_id)).toHaveLength(1)
    })

    test('an unanswered request expires after its hold: its nights go free, and it can no longer be confirmed', async ({
      browser,
    }) => {
      // A hold of 9 seconds.
      const server = await startSite({ REQUEST_HOLD_HOURS: String(9 / 3600) })
      const room = await createFacility(server.url, { capacity: 1, name: 'Lifecycle Room' })
      const { page } = await guest(browser, server)
      await reserve(page, { facility: 'Lifecycle Room', fromDay: 2, toDay: 4 })
      const [first] = await storedReservations(page)
      await expect(statusBadges(page, 'sent')).toHaveCount(1, ANSWER)
      await expect(page.getByText(/If the hotel has not answered by/)).toBeVisible(ANSWER)
      const statusOf = async () =>
        (await api(server.url, 'GET', `/api/reservations/${first!.reservation_id}/status`)).body
      await expect
        .poll(async () => (await statusOf()) as { status: string }, ANSWER)
        .toMatchObject({
          status: 'expired',
        })
      await page.clock.fastForward(STATUS_POLL_MS)
      await expect(page.locator('[data-status="expired"]')).toHaveText('Expired', ANSWER)

      const other = await guest(browser, server)
      await reserve(other.page, {
        facility: 'Lifecycle Room',
        fromDay: 2,
        toDay: 4,
        name: 'Bola Other',
        phone: '+234 803 555 0199',
      })
      await expect(statusBadges(other.page, 'sent')).toHaveCount(1, ANSWER)
      const [second] = await storedReservations(other.page)
      const late = await api(
        server.url,
        'POST',
        `/api/reservations/${first!.reservation_id}/confirm`,
        {},
        adminHeaders,
      )
      expect(late.status).toBe(409)
      const theirs = await api(
        server.url,
        'GET',
        `/api/reservations/${second!.reservation_id}/status`,
      )
      expect(theirs.body).toMatchObject({ status: 'received', facility_id: room._id })
    })
  })
}
