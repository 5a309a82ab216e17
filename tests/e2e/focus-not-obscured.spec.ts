// WCAG 2.2 2.4.11 Focus Not Obscured: a keyboard user tabbing through any page, forwards or
// backwards, never has the focused element hidden under the fixed header or footer. On a phone,
// and at 200 % zoom (half the CSS viewport at twice the pixel density) on a desktop and a phone.
// The reservation dialog is not visited: it covers both bars while open.
import type { Page } from '@playwright/test'
import { SITE_ROUTES } from '../../src/lib/site-routes'
import { expect, test, waitForMeasuredPage } from '../support/e2e-pwa-fixtures'

const ROUTES = [...SITE_ROUTES, '/no-such-page']

// The pages are only read: the worker's server serves them.
test.use({ shareServer: true })
const MAX_TABS = 150

const screens = [
  { name: 'a phone (390x844)', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  { name: 'a desktop at 200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  { name: 'a phone at 200 % zoom', viewport: { width: 195, height: 422 }, deviceScaleFactor: 2 },
]

interface Focused {
  /** Identifies the element across presses: the same node gets the same key. */
  key: number
  name: string
  /** What hides it, if anything: empty when the whole element is clear of both bars. */
  problems: string[]
}

/**
 * The focused element, once the page has settled (the browser scrolled it into view and laid out
 * any row it brought into sight), and what covers it. `null` when focus has left the page.
 *
 * A bar covers the element where their boxes overlap and the bar is what is painted there (the
 * skip link is painted above the header, and the phone menu above the footer). An element inside
 * a bar is checked against the other bar only. One taller than the space between the bars cannot
 * clear both: its top or its bottom must then show between them.
 */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const el = document.activeElement
    if (!el || el === document.body || el === document.documentElement) return null
    const w = window as Window & { __focused?: Element[] }
    const order = (w.__focused ??= [])
    if (!order.includes(el)) order.push(el)
    const label =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40)
    const name = `<${el.tagName.toLowerCase()}> "${label}"`
    const header = document.querySelector('.site-header')!
    const footer = document.querySelector('[data-fixed-footer]')!
    const rect = el.getBoundingClientRect()
    const headerRect = header.getBoundingClientRect()
    const footerRect = footer.getBoundingClientRect()
    const clearTop = headerRect.bottom - 0.5
    const clearBottom = footerRect.top + 0.5
    const tall = rect.height > clearBottom - clearTop
    const problems: string[] = []
    for (const [bar, box] of [
      [header, headerRect],
      [footer, footerRect],
    ] as const) {
      if (bar.contains(el) || tall) continue
      const top = Math.max(rect.top, box.top)
      const bottom = Math.min(rect.bottom, box.bottom)
      const left = Math.max(rect.left, box.left)
      const right = Math.min(rect.right, box.right)
      if (bottom - top <= 0.5 || right - left <= 0.5) continue
      const painted = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
      if (painted && !bar.contains(painted)) continue
      problems.push(
        `${bar === header ? 'header' : 'footer'} covers ${Math.round(bottom - top)} of its ` +
          `${Math.round(rect.height)}px (element ${Math.round(rect.top)}..${Math.round(rect.bottom)}, ` +
          `bar ${Math.round(box.top)}..${Math.round(box.bottom)})`,
      )
    }
    const edgeShows = (y: number) => y >= clearTop && y <= clearBottom
    if (tall && !edgeShows(rect.top) && !edgeShows(rect.bottom)) {
      problems.push(
        `taller than the space between the bars, and neither its top nor its bottom shows ` +
          `(element ${Math.round(rect.top)}..${Math.round(rect.bottom)}, ` +
          `space ${Math.round(clearTop)}..${Math.round(clearBottom)})`,
      )
    }
    return { key: order.indexOf(el), name, problems }
  })
}

/**
 * Presses `key` until focus leaves the page or comes back to an element it has reached (or to
 * `from`, the element it starts on); every element it reached, in order.
 */
