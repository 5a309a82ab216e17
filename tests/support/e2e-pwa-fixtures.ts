// Shared pieces of the offline and PWA browser tests: a fresh server per test (its own database,
// so reservation counts and capacity belong to the test alone), the server's request log, and
// the steps a guest takes: wait for the service worker, reserve a facility, read the outcome.
// A file whose tests only read the site may share one server per worker instead
// (`test.use({ shareServer: true })`): starting a server costs one to four seconds of a 2-core
// machine, and a browser context of its own per test keeps the devices apart as before.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { formatReference, reservationReference } from '../../contract/reference'
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import type { ReservationRecord } from '../../contract/reservation'
import { APP_READY_ATTRIBUTE } from '../../src/app/app-ready'
import { en } from '../../src/content/messages/en'
import { FACILITIES_API_CACHE, RESERVATIONS_KEY } from '../../src/lib/start-names'
import { cliBuild } from './cli-build'
import {
  adminHeaders,
  api,
  DIST,
  PUBLIC_URL,
  ROOT,
  startServer,
  type ServerHandle,
} from './server-process'

export { DIST, PUBLIC_URL }
export { RESERVATIONS_KEY }

export interface LoggedRequest {
  method: string
  url: string
}

/** Every request the server logs from now on (its own tail keeps only the last 50 kB). */
export function recordRequests(server: ServerHandle): LoggedRequest[] {
  const requests: LoggedRequest[] = []
  let partial = ''
  server.child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as { msg?: string; req?: LoggedRequest }
        if (entry.msg === 'incoming request' && entry.req) {
          requests.push({ method: entry.req.method, url: entry.req.url })
        }
      } catch {
        // not a JSON log line
      }
    }
  })
  return requests
}

/**
 * Waits until `log` (recordRequests) holds every request the server took before now. The lines
 * reach the test through the server's stdout, after its answers: a count read as soon as the page
 * showed the answer may miss the line (CI, under load: a delivered cancellation counted 0 times).
 * The server logs its requests in the order they come (GETs not at all: app.ts), so once a marker
 * request's line is read, every earlier one's is too. The marker is a POST to no route: a 404.
 */
export async function logCaughtUp(server: ServerHandle, log: readonly LoggedRequest[]) {
  const mark = `/api/__log-mark/${Date.now()}-${Math.random().toString(36).slice(2)}`
  await api(server.url, 'POST', mark, {})
  await expect.poll(() => log.some((r) => r.method === 'POST' && r.url === mark)).toBe(true)
}

export async function blockThirdParties(context: BrowserContext) {
  // The contact page's map tiles: no test depends on the outside world.
  await context.route('https://www.openstreetmap.org/**', (route) => route.abort())
}

/** The devices open now (newDevice), so a test's own are closed after it (`closeDevices`). */
const openDevices = new Set<BrowserContext>()

/**
 * A context of its own (another device), with third parties blocked. One opened by a test (or its
 * beforeEach) is closed after that test; one opened in a beforeAll lives as long as its file's
 * tests need it.
 */
export async function newDevice(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL })
  openDevices.add(context)
  context.once('close', () => openDevices.delete(context))
  await blockThirdParties(context)
  return context
}

export interface PwaFixtures {
  /**
   * A fresh server on dist/ with a database of its own, stopped after the test; with
   * `shareServer`, the worker's one server for such tests, stopped when the worker ends.
   */
  server: ServerHandle
  /**
   * For a test that neither writes to the database nor stops the server (nor depends on a
   * database nobody else wrote to): it may use the worker's shared server. False by default.
   */
  shareServer: boolean
  /** The requests that server logs during the test. */
  serverLog: LoggedRequest[]
  /** Opens another device (browser context) on `baseURL`; closed after the test. */
  openDevice: (baseURL: string) => Promise<BrowserContext>
  /**
   * Closes the devices a test opened with newDevice (a staff phone, say) once it ends. They were
   * left open until the worker's end: their pages went on asking a stopped server (the console's
   * live stream, its offline retries), load on the machine for every test after them.
   */
  closeDevices: void
}

interface WorkerFixtures {
  /** The worker's shared server, started by the first test that asks for it. */
  sharedServer: () => Promise<ServerHandle>
}

