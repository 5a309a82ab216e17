// Issue 26: from the tap on "Reserve" to the request shown on /confirmation, every frame shows
// content, and the guest's request is in it. A phone (390 px, touch, its CPU 4x slower) reserves
// on /services on its first visit (no service worker yet, the confirmation page's code still on
// its way over a slow line) and on a repeat visit (the site's code kept by the service worker).
//
// The page samples every frame itself (requestAnimationFrame, from Reserve's pointerdown to the
// frame that shows the guest's name on /confirmation). A frame fails when it is
// - *blank*: no text shows between the header and the footer, neither in `main` nor in an open
//   dialog (text shows when a non-blank text node has a box inside that band and its element is
//   visible: not display: none, visibility: hidden or under opacity 0); the bars alone are the
//   blank screen of the issue;
// - or *without the request*: the guest's name shows nowhere, neither in the form they filled nor
//   on the page (the request is stored on the device from the tap: a form emptied under the
//   guest's thumb, or a page of other things, is not their request).
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { CPU_SLOWDOWN } from '../../scripts/bench/throttling'
import {
  expect,
  fillReservation,
  newDevice,
  test,
  visitOnce,
  type ReservationRequest,
} from '../support/e2e-pwa-fixtures'

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const GUEST = 'Chiamaka Frame-Watcher'
/** The confirmation page's code on a first visit over a slow line: held this long. */
const SLOW_CODE_MS = 2000
/** A flow of a dozen taps on a 4x slower CPU of a busy 2-core machine. */
test.setTimeout(180_000)

interface Frame {
  /** ms since Reserve's pointerdown */
  t: number
  blank: boolean
  request: boolean
  path: string
}

/** In the page before its scripts: samples the frames from Reserve's pointerdown to the request. */
function watchFrames(guest: string) {
  const frames: Frame[] = []
  const state = window as unknown as { reserveFrames?: { frames: Frame[]; done: boolean } }
  const visible = (el: Element | null) =>
    !!el?.checkVisibility({ checkOpacity: true, visibilityProperty: true })
  const inBand = (r: DOMRect, top: number, bottom: number) =>
    r.width >= 1 && r.height >= 1 && r.bottom > top && r.top < bottom && r.right > 0
  /** The first visible text in the band of `root` that `wanted` accepts, if any. */
  const showsText = (root: Element | null, top: number, bottom: number, wanted = '') => {
    if (!root) return false
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      if (!text.trim() || !text.includes(wanted) || !visible(node.parentElement)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      if ([...range.getClientRects()].some((r) => inBand(r, top, bottom))) return true
    }
    return false
  }
  const sample = (start: number) => (now: number) => {
    const header = document.querySelector('.site-header')
    const footer = document.querySelector('[data-fixed-footer]')
    const top = header ? header.getBoundingClientRect().bottom : 0
    const bottom = footer ? footer.getBoundingClientRect().top : innerHeight
    const main = document.getElementById('main')
    const dialog = document.querySelector('dialog[open]')
    const blank = !showsText(dialog, 0, innerHeight) && !showsText(main, top, bottom)
    const field = dialog?.querySelector<HTMLInputElement>('input[name="name"]')
    const inForm = field?.value === guest && visible(field)
    const onPage = !dialog && showsText(main, top, bottom, guest)
    frames.push({
      t: Math.round(now - start),
      blank,
      request: inForm || onPage,
      path: location.pathname,
    })
    if (location.pathname === '/confirmation' && onPage) state.reserveFrames!.done = true
    else requestAnimationFrame(sample(start))
  }
  addEventListener(
    'pointerdown',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (state.reserveFrames || button?.textContent?.trim() !== 'Reserve') return
      state.reserveFrames = { frames, done: false }
      requestAnimationFrame(sample(event.timeStamp))
    },
    { capture: true },
  )
}

/** A phone of its own, its CPU 4x slower, its frames watched from the tap on Reserve. */
async function phone(browser: Browser, baseURL: string, options: BrowserContextOptions = {}) {
  const context = await newDevice(browser, baseURL, { ...PHONE, ...options })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.addInitScript(watchFrames, GUEST)
  return { page, close: () => context.close() }
}

/** Reserves on /services with a tap on Reserve; the frames from that tap to the request. */
async function reserveWatched(page: Page) {
  const request: ReservationRequest = {
    facility: 'Garden Double Room',
    fromDay: 2,
    toDay: 4,
    name: GUEST,
  }
  const { dialog } = await fillReservation(page, request)
  await dialog.getByRole('button', { name: 'Reserve' }).tap()
  await page.waitForFunction(
    () => (window as unknown as { reserveFrames?: { done: boolean } }).reserveFrames?.done,
    undefined,
    { timeout: 30_000 },
  )
  const frames = await page.evaluate(
    () => (window as unknown as { reserveFrames: { frames: Frame[] } }).reserveFrames.frames,
  )
  // The failing frames, each with how long it stayed on screen (until the next frame).
  const failing = frames
    .map((f, i) => ({ ...f, lasted: (frames[i + 1]?.t ?? f.t) - f.t }))
    .filter((f) => f.blank || !f.request)
  const ms = (list: typeof failing) => list.reduce((sum, f) => sum + f.lasted, 0)
  const blank = failing.filter((f) => f.blank)
  console.log(
    `${frames.length} frames in ${frames.at(-1)!.t} ms from Reserve to the request: ` +
      `${blank.length} blank (${ms(blank)} ms), ${failing.length} without the request ` +
      `(${ms(failing)} ms${failing.length ? `, from ${failing[0]!.t} ms` : ''})`,
  )
  return { frames, failing }
}

test('the first visit: from Reserve to the request, every frame shows it', async ({
  browser,
  server,
}) => {
  // No service worker yet: the page fetches its code itself, over a slow line.
  const { page, close } = await phone(browser, server.url, { serviceWorkers: 'block' })
  await page.route('**/assets/confirmation-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_CODE_MS))
    await route.continue()
  })
  await page.goto('/services')
  const { frames, failing } = await reserveWatched(page)
  expect(frames.length).toBeGreaterThan(0)
  expect(failing).toEqual([])
  await close()
})

test('a repeat visit: from Reserve to the request, every frame shows it', async ({
  browser,
  server,
}) => {
  const { page, close } = await phone(browser, server.url)
  // The first visit installs the service worker, which keeps the site's code on the device.
  await visitOnce(page, '/services')
  await page.goto('/services')
  const { frames, failing } = await reserveWatched(page)
  expect(frames.length).toBeGreaterThan(0)
  expect(failing).toEqual([])
  await close()
})
