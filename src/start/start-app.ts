// When a prerendered page's app starts (for the inline script, src/start/inline-script.ts).
//
// The page works before its app runs, and without it: its links are links, the phone menu is a
// <details>, the theme toggle and "See More" are answered by the inline script
// (./theme.ts, ../features/reservations/early-reserve.ts). The app's code is most of the page's
// bytes, and its start (React, the router, hydrating the page) is most of its main-thread work.
// Started after the paint, it cost 150-230 ms of Lighthouse's blocking time at 4x CPU, and
// 700-1,700 ms as on a host at a slow moment (BENCHMARKS.md in 03685bc; 4-50 and 100-440 ms
// since), time in which a tap waits. So the app starts when the guest shows a hand: a touch, a
// key, the wheel, a scroll or the mouse (a touch or a key once the tap it began has been answered:
// PRESS_EVENTS). From then on it has the time the guest's finger takes to reach what they aim at,
// and anything it has not yet taken over is answered as above. A guest who only looks pays nothing.
//
// It starts at once (once the page has painted) when it has work that cannot wait for a hand: a
// request or a message on this device to send, or a request whose answer the guest follows (kept
// in localStorage by the stores); a reservation dialog the URL names (`?reserve=<id>`); a part of
// the page only it can fill in (AWAITS_APP_ATTRIBUTE: the catalogue of a page built ahead of time,
// which the service worker answers with offline when it kept no fresher copy).
//
// Two things the app did at its start are done here, for a page whose app has not started: the
// web app manifest is linked once the page has painted (installability), and the service worker
// is registered once the page has loaded and painted its first screen, at the first idle moment
// after (the site works offline after any visit, touched or not; the app's own registration,
// src/features/pwa/update-notice.tsx, then finds it in place). The browser's install offer is kept
// for the app's install button (EARLY_INSTALL_PROMPT).
import { keepsWork } from '../lib/kept-work'
import {
  AFTER_PAINT_ENTRY_META,
  AWAITS_APP_ATTRIBUTE,
  AFTER_PAINT_MANIFEST_META,
  EARLY_INSTALL_PROMPT,
  RESERVE_SEARCH_PARAM,
  SW_FILE,
} from '../lib/start-names'
import { askToBeClaimed } from '../lib/worker-claim'

/** The signs of the guest's hand that start the app at once. */
const HAND_EVENTS = ['wheel', 'scroll', 'mousemove']
/**
 * A finger, a mouse button or a key pressed: the sign of a hand too, but often the first half of
 * a tap (a click), which comes when it lifts, 50-150 ms later. Started at the press, the app's
 * code could arrive in that time (on a repeat visit, from the worker's cache, in a few ms) and its
 * first run (a long task: 300-600 ms at a phone's 4x CPU) hold the tap's click, which the page
 * answers at once without the app (See More's form, the theme toggle, a carousel's arrow): taps
 * of 660-680 ms on a repeat visit against ~100 ms on a first (issue 41). So a press starts the
 * app once the tap it begins has been answered: after the click, or LIFT_CLICK_WAIT_MS after the
 * lift when no click comes (a press that was not a tap). (A touch's tap also brings a mousemove,
 * which starts the app, but in the click's own task, just before it: the code is only asked for
 * then, and cannot run before the click.)
 */
const PRESS_EVENTS = ['pointerdown', 'touchstart', 'keydown']
const LIFT_EVENTS = ['pointerup', 'touchend', 'pointercancel', 'touchcancel', 'keyup']
/** How long after a lift a click may still come (a tap's click follows its touchend). */
const LIFT_CLICK_WAIT_MS = 150

/** A page that never paints (a tab in the background) is taken for painted after this. */
const PAINT_WAIT_MS = 2000

/** The longest the worker's registration waits for an idle moment once the page has painted. */
const IDLE_WAIT_MS = 2000

const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content

/** Whether the app has work that cannot wait for a hand (see the top of this file). */
function workWaiting(): boolean {
  if (new URLSearchParams(location.search).has(RESERVE_SEARCH_PARAM)) return true
  if (document.querySelector(`[${AWAITS_APP_ATTRIBUTE}]`)) return true
  return keepsWork()
}

/**
 * A prerendered page leaves its entry and its manifest in meta tags (src/start/after-paint.ts).
 * The empty shell has neither: its entry is a plain module script, and its app starts at once.
 * Read the tags when needed, not now: the inline script runs while the head is being parsed.
 * `showBelow` ends the wait of the sections below the first screen (./below-first-screen.ts):
 * once that screen has painted, at the guest's first hand, and before the app runs in any case
 * (it renders those sections as they are).
 */
export function startPrerenderedApp(showBelow: () => void) {
  let started = false
  const start = () => {
    showBelow()
    const entry = metaContent(AFTER_PAINT_ENTRY_META)
    if (started || !entry) return
    started = true
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = 'anonymous'
    script.src = entry
    document.head.append(script)
  }
  for (const type of HAND_EVENTS)
    addEventListener(type, start, { once: true, passive: true, capture: true })
  // After the click's own listeners (this one is added last, on the bubbling side): its answer
  // first, then the app.
  const afterTap = () => setTimeout(start, 0)
  const pressed = () => {
    addEventListener('click', afterTap, { once: true })
    const lifted = () => setTimeout(start, LIFT_CLICK_WAIT_MS)
    for (const type of LIFT_EVENTS)
      addEventListener(type, lifted, { once: true, passive: true, capture: true })
  }
  for (const type of PRESS_EVENTS)
    addEventListener(type, pressed, { once: true, passive: true, capture: true })

  let painted = false
  const afterPaint = () => {
    if (painted) return
    painted = true
    showBelow()
    linkManifest()
    if (workWaiting()) start()
    whenLoaded(() => whenIdle(registerServiceWorker))
  }
  setTimeout(afterPaint, PAINT_WAIT_MS)
  whenPainted(afterPaint)

  addEventListener('beforeinstallprompt', keepInstallPrompt)
}