export const test = base.extend<PwaFixtures, WorkerFixtures>({
  shareServer: [false, { option: true }],
  sharedServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let started: Promise<ServerHandle> | undefined
      await use(() => (started ??= startServer({ site: true })))
      if (started) await (await started).stop()
    },
    { scope: 'worker' },
  ],
  server: async ({ shareServer, sharedServer }, use) => {
    if (shareServer) return use(await sharedServer())
    const server = await startServer({ site: true })
    await use(server)
    await server.stop()
  },
  serverLog: async ({ server }, use) => use(recordRequests(server)),
  baseURL: async ({ server }, use) => use(server.url),
  context: async ({ context }, use) => {
    await blockThirdParties(context)
    await use(context)
  },
  closeDevices: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const before = new Set(openDevices)
      await use()
      const opened = [...openDevices].filter((context) => !before.has(context))
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)))
    },
    { auto: true },
  ],
  openDevice: async ({ browser }, use) => {
    const opened: BrowserContext[] = []
    await use(async (baseURL) => {
      const context = await newDevice(browser, baseURL)
      opened.push(context)
      return context
    })
    await Promise.all(opened.map((context) => context.close()))
  },
})
export { expect }

/** Whether the app has taken the page over (src/app/app-ready.ts). */
/**
 * Holds the requests for `pattern` (the app's code, by default) until `release()`: the page as it
 * is before that code runs.
 */
export async function holdCode(page: Page, pattern = '**/assets/*.js') {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}

export const hydrated = (page: Page) =>
  page.evaluate(
    (attribute) => document.documentElement.hasAttribute(attribute),
    APP_READY_ATTRIBUTE,
  )

/**
 * The guest's hand on the page, then the app's takeover: a page's app starts at the first sign of a
 * hand (src/start/start-app.ts), here a key that types nothing and moves nothing, pressed once the
 * page's inline script listens (it runs in the head). The page checks on every frame: no round
 * trip to the test per check, and no poll interval that grows to a second while the app is there.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.readyState !== 'loading', undefined, {
    polling: 'raf',
  })
  await page.keyboard.press('Shift')
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    APP_READY_ATTRIBUTE,
    { polling: 'raf' },
  )
}

/**
 * A page as the guest has it: its heading shown, the app in charge, and the fixed footer's height
 * measured into `--footer-h` (what keeps the page's end and its focus clear of the bar).
 */
export async function waitForMeasuredPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForHydration(page)
  await page.waitForFunction(() => {
    const footer = document.querySelector<HTMLElement>('[data-fixed-footer]')!
    return (
      document.documentElement.style.getPropertyValue('--footer-h') === `${footer.offsetHeight}px`
    )
  })
}

/** Waits until the service worker is active and controls this page. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // Checked by the page on every frame (one round trip), not by the test on a growing interval.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** One online visit to the home page, as a guest makes it: until the site works offline. */
export async function visitOnce(page: Page, pathname = '/') {
  await page.goto(pathname)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The guest's hand: the app starts (src/start/start-app.ts).
  await waitForHydration(page)
  await waitForServiceWorker(page)
  // The app fetches the catalogue once the worker controls the page; the worker keeps it a moment
  // after the page has its answer. Let both finish: a test may cut the network right after.
  await catalogueSaved(page)
  await page.waitForLoadState('networkidle')
}

/**
 * Waits until the catalogue is kept on the device: in the service worker's runtime cache (the
 * worker asks for it once active, the app once the worker controls the page, on any page) or in the persisted query cache (the
 * services page writes it about a second after it arrives). A visit cut shorter than that leaves
 * nothing behind, so tests about the outbox wait here for the catalogue, that it cannot make them
 * fail at random.
 */
export async function catalogueSaved(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async (cacheName) => {
          if (localStorage.getItem('hearth:query-cache')?.includes('"facilities"')) return true
          const cache = await caches.open(cacheName)
          const keys = await cache.keys()
          return keys.some((request) => new URL(request.url).pathname.endsWith('/facilities'))
        }, FACILITIES_API_CACHE),
      { message: 'the catalogue is saved on the device' },
    )
    .toBe(true)
}

