// The screenshots the browser tests keep for a person to look at (each screen at each width and
// theme): they assert nothing, every check beside them does. Whether they are taken: locally yes,
// where a person opens test-results/; on CI no, as its traces (playwright.config.ts): its machine
// is gone after the run and what it printed is all that is read, and a full-page PNG of each
// screen, width and theme (some 200 in a run) cost the two workers their encoding for nobody.
// SCREENSHOTS=1 takes them on CI too (a CI that keeps test-results/), SCREENSHOTS=0 skips them
// locally.
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import type {
  Locator,
  LocatorScreenshotOptions,
  Page,
  PageScreenshotOptions,
} from '@playwright/test'

/** Whether this run keeps the screenshots (see the head of this file). */
export const KEEP_SCREENSHOTS = process.env.SCREENSHOTS
  ? process.env.SCREENSHOTS !== '0'
  : !process.env.CI

/** A screenshot of the page to `options.path`, when this run keeps them. */
export async function keepScreenshot(page: Page, options: PageScreenshotOptions) {
  if (KEEP_SCREENSHOTS) await page.screenshot(options)
}

/**
 * A screenshot of one element to `options.path`, when this run keeps them. Without it the element
 * is still waited for as Playwright's screenshot waits for it (visible), so that a run without the
 * picture passes this moment as one with it.
 */
export async function keepElementScreenshot(element: Locator, options: LocatorScreenshotOptions) {
  if (KEEP_SCREENSHOTS) await element.screenshot(options)
  else await element.waitFor({ state: 'visible' })
}

/** The page in `scheme` as the guest's theme toggle leaves it: kept for its next load, and now. */
export async function switchScheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    scheme,
  ] as const)
  await page.evaluate((s) => document.documentElement.setAttribute('class', s), scheme)
}
