// Tap to usable form (issue 16): from a guest's tap on "See More" on /services to the reservation
// form's name field visible and enabled, on a phone as Lighthouse's mobile emulation makes it.
// The page measures itself: an init script notes the tap's pointerdown (its timeStamp: when the
// input arrived, however busy the page then was) and checks on every frame for the field and for
// a taken day marked in the calendar. The tap is real input (Playwright's touchscreen), on
// whatever "See More" is, a button or a link: a link followed before the app runs leads to another
// page, so the tap's time is kept in sessionStorage, in epoch milliseconds (the new page has a
// clock of its own), and the watch goes on there.
import { en } from '../../src/content/messages/en'
import { fr } from '../../src/content/messages/fr'
import { RESERVE_ATTRIBUTE } from '../../src/lib/start-names'
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import type { Availability } from '../../contract/reservation'
import { takenDates } from '../../contract/stay-rules'
import { api } from '../../tests/support/server-process'
import { untilServiceWorkerControls } from './repeat-visit'
import {
  CPU_SLOWDOWN,
  emulateNetwork,
  MOBILE_SCALE,
  MOBILE_VIEWPORT,
  SIMULATED_SLOW_4G,
} from './throttling'

/** How long a guest looks at the page before the tap. */
const LOOK_MS = 3000
/** A tap with no form after this is reported as such: today's product may need seconds. */
export const TAP_BOUND_MS = 30_000
/** The page's own names for "See More", a button or a link (their labels start the same). */
/** A "See More" link: it names its facility (src/features/facilities/facility-card.tsx). */
const SEE_MORE = `[${RESERVE_ATTRIBUTE}]`

/** A first visit, a repeat visit, a tap at the first paint, the second carousel's first card. */
export type TapCase = 'first' | 'repeat' | 'atPaint' | 'secondCarousel' | 'french'

export interface TapRun {
  /** From the tap to the name field visible and enabled; Infinity when not within the bound. */
  formMs: number
  /** From the tap to the taken day marked in the calendar (first and repeat visits only). */
  takenMs?: number
  /** The form came up on the page the tap led to (a link followed before the app ran). */
  navigated: boolean
  /** How long after the first contentful paint the tap arrived (the at-paint case). */
  afterPaintMs?: number
}

export interface TapResults {
  runs: Record<TapCase, TapRun[]>
  /** The first room (the first carousel's first card) and the night taken in its calendar. */
  room: string
  takenNight: string
  /** The second carousel's first card. */
  secondCard: string
}

interface ProbeOptions {
  /** A taken day the calendar marks (`td[data-day=...].rdp-booked`); none: not watched. */
  takenDay?: string
  boundMs: number
  /** Ask for the tap as soon as the page has painted (the page scrolls "See More" into view). */
  tapAtPaint: boolean
  seeMore: string
  /** The form's name field's label, in the page's language: `Name`, `Nom`. */
  nameLabel: string
}

/** What the page reports once the form (and the taken day, if watched) is there, or at the bound. */
interface Probed {
  /** Epoch milliseconds, fractional. */
  tapAt: number
  formAt?: number
  takenAt?: number
  paintAt?: number
  /** The text of the "See More" the tap landed on ('' for anything else). */
  target: string
  navigated: boolean
}

/** Runs in the page, before its own scripts: on every document of the measured tab. */
function probe({ takenDay, boundMs, tapAtPaint, seeMore, nameLabel }: ProbeOptions) {
  const KEY = 'hearth-bench:tap'
  const page = window as unknown as {
    benchTapDone(result: Probed): void
    /** Where to tap; null: there is nothing to tap. */
    benchTapAt(point: { x: number; y: number } | null): void
  }
  const epoch = () => performance.timeOrigin + performance.now()
  /** An open dialog: a native one, or one with the role. */
  const dialog = ':is(dialog[open], [role="dialog"])'
  const kept = sessionStorage.getItem(KEY)
  let tap: Probed | undefined = kept ? (JSON.parse(kept) as Probed) : undefined
  let paintAt: number | undefined

  const nameField = () => {
    const labels = [...document.querySelectorAll<HTMLLabelElement>(`${dialog} label`)]
    return labels.find((label) => (label.textContent ?? '').trim().startsWith(nameLabel))?.control
  }
  const usable = () => {
    const field = nameField()
    return (
      field != null &&
      field.matches(':enabled') &&
      field.checkVisibility({ visibilityProperty: true }) &&
      field.getBoundingClientRect().height > 0
    )
  }
  const marked = () =>
    takenDay !== undefined &&
    document.querySelector(`${dialog} [data-day="${takenDay}"].rdp-booked`) !== null

  const watch = () => {
    if (!tap) return
    const now = epoch()
    const before = JSON.stringify(tap)
    if (tap.formAt === undefined && usable()) tap.formAt = now
    if (tap.takenAt === undefined && marked()) tap.takenAt = now
    if (JSON.stringify(tap) !== before) sessionStorage.setItem(KEY, JSON.stringify(tap))
    const complete =
      tap.formAt !== undefined && (takenDay === undefined || tap.takenAt !== undefined)
    if (complete || now - tap.tapAt > boundMs) page.benchTapDone(tap)
    else requestAnimationFrame(watch)
  }

  if (tap) {
    // The tap led here: a link followed before the app ran.
    tap.navigated = true
    requestAnimationFrame(watch)
  }
  addEventListener(
    'pointerdown',
    (event) => {
      if (tap) return
      // The event's time is when the input arrived; a page busy then runs this listener later.
      const stamp =
        event.timeStamp > 0 && event.timeStamp <= performance.now()
          ? event.timeStamp
          : performance.now()
      const target = event.target instanceof Element ? event.target.closest(seeMore) : null
      tap = {
        tapAt: performance.timeOrigin + stamp,
        paintAt,
        target: target?.textContent ?? '',
        navigated: false,
      }
      sessionStorage.setItem(KEY, JSON.stringify(tap))
      requestAnimationFrame(watch)
    },
    { capture: true },
  )

  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0]
    if (!paint) return
    observer.disconnect()
    paintAt = performance.timeOrigin + paint.startTime
    // Once: not again on the page a followed link led to.
    if (!tapAtPaint || tap) return
    // As a guest who scrolled to it: below a phone's fold, or under the bottom bar, it takes no tap.
    const button = document.querySelector(seeMore)
    if (!button) return page.benchTapAt(null)
    button.scrollIntoView({ block: 'center', behavior: 'instant' })
    const box = button.getBoundingClientRect()
    page.benchTapAt({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
  }).observe({ type: 'paint', buffered: true })
}