async function tabThrough(page: Page, key: 'Tab' | 'Shift+Tab', from?: Focused) {
  const seen: Focused[] = []
  const reached = new Set(from ? [from.key] : [])
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(key)
    const now = await focused(page)
    // Inside the map's frame focus moves through the frame's own page (an error page while the
    // map is blocked, once it has loaded): the frame stays the focused element for a few presses.
    if (now && now.name.startsWith('<iframe>') && seen.at(-1)?.key === now.key) continue
    if (!now || reached.has(now.key)) break
    reached.add(now.key)
    seen.push(now)
  }
  return seen
}

/** Focuses an element `focused` reported before (the page has not been reloaded since). */
async function refocus(page: Page, element: Focused) {
  await page.evaluate((key) => {
    const w = window as Window & { __focused?: Element[] }
    ;(w.__focused![key] as HTMLElement).focus()
  }, element.key)
}

/** The app has taken the page over and measured its footer; carousels know their overflow. */
async function ready(page: Page, route: string) {
  await waitForMeasuredPage(page)
  // Next is disabled, so out of the Tab order, until its row has been laid out and measured
  // (every row here holds more cards than fit): a row far below the fold is laid out only as it
  // nears the screen. The guest scrolls down the page once, then back to the top.
  if (route === '/services') {
    for (const row of ['rooms', 'apartments', 'activity centers']) {
      const next = page.getByRole('button', { name: `Next ${row}` })
      await next.scrollIntoViewIfNeeded()
      await expect(next).toBeEnabled()
    }
    await page.evaluate(() => window.scrollTo(0, 0))
  }
}

/** The footer's height, and what the stylesheet says it is before the app measures it. */
const footerHeights = (page: Page) =>
  page.evaluate(() => ({
    real: document.querySelector('[data-fixed-footer]')!.getBoundingClientRect().height,
    estimate: parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--footer-h')),
  }))

const report = (list: Focused[]) =>
  list.filter((f) => f.problems.length > 0).map((f) => `${f.name}: ${f.problems.join('; ')}`)

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor })

    test('Tab and Shift+Tab never leave focus under the header or footer', async ({ page }) => {
      test.setTimeout(180_000)
      const hidden: string[] = []
      // Before the app runs (a prerendered page takes Tab at once), the stylesheet's estimate of
      // the footer's height keeps what Tab scrolls to clear of it.
      await page.route('**/assets/*.js', (route) => route.abort())
      await page.goto('/about-us')
      const before = await footerHeights(page)
      expect
        .soft(before.estimate, 'the footer before the app runs')
        .toBeGreaterThanOrEqual(before.real)
      await page.unroute('**/assets/*.js')

      // The phone menu hangs below the header: none of its links may go under the footer.
      await page.goto('/')
      await ready(page, '/')
      // From the keyboard: at 195 px the header is wider than the screen, its last button beyond it.
      await page.getByLabel('Open menu').focus()
      await page.keyboard.press('Enter')
      const menu = page.getByRole('navigation', { name: 'Menu' })
      await expect(menu).toBeVisible()
      const menuLinks = menu.getByRole('link')
      for (const name of await menuLinks.allTextContents()) {
        await page.keyboard.press('Tab')
        const link = await focused(page)
        expect(link?.name).toBe(`<a> "${name}"`)
        hidden.push(...report([link!]).map((p) => `/ menu ${p}`))
      }
      await page.keyboard.press('Escape')

      for (const route of ROUTES) {
        await page.goto(route)
        await ready(page, route)
        const forwards = await tabThrough(page, 'Tab')
        expect(forwards.length, `${route}: Tab reaches the page's controls`).toBeGreaterThan(5)
        expect(forwards.length, `${route}: focus comes round`).toBeLessThan(MAX_TABS)
        hidden.push(...report(forwards).map((p) => `${route} Tab ${p}`))
        // From the last element (the page stays scrolled where Tab left it), back to the top.
        const last = forwards.at(-1)!
        await refocus(page, last)
        const backwards = await tabThrough(page, 'Shift+Tab', last)
        expect(backwards.at(-1)?.name, `${route}: Shift+Tab goes back to the top`).toBe(
          forwards[0]?.name,
        )
        hidden.push(...report(backwards).map((p) => `${route} Shift+Tab ${p}`))
      }
      expect(hidden).toEqual([])
    })
  })
}
