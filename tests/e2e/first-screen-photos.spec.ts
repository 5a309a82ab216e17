// Issue 41: the photos of the sections below the first screen (the services page's later rows, the
// home page's glimpse) are asked for once the first screen's photo is shown, not beside it
// (src/start/below-first-screen.ts); nothing in the first screen waits, at any width, and nothing
// moves when the sections below are laid out.
import {
  FIRST_SCREEN_PENDING_ATTRIBUTE,
  WAITING_ATTRIBUTE,
  WAITS_FOR_FIRST_SCREEN_ATTRIBUTE,
} from '../../src/lib/start-names'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/e2e-pwa-fixtures'

test.use({ shareServer: true })

interface Seen {
  /** The largest paints: when each was shown, and its photo if it was one. */
  largest: { at: number; url: string }[]
  shifts: number[]
  /** The sections that waited. */
  waited: Element[]
}

/** Records, from the page's start, its largest paints, its layout shifts and the sections made to wait. */
function record(waiting: string) {
  const seen: Seen = { largest: [], shifts: [], waited: [] }
  Object.assign(window, { seen })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[])
      seen.largest.push({ at: entry.startTime, url: entry.url })
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.shifts.push((entry as unknown as { value: number }).value)
  }).observe({ type: 'layout-shift', buffered: true })
  new MutationObserver((records) => {
    for (const { target } of records)
      if (target instanceof Element && target.hasAttribute(waiting)) seen.waited.push(target)
  }).observe(document, { subtree: true, attributeFilter: [waiting] })
}

/**
 * Once nothing waits any more and each section that waited has had a photo asked for (lazy, once
 * laid out near the screen): where each is, and when its photos were asked for.
 */
async function afterTheWait(page: Page) {
  const state = () =>
    page.evaluate(
      ([pending, waiting]) => {
        const { seen } = window as unknown as { seen: Seen }
        const asked = new Map(
          performance.getEntriesByType('resource').map((r) => [r.name, r.startTime] as const),
        )
        return {
          ended:
            !document.documentElement.hasAttribute(pending) &&
            document.querySelector(`[${waiting}]`) === null,
          largest: seen.largest,
          shifts: seen.shifts,
          waited: seen.waited.map((section) => ({
            top: section.getBoundingClientRect().top,
            photosAskedAt: Array.from(section.querySelectorAll('img')).flatMap((img) => {
              const at = asked.get(img.currentSrc || img.src)
              return at === undefined ? [] : [at]
            }),
          })),
          screen: document.documentElement.clientHeight,
        }
      },
      [FIRST_SCREEN_PENDING_ATTRIBUTE, WAITING_ATTRIBUTE] as const,
    )
  await expect
    .poll(async () => {
      const { ended, waited } = await state()
      return ended && waited.every((section) => section.photosAskedAt.length > 0)
    })
    .toBe(true)
  return state()
}

for (const path of ['/', '/services', '/fr/', '/fr/services']) {
  test(`${path} on a phone: the photos below the first screen come after its photo is shown, nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.addInitScript(record, WAITING_ATTRIBUTE)
    await page.goto(path)
    const { largest, shifts, waited, screen } = await afterTheWait(page)

    expect(waited.length, 'sections below the first screen waited').toBeGreaterThan(0)
    const shown = largest.at(-1)
    expect(shown?.url, 'the largest paint is a photo').toMatch(/\.webp$/)
    for (const section of waited) {
      expect(section.top, 'a section that waited is below the first screen').toBeGreaterThanOrEqual(
        screen,
      )
      for (const at of section.photosAskedAt)
        expect(at, 'asked for after the first screen was shown').toBeGreaterThanOrEqual(shown!.at)
    }
    expect(shifts, 'nothing moved').toEqual([])
  })
}

test('/services in a wide window: the rows in the first screen never wait, nothing moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 })
  await page.addInitScript(record, WAITING_ATTRIBUTE)
  await page.goto('/services')
  const { shifts, waited, screen } = await afterTheWait(page)
  for (const section of waited)
    expect(section.top, 'a section that waited is below the first screen').toBeGreaterThanOrEqual(
      screen,
    )
  const rowsInView = await page.evaluate(
    (waits) =>
      Array.from(document.querySelectorAll(`[${waits}]`)).filter(
        (section) => section.getBoundingClientRect().top < innerHeight,
      ).length,
    WAITS_FOR_FIRST_SCREEN_ATTRIBUTE,
  )
  expect(rowsInView, 'two rows in the first screen').toBeGreaterThanOrEqual(2)
  expect(shifts, 'nothing moved').toEqual([])
})