/** Lighthouse's mobile network and CPU, as the tap targets were set under. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await emulateNetwork(cdp, SIMULATED_SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

const phone = (browser: Browser) =>
  browser.newContext({
    viewport: MOBILE_VIEWPORT,
    deviceScaleFactor: MOBILE_SCALE,
    isMobile: true,
    hasTouch: true,
  })

/** The first "See More" of the `index`th carousel (a named section holding "See More"s). */
const seeMoreIn = (page: Page, index: number): Locator =>
  page
    .getByRole('region')
    .filter({ has: page.locator(SEE_MORE) })
    .nth(index)
    .locator(SEE_MORE)
    .first()

interface Tap {
  /** The label the tap must land on. */
  expect: string
  takenDay?: string
  /** Tap this carousel's first card after LOOK_MS on the loaded page; none: tap at the paint. */
  carousel?: number
  /** The page: /services unless told (/fr/services, the French build's). */
  path?: string
  /** The form's name field's label on that page; English unless told. */
  nameLabel?: string
}

/** Loads `url` in a throttled `page`, taps as `how` says, and waits for what the page reports. */
async function measureTap(page: Page, url: string, how: Tap): Promise<TapRun> {
  await throttle(page)
  let report: (result: Probed) => void = () => {}
  const reported = new Promise<Probed>((resolve) => (report = resolve))
  let tapFailed: (error: unknown) => void = () => {}
  const failed = new Promise<never>((_, reject) => (tapFailed = reject))
  await page.exposeFunction('benchTapDone', (result: Probed) => report(result))
  await page.exposeFunction('benchTapAt', (point: { x: number; y: number } | null) => {
    if (point) page.touchscreen.tap(point.x, point.y).catch(tapFailed)
    else tapFailed(new Error('no "See More" on the page at its first contentful paint'))
  })
  const options: ProbeOptions = {
    takenDay: how.takenDay,
    boundMs: TAP_BOUND_MS,
    tapAtPaint: how.carousel === undefined,
    seeMore: SEE_MORE,
    nameLabel: how.nameLabel ?? en.reservation.form.name,
  }
  // As source text, after a stand-in for the `__name` helper that tsx's esbuild (keepNames) wraps
  // named functions in: the page has no such helper.
  await page.addInitScript({
    content: `var __name = (f) => f;\n(${probe.toString()})(${JSON.stringify(options)})`,
  })
  let timer: NodeJS.Timeout | undefined
  const bounded = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`no report from the page ${TAP_BOUND_MS / 1000 + 60} s after the load`)),
      TAP_BOUND_MS + 60_000,
    )
  })
  try {
    // A tap at the paint comes before the load ends, and may follow a link: a load that ends
    // on another page. Then the page's own report is all there is to wait for.
    const tapAtPaint = how.carousel === undefined
    await page.goto(url, { waitUntil: tapAtPaint ? 'commit' : 'load', timeout: 120_000 })
    if (how.carousel !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, LOOK_MS))
      // A touch at the button's middle, as a guest's finger lands, not Playwright's locator.tap():
      // that one checks its target by listening in the page (capturing listeners on window for
      // each of the tap's events: ~6 ms at the pointerdown at 4x CPU, traced), inside the time
      // measured, work a guest's phone does not do.
      const button = seeMoreIn(page, how.carousel)
      // Scrolled to only when out of view, as locator.tap() does (a scroll starts the app).
      await button.scrollIntoViewIfNeeded({ timeout: 30_000 })
      const box = await button.boundingBox({ timeout: 30_000 })
      if (!box) throw new Error(`"${how.expect}" has no box to tap`)
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    }
    const result = await Promise.race([reported, failed, bounded])
    if (result.target !== how.expect) {
      throw new Error(`the tap landed on "${result.target}", not on "${how.expect}"`)
    }
    const since = (at: number | undefined) => (at === undefined ? Infinity : at - result.tapAt)
    return {
      formMs: since(result.formAt),
      takenMs: how.takenDay === undefined ? undefined : since(result.takenAt),
      navigated: result.navigated,
      afterPaintMs:
        how.carousel === undefined && result.paintAt !== undefined
          ? result.tapAt - result.paintAt
          : undefined,
    }
  } finally {
    clearTimeout(timer)
  }
}

