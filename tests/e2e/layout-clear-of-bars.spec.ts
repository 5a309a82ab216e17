// Issue 17: nothing of a page is ever hidden under the fixed bars, and no word is broken in two.
// Every route, the confirmation page with a request just delivered, and the services page with
// the notice that tells of another, on two phones and a desktop, in both themes:
// - at the top of the scroll nothing of `main` is under the header, and at the end of the scroll
//   nothing is under the footer (what lies between scrolls past them, and shows at one end or the
//   other);
// - a notice (the news of a request, a new version, the install hint, the offline banner) lies
//   over no interactive element of `main` at the top, the middle or the end of the scroll (a
//   button under it is one the guest cannot tap, whatever the scroll);
// - at 320 px, in English and in French, no word is split across two lines (a long email or reference may be, where it
//   does not fit: none here does), and the footer stays one row of links over its copyright line.
import type { Page } from '@playwright/test'
import type { Facility } from '../../contract/facility'
import { RESERVATIONS_KEY, THEME_TOGGLE_ATTRIBUTE } from '../../src/lib/start-names'
import { fr } from '../../src/content/messages/fr'
import { localizedPath, SITE_ROUTES } from '../../src/lib/site-routes'
import {
  dayFromToday,
  expect,
  statusBadges,
  test,
  waitForMeasuredPage,
} from '../support/e2e-pwa-fixtures'
import { api } from '../support/server-process'

const viewports = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
/** The tallest the footer may be on a phone: one row of links and the copyright line. */
const PHONE_FOOTER_MAX = 56

/**
 * What of `main` a bar paints over: every visible leaf element (an element with no element
 * inside, or an image, an svg, a form control) that shares some of its box with a bar's, where
 * the bar is what the browser paints at the middle of the shared part.
 */
function coveredByBars(edge: 'top' | 'end'): string[] {
  const main = document.getElementById('main')!
  const bars = [document.querySelector(edge === 'top' ? '.site-header' : '[data-fixed-footer]')!]
  const inBar = (el: Element | null) => !!el && bars.some((bar) => bar.contains(el))
  const leaves = [...main.querySelectorAll('*')].filter(
    (el) =>
      !el.closest('svg, dialog') &&
      !inBar(el) &&
      (el.childElementCount === 0 || el.matches('svg, img, input, textarea, select, button')),
  )
  const problems: string[] = []
  for (const el of leaves) {
    if (!el.checkVisibility({ checkOpacity: true, visibilityProperty: true })) continue
    const box = el.getBoundingClientRect()
    // Screen-reader text (a 1 px clipped box), and what a carousel row scrolls out of sight.
    if (box.width <= 1 || box.height <= 1 || box.right <= 0 || box.left >= innerWidth) continue
    for (const bar of bars) {
      const b = bar.getBoundingClientRect()
      const top = Math.max(box.top, b.top)
      const bottom = Math.min(box.bottom, b.bottom)
      const left = Math.max(box.left, b.left, 0)
      const right = Math.min(box.right, b.right, innerWidth)
      if (bottom - top <= 0.5 || right - left <= 0.5) continue
      if (!inBar(document.elementFromPoint((left + right) / 2, (top + bottom) / 2))) continue
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      problems.push(
        `<${el.tagName.toLowerCase()}> "${text}" (${Math.round(box.top)}..${Math.round(box.bottom)}) ` +
          `under ${bar.className} (${Math.round(b.top)}..${Math.round(b.bottom)})`,
      )
      break
    }
  }
  return problems
}

/** What a guest taps or focuses in a page. */
const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [tabindex]'

/**
 * The interactive elements of `main` a notice lies over: each visible one (not in a notice) that
 * shares some of its box with a notice's, where the notice is what the browser paints at the middle
 * of the shared part.
 */
function coveredByNotices(interactive: string): string[] {
  const main = document.getElementById('main')!
  const notices = [...document.querySelectorAll('.notice, .offline-banner')]
  const inNotice = (el: Element | null) => !!el && notices.some((n) => n.contains(el))
  const problems: string[] = []
  for (const el of main.querySelectorAll(interactive)) {
    if (inNotice(el) || !el.checkVisibility({ checkOpacity: true, visibilityProperty: true }))
      continue
    const box = el.getBoundingClientRect()
    if (box.width <= 1 || box.height <= 1) continue
    for (const notice of notices) {
      const n = notice.getBoundingClientRect()
      const top = Math.max(box.top, n.top)
      const bottom = Math.min(box.bottom, n.bottom)
      const left = Math.max(box.left, n.left, 0)
      const right = Math.min(box.right, n.right, innerWidth)
      if (bottom - top <= 0.5 || right - left <= 0.5) continue
      if (!inNotice(document.elementFromPoint((left + right) / 2, (top + bottom) / 2))) continue
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
      problems.push(
        `<${el.tagName.toLowerCase()}> "${name}" (${Math.round(box.top)}..${Math.round(box.bottom)}) ` +
          `under the notice "${(notice.textContent ?? '').trim().slice(0, 30)}" ` +
          `(${Math.round(n.top)}..${Math.round(n.bottom)})`,
      )
      break
    }
  }
  return problems
}

/**
 * The words the page shows split across two lines: each run of letters between spaces, hyphens
 * and slashes (where a line may end) must lie on one line.
 */
