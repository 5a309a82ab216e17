// What every screen owes at each width and theme, checked the same way by the browser tests that
// walk them: nothing wider than the window, axe finding nothing (soft, so every screen and width is
// checked in one run), and its picture kept to be looked at (./kept-screenshots.ts).
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { axeOn } from './axe'
import { keepScreenshot } from './kept-screenshots'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The page reloaded in `theme`, as the theme switch leaves it for the next load. */
export async function reloadInTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(theme)
}

/** The screen as it stands: `label` names it in a failure, `picture` is where its PNG goes. */
export async function checkScreen(page: Page, label: string, picture: string) {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  )
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect.soft(overflow, label).toBeLessThanOrEqual(0)
  const result = await axeOn(page).withTags(WCAG_TAGS).analyze()
  const found = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect.soft(found, label).toEqual([])
  await keepScreenshot(page, { path: picture, fullPage: true })
}