async function inFreshContext<T>(browser: Browser, use: (context: BrowserContext) => Promise<T>) {
  const context = await phone(browser)
  try {
    return await use(context)
  } finally {
    await context.close()
  }
}

/** A first visit, or (`repeat`) a visit with the service worker installed and in control. */
function visit(browser: Browser, baseUrl: string, how: Tap, repeat = false) {
  return inFreshContext(browser, async (context) => {
    if (repeat) {
      // The first visit, unthrottled (only the repeat is measured): the service worker installs
      // and takes control, the app's idle work (the catalogue kept) finishes.
      const first = await context.newPage()
      await first.goto(`${baseUrl}${how.path ?? '/services'}`, { waitUntil: 'load' })
      await untilServiceWorkerControls(first)
      await first.close()
    }
    return measureTap(await context.newPage(), `${baseUrl}${how.path ?? '/services'}`, how)
  })
}

interface Listed {
  _id: string
  name: string
  type: string
}

/**
 * Fills the first room's first free night from tomorrow on (a free night is in the calendar's two
 * months shown: at most 28 days on), as many times as the room holds guests, so the calendar
 * marks it taken.
 */
async function takeANight(baseUrl: string, room: Listed): Promise<string> {
  const res = await api(baseUrl, 'GET', `/api/facilities/${room._id}/availability`)
  const availability = res.body as Availability
  const taken = takenDates(availability.taken)
  let night = addDays(availability.today, 1)
  while (taken.has(night)) {
    night = addDays(night, 1)
    if (night > addDays(availability.today, 28)) throw new Error('no free night in four weeks')
  }
  for (let guest = 0; guest < availability.capacity; guest++) {
    const booked = await api(baseUrl, 'PUT', `/api/facilities/reserve/${room._id}`, {
      facility_id: room._id,
      facility_type: room.type,
      reservation_id: `bench-taken-${night}-${guest}`,
      reservation_name: 'Bench Guest',
      reservation_phone: '+2348035550100',
      reservation_email: '',
      dateRange: { from: night, to: addDays(night, 1) },
    })
    if (booked.status !== 200) {
      throw new Error(`booking ${night} failed: ${booked.status} ${JSON.stringify(booked.body)}`)
    }
  }
  return night
}

/**
 * `runs` of each case, interleaved run by run (a slow moment of the machine spreads over all).
 * The rooms carousel comes first on /services, the apartments second, in the API's order.
 */
export async function measureTaps(
  browser: Browser,
  baseUrl: string,
  runs: number,
  log: (message: string) => void,
): Promise<TapResults> {
  const list = (await api(baseUrl, 'GET', '/api/facilities')).body as Listed[]
  const room = list.find((f) => f.type === 'room')
  const apartment = list.find((f) => f.type === 'apartment')
  if (!room || !apartment) throw new Error('the catalogue has no room or no apartment')
  const takenNight = await takeANight(baseUrl, room)
  const roomTap = { expect: `See More: ${room.name}`, carousel: 0, takenDay: takenNight }
  const results: TapResults = {
    runs: { first: [], repeat: [], atPaint: [], secondCarousel: [], french: [] },
    room: room.name,
    takenNight,
    secondCard: apartment.name,
  }
  for (let run = 0; run < runs; run++) {
    const step = `(run ${run + 1}/${runs})`
    log(`tap to form: first visit ${step}`)
    results.runs.first.push(await visit(browser, baseUrl, roomTap))
    log(`tap to form: repeat visit ${step}`)
    results.runs.repeat.push(await visit(browser, baseUrl, roomTap, true))
    log(`tap to form: tap at the first contentful paint ${step}`)
    results.runs.atPaint.push(await visit(browser, baseUrl, { expect: roomTap.expect }))
    log(`tap to form: the second carousel's first card ${step}`)
    results.runs.secondCarousel.push(
      await visit(browser, baseUrl, { expect: `See More: ${apartment.name}`, carousel: 1 }),
    )
    log(`tap to form: first visit of /fr/services ${step}`)
    results.runs.french.push(
      await visit(browser, baseUrl, {
        ...roomTap,
        expect: fr.pages.catalogue.seeMoreLabel(room.name),
        path: '/fr/services',
        nameLabel: fr.reservation.form.name,
      }),
    )
  }
  return results
}