function brokenWords(): string[] {
  const broken: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, template, svg, .sr-only')) continue
    if (!parent.checkVisibility({ visibilityProperty: true })) continue
    for (const match of (node.textContent ?? '').matchAll(/[^\s\-\u2010-\u2015/]+/g)) {
      const range = document.createRange()
      range.setStart(node, match.index)
      range.setEnd(node, match.index + match[0].length)
      const lines = [...range.getClientRects()].filter((r) => r.width > 0)
      if (lines.some((r) => r.top >= lines[0]!.bottom - 1)) broken.push(match[0])
    }
  }
  return broken
}

/** A request kept on this device, not sent yet (the app sends it as a page opens). */
async function keepRequest(page: Page, hall: Facility, day: string) {
  await page.evaluate(
    ([hall, day, key]) => {
      const request = {
        reservation_id: `layout-${crypto.randomUUID()}`,
        name: 'Adaeze Okonkwo-Williams',
        phone: '+234 803 555 0142',
        dateRange: { from: day, to: day },
        value: hall.type,
        facility: { id: hall._id, name: hall.name },
        createdAt: new Date().toISOString(),
        status: 'pending',
      }
      // One key per request (src/lib/keyed-store.ts).
      localStorage.setItem(`${key}:${request.reservation_id}`, JSON.stringify(request))
    },
    [hall, day, RESERVATIONS_KEY] as const,
  )
}

/** The page as the guest has it: the app has taken over and measured the bars. */
async function ready(page: Page, route: string) {
  await waitForMeasuredPage(page)
  if (route === '/services')
    await expect(page.getByRole('link', { name: /^See More/ }).first()).toBeVisible()
  if (route === '/fr/services')
    await expect(page.getByRole('link', { name: /^Voir plus/ }).first()).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
}

/** Scrolls to the top, the middle or the end and waits for the frame that shows it. */
async function scrollTo(page: Page, where: 'top' | 'middle' | 'end') {
  await page.evaluate(async (where) => {
    const end = document.documentElement.scrollHeight - innerHeight
    window.scrollTo(0, where === 'top' ? 0 : where === 'middle' ? end / 2 : end)
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, where)
}

/** Checks the page at both ends of its scroll, in the theme it has and then in the other. */
async function check(page: Page, where: string, width: number, problems: string[]) {
  for (const theme of ['light', 'dark']) {
    // The guest's own switch: the page is not loaded again.
    if (!(await page.locator('html').getAttribute('class'))?.includes(theme))
      await page.locator(`[${THEME_TOGGLE_ATTRIBUTE}]`).click()
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
    for (const at of ['top', 'middle', 'end'] as const) {
      await scrollTo(page, at)
      if (at !== 'middle')
        for (const p of await page.evaluate(coveredByBars, at))
          problems.push(`${where} (${theme}) ${at}: ${p}`)
      for (const p of await page.evaluate(coveredByNotices, INTERACTIVE))
        problems.push(`${where} (${theme}) ${at}: ${p}`)
    }
  }
  if (width === 320)
    problems.push(...(await page.evaluate(brokenWords)).map((w) => `${where}: "${w}" broken`))
  if (width < 768) {
    const footer = await page.locator('[data-fixed-footer]').boundingBox()
    if (footer!.height > PHONE_FOOTER_MAX)
      problems.push(`${where}: the footer is ${footer!.height}px tall, over ${PHONE_FOOTER_MAX}`)
  }
}

for (const viewport of viewports) {
  test(`at ${viewport.width}x${viewport.height}, in both themes, no bar hides the page`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(viewport)
    const problems: string[] = []
    // The French pages too at 320 px, where their longer words have the least room (issue 31).
    const french = viewport.width === 320 ? SITE_ROUTES.map((r) => localizedPath(r, 'fr')) : []
    for (const route of [...SITE_ROUTES, ...french]) {
      await page.goto(route)
      await ready(page, route)
      await check(page, route, viewport.width, problems)
    }

    // A request made on this device: the app sends it as the page opens, and tells the guest
    // when it has been delivered. On /confirmation its card shows it (and a live region says
    // it); on another page a notice at the top of the page does.
    const { body } = await api(server.url, 'GET', '/api/facilities')
    const hall = (body as Facility[]).find((f) => f.name === 'Community Hall')!
    const delivered = page.getByRole('status').filter({ hasText: 'has been delivered' })
    await keepRequest(page, hall, dayFromToday(20))
    await page.goto('/confirmation')
    await ready(page, '/confirmation')
    await expect(delivered).toHaveCount(1)
    await expect(statusBadges(page, 'sent')).toBeVisible()
    await check(page, '/confirmation with a request', viewport.width, problems)

    await keepRequest(page, hall, dayFromToday(21))
    await page.goto('/services')
    await ready(page, '/services')
    await expect(delivered).toBeVisible()
    await check(page, '/services with a request', viewport.width, problems)
    await expect(delivered).toBeVisible() // still there: the guest has not read it yet

    // The reservation dialog, where the facility's name is its title.
    if (viewport.width === 320) {
      await page.goto('/services')
      await ready(page, '/services')
      await page.getByRole('link', { name: 'See More: Community Hall' }).click()
      await expect(page.getByRole('dialog').getByLabel('Name')).toBeVisible()
      problems.push(...(await page.evaluate(brokenWords)).map((w) => `dialog: "${w}" broken`))
      await page.goto('/fr/services')
      await ready(page, '/fr/services')
      await page
        .getByRole('link', { name: fr.pages.catalogue.seeMoreLabel('Community Hall') })
        .click()
      await expect(page.getByRole('dialog').getByLabel(fr.reservation.form.name)).toBeVisible()
      problems.push(
        ...(await page.evaluate(brokenWords)).map((w) => `French dialog: "${w}" broken`),
      )
    }
    expect(problems).toEqual([])
  })
}
