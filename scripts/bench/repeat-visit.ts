// First and repeat visit under Lighthouse's mobile throttling, applied through the DevTools
// protocol: the repeat visit has the service worker installed and its caches filled.
import { chromium, type Browser, type Page } from '@playwright/test'
import {
  CPU_SLOWDOWN,
  emulateNetwork,
  MOBILE_SCALE,
  MOBILE_VIEWPORT,
  SLOW_4G,
  UNTHROTTLED,
} from './throttling'

export interface VisitPair {
  firstLcpMs: number
  repeatLcpMs: number
  /** What the LCP was on each visit (`img garden-double-room-800.webp`, `h1`). */
  firstLcpElement: string
  repeatLcpElement: string
}

interface Lcp {
  ms: number
  element: string
}

async function throttle(page: Page, on: boolean) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await emulateNetwork(cdp, on ? SLOW_4G : UNTHROTTLED)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 })
}

/** Loads `url` and returns its Largest Contentful Paint, once the page has settled. */
async function lcpOf(page: Page, url: string): Promise<Lcp> {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  // Photos come after the app and its data: wait until nothing more arrives.
  await page.waitForLoadState('networkidle', { timeout: 120_000 })
  await page.waitForTimeout(500)
  return page.evaluate(
    () =>
      new Promise<Lcp>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { element: Element | null; url: string }) | undefined
          const tag = last?.element?.tagName.toLowerCase() ?? '(removed)'
          const file = last?.url.split('/').at(-1)
          resolve({ ms: last?.startTime ?? NaN, element: file ? `${tag} ${file}` : tag })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}

export async function measureVisits(
  browser: Browser,
  baseUrl: string,
  pathname: string,
): Promise<VisitPair> {
  const context = await browser.newContext({
    viewport: MOBILE_VIEWPORT,
    deviceScaleFactor: MOBILE_SCALE,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const first = await context.newPage()
    await throttle(first, true)
    const firstLcp = await lcpOf(first, baseUrl + pathname)
    // The service worker installs (unthrottled: only the repeat visit is measured) and takes
    // control; the site's idle work (the catalogue) finishes.
    await throttle(first, false)
    await untilServiceWorkerControls(first)
    await first.close()

    const repeat = await context.newPage()
    await throttle(repeat, true)
    const repeatLcp = await lcpOf(repeat, baseUrl + pathname)
    return {
      firstLcpMs: firstLcp.ms,
      repeatLcpMs: repeatLcp.ms,
      firstLcpElement: firstLcp.element,
      repeatLcpElement: repeatLcp.element,
    }
  } finally {
    await context.close()
  }
}

export const launchChromium = (executablePath: string, args: string[]) =>
  chromium.launch({ executablePath, args })

/**
 * Waits until the service worker is installed and controls `page`, and the site's idle work after
 * the first visit (the catalogue kept) has finished: what a repeat visit starts from.
 */
export async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  })
  await page.waitForLoadState('networkidle')
}