/** A calendar date `days` after today, in the browser's (and this machine's) time zone. */
export function dayFromToday(days: number): string {
  const d = new Date()
  d.setDate(d.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * The date picker of an open reservation dialog, read as a guest reads it. Only a month's own days
 * count: each grid also holds the days before and after its month (`data-outside`, hidden and
 * without a button), so the last days of a month sit in the next month's grid too.
 */
export function picker(dialog: Locator) {
  const ownDays = dialog.locator('td[data-day]:not([data-outside])')
  const day = (date: string) =>
    dialog.locator(`td[data-day="${date}"]:not([data-outside])`).getByRole('button')
  /** The months on show (`YYYY-MM`), read from the grids' own days once the months are drawn. */
  const shownMonths = async () => {
    // The dialog draws its fields first and its months a render later: wait for them.
    await expect(ownDays.first()).toBeAttached()
    const days = await ownDays.evaluateAll((cells) =>
      cells.map((cell) => cell.getAttribute('data-day')!.slice(0, 7)),
    )
    return [...new Set(days)].sort()
  }
  return {
    day,
    /** The hotel's today, as the picker marks it (not the browser's calendar). */
    today: async () =>
      (await dialog
        .locator('td[data-today]:not([data-outside])')
        .first()
        .getAttribute('data-day'))!,
    /** A day `offset` days after the picker's today. */
    inDays: async (offset: number) => addDays(await picker(dialog).today(), offset),
    /** Taps a day, after checking the picker offers it (a refused day says why in its name). */
    tap: async (date: string) => {
      await expect(day(date), `${date} can be chosen`).not.toHaveAttribute('aria-disabled', 'true')
      await day(date).click()
    },
    shownMonths,
    /** Shows the month of `date` with the month buttons, as a guest would, one month a tap. */
    showMonth: async (date: string) => {
      const month = date.slice(0, 7)
      for (let taps = 0; ; taps++) {
        const shown = await shownMonths()
        if (shown.includes(month)) break
        // A date 5 years away is a bug of the test, not a walk to make.
        expect(taps, `${month} is within 60 months of ${shown.join(', ')}`).toBeLessThan(60)
        const towards = month < shown[0]! ? /previous month/i : /next month/i
        await dialog.getByRole('button', { name: towards }).click()
        // The tap has been taken once the months on show have changed.
        await expect.poll(shownMonths).not.toEqual(shown)
      }
      await expect(day(date)).toBeVisible()
    },
  }
}

/**
 * In an open reservation dialog: taps the first one-night stay the picker offers among the months
 * on show, as a guest would who takes what is free. Other tests share the server and book the same
 * facilities, so a fixed day (tonight, say) may be full by the time a test runs. The stay's dates.
 */
export async function tapFreeNight(dialog: Locator) {
  const calendar = picker(dialog)
  await calendar.shownMonths()
  // The days taken and the hotel's today are known once the notice that checks them has gone.
  await expect(dialog.locator('.taken-notice')).toBeHidden()
  const offered = async () =>
    dialog
      .locator(
        'td[data-day]:not([data-outside]) button:not([disabled]):not([aria-disabled="true"])',
      )
      .evaluateAll((buttons) => buttons.map((b) => b.closest('td')!.getAttribute('data-day')!))
  for (const from of await offered()) {
    const to = addDays(from, 1)
    if (!(await offered()).includes(to)) continue
    await calendar.tap(from)
    // After the check-in, the picker offers only the days that can end this stay.
    if ((await offered()).includes(to)) {
      await calendar.tap(to)
      await expect(dialog.getByText('· 1 night')).toBeVisible()
      return { from, to }
    }
  }
  throw new Error('the picker offers no free night in the months on show')
}

export interface ReservationRequest {
  facility: string
  /** Days after the hotel's today (the picker shows it): a check-in and a check-out. */
  fromDay: number
  toDay: number
  name?: string
  phone?: string
}

/**
 * On the services page: See More, the form, up to Reserve (not tapped). Two taps make any stay: the
 * check-in, then the check-out (a check-in a few nights away first makes a stay from today, which
 * the second tap turns into the stay from the check-in). The open dialog, and the stay's dates.
 */
export async function fillReservation(page: Page, request: ReservationRequest) {
  const { facility } = request
  await page.getByRole('link', { name: `See More: ${facility}` }).click()
  const dialog = page.getByRole('dialog', { name: facility })
  // Its code, and offline the failed check of the days taken, come first: slow on a busy machine.
  await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: 15_000 })
  return { dialog, ...(await fillDialog(dialog, request)) }
}