const whenLoaded = (then: () => void) =>
  document.readyState === 'complete' ? then() : addEventListener('load', then, { once: true })

/** The main thread's next idle moment (a task of its own where the browser has no idle callback). */
const whenIdle = (then: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(then, { timeout: IDLE_WAIT_MS })
    : setTimeout(then, 0)

function linkManifest() {
  const manifest = metaContent(AFTER_PAINT_MANIFEST_META)
  if (!manifest) return
  // A new link: browsers look for a manifest in the links added.
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = manifest
  document.head.append(link)
}

/**
 * The worker's install fetches and stores every page and asset of the site (80-odd files): the
 * most work the browser does for the site after a page. Started at the page's `load`, it ran beside
 * the page's own first frames and photos (traced on a 2-core machine: the browser process busy with
 * it a fifth of the time for most of a second, while the page's tasks waited for a core), so it
 * starts once the page has loaded and painted its first screen, and the main thread is idle.
 *
 * Only on a built page (one with a deferred entry): the dev server has no worker.
 */
function registerServiceWorker() {
  if (!metaContent(AFTER_PAINT_ENTRY_META) || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register(`/${SW_FILE}`).catch(() => {
    // Refused (a private window, storage blocked): the site works online as before.
  })
  // A page that arrived while the worker was activating is not claimed by it: it asks.
  askToBeClaimed()
}

/**
 * The browser's offer to install, which comes once per page and may come before the app runs:
 * kept for its install button (src/features/pwa/install-prompt.tsx). Chrome's own mini-infobar
 * stays away: the app's button offers it.
 */
function keepInstallPrompt(event: Event) {
  event.preventDefault()
  ;(window as unknown as Record<string, Event>)[EARLY_INSTALL_PROMPT] = event
}

/**
 * Runs `then` once the page has painted what the guest sees first: its content, and the photos in
 * view (the first rooms on /services): what the app's start would otherwise hold back.
 */
function whenPainted(then: () => void) {
  const whenPhotosPainted = () =>
    photosInView((photos) => {
      if (photos.length === 0) return void setTimeout(then, 0)
      const pending = photos.filter((photo) => !photo.complete)
      let waiting = pending.length
      const settled = () => {
        waiting -= 1
        if (waiting <= 0) whenShown(photos, then)
      }
      if (waiting === 0) whenShown(photos, then)
      for (const photo of pending) {
        photo.addEventListener('load', settled, { once: true })
        photo.addEventListener('error', settled, { once: true })
      }
    })
  // The photos in view are known once the page is parsed (the first paint can come before).
  const afterParse = () =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', whenPhotosPainted, { once: true })
      : whenPhotosPainted()
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      afterParse()
    }).observe({ type: 'paint', buffered: true })
  } catch {
    // No paint timing in this browser: the next frame.
    requestAnimationFrame(afterParse)
  }
}

/** The most frames a loaded photo is waited for to show, where no largest paint names it. */
const SHOWN_FRAMES = 6

/**
 * Runs `then` once `photos`, loaded, have been painted and shown. What is run then fetches (the
 * manifest, the photos below the first screen, perhaps the app): on a slow line it must not share
 * it with the first screen's photo, and Lighthouse's simulation charges whatever came in before
 * its largest paint (a manifest on a connection of its own: LCP 911 ms instead of ~770). A loaded
 * photo is painted at the next frame and shown a moment later (in Lighthouse's traces, 11-57 ms
 * after the script's turn after that frame, or after the first paint when it had loaded before):
 * the largest paint's entry names it then, where the browser reports one; otherwise (not the
 * largest, or no such timing) SHOWN_FRAMES frames on.
 */
function whenShown(photos: HTMLImageElement[], then: () => void) {
  let done = false
  let observer: PerformanceObserver | undefined
  const go = () => {
    if (done) return
    done = true
    observer?.disconnect()
    setTimeout(then, 0)
  }
  let frames = 0
  const frame = () => (++frames >= SHOWN_FRAMES ? go() : requestAnimationFrame(frame))
  requestAnimationFrame(frame)
  const shows = (entry: PerformanceEntry) =>
    photos.some((photo) => photo === (entry as LargestContentfulPaint).element)
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(shows)) go()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {
    // No largest-paint timing in this browser: the frames alone.
  }
}

/**
 * The page's images that show in the first screen, as the browser sees them: an IntersectionObserver
 * knows what a scrolling row clips (a lazy photo beyond a carousel's edge is in the window's box but
 * never loads) and what is hidden (the other theme's hero art).
 */
function photosInView(then: (photos: HTMLImageElement[]) => void) {
  const images = Array.from(document.images)
  if (images.length === 0 || typeof IntersectionObserver === 'undefined') return then([])
  // Its first report has an entry for every image observed.
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect()
    then(
      entries
        .filter((entry) => entry.isIntersecting)
        .map((entry) => entry.target as HTMLImageElement),
    )
  })
  for (const image of images) observer.observe(image)
}