/** In an open reservation dialog: the name, the phone, and the stay `fromDay` to `toDay` ahead. */
export async function fillDialog(
  dialog: Locator,
  {
    fromDay,
    toDay,
    name = 'Ada Guest',
    phone = '+234 803 555 0100',
  }: Omit<ReservationRequest, 'facility'>,
) {
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Phone').fill(phone)
  const calendar = picker(dialog)
  const [from, to] = [await calendar.inDays(fromDay), await calendar.inDays(toDay)]
  await calendar.showMonth(from)
  await calendar.tap(from)
  await calendar.showMonth(to)
  await calendar.tap(to)
  const nights = toDay - fromDay
  await expect(dialog.getByText(`· ${nights} ${nights === 1 ? 'night' : 'nights'}`)).toBeVisible()
  return { from, to }
}

/** On the services page: See More, the form, Reserve. Ends on the confirmation page. */
export async function reserve(page: Page, request: ReservationRequest) {
  const { dialog, from, to } = await fillReservation(page, request)
  await dialog.getByRole('button', { name: 'Reserve' }).click()
  await expect(page).toHaveURL(/\/confirmation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Reservation' })).toBeVisible()
  return { from, to }
}

export interface StoredEntry {
  reservation_id: string
  status: string
  dateRange: { from: string; to: string }
  facility: { id: string; name: string }
}

/** The records the device keeps under `key` (one key each, `<key>:<id>`: src/lib/keyed-store.ts). */
export async function keptRecords<T>(page: Page, key: string): Promise<T[]> {
  return page.evaluate((prefix) => {
    const found: unknown[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)
      if (k?.startsWith(prefix)) found.push(JSON.parse(localStorage.getItem(k)!))
    }
    return found as T[]
  }, `${key}:`)
}

/** The reservations this device keeps (its confirmations), newest first. */
export async function storedReservations(page: Page): Promise<StoredEntry[]> {
  const kept = await keptRecords<StoredEntry & { createdAt: string }>(page, RESERVATIONS_KEY)
  return kept.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/** What the staff see: every reservation the server holds. */
export async function serverReservations(server: ServerHandle): Promise<ReservationRecord[]> {
  const res = await api(server.url, 'GET', '/api/reservations', undefined, adminHeaders)
  expect(res.status).toBe(200)
  return res.body as ReservationRecord[]
}

/** How many times each reservation_id occurs on the server. */
export async function serverCounts(server: ServerHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const r of await serverReservations(server)) {
    counts[r.reservation_id] = (counts[r.reservation_id] ?? 0) + 1
  }
  return counts
}

/** Each state's badge, as the English pages write it (the site's catalogue, not a copy). */
const STATUS_LABELS = en.reservation.states
export type DeliveryStatus = keyof typeof STATUS_LABELS

/**
 * The status badges on the confirmation page (one per request made on the device), or
 * only those showing `status`. The router's links carry a data-status of their own: the label
 * tells the badges apart.
 */
export function statusBadges(page: Page, status?: DeliveryStatus) {
  const label = status ? STATUS_LABELS[status] : Object.values(STATUS_LABELS).join('|')
  return page
    .locator(status ? `[data-status="${status}"]` : '[data-status]')
    .filter({ hasText: new RegExp(`^(${label})$`) })
}

/** The short reference a request's card shows (ABCDE-FGHJK), as the device derives it. */
export async function shownReference(reservationId: string): Promise<string> {
  return formatReference(await reservationReference(reservationId))
}

const execFileAsync = promisify(execFile)

/** The staff's CLI (`npm run admin -- ...`) on a server's database; what it printed. */
export async function admin(
  server: ServerHandle,
  args: string[],
  databaseUrl = '',
): Promise<string> {
  const env = { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl }
  const { stdout } = await execFileAsync(process.execPath, [await cliBuild(), ...args], {
    cwd: ROOT,
    env,
  })
  return stdout
}
