// Issue 3: axe-core finds no WCAG 2.2 AA violations on any route, the open reservation dialog
// and a confirmation with an entry, in both themes, on a phone and a desktop.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/e2e-pwa-fixtures'

const ROUTES = [
  '/',
  '/services',
  '/our-rates',
  '/about-us',
  '/mission',
  '/contact-us',
  '/confirmation',
  '/no-such-page',
]
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe').analyze()
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const theme of ['dark', 'light']) {
    test(`no axe violations at ${viewport.width}px in the ${theme} theme`, async ({ page }) => {
      // Eight routes, the dialog and a confirmation through axe: 60-90 s on a busy 2-core machine.
      test.setTimeout(180_000)
      await page.setViewportSize(viewport)
      await page.addInitScript((t) => localStorage.setItem('hearth:theme', t), theme)
      for (const route of ROUTES) {
        await page.goto(route)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        if (route === '/services')
          await expect(page.getByRole('button', { name: /^See More/ }).first()).toBeVisible()
        expect(await violations(page), route).toEqual([])
      }
      await page.goto('/services')
      await page.getByRole('button', { name: 'See More: Garden Double Room' }).click()
      const dialog = page.getByRole('dialog', { name: 'Garden Double Room' })
      await expect(dialog.getByLabel('Name')).toBeVisible()
      await dialog.getByLabel('Name').fill('Ada Obi')
      await dialog.getByLabel('Phone').fill('12')
      await dialog.getByLabel('Phone').blur()
      expect(await violations(page), 'reservation dialog').toEqual([])
      await dialog.getByLabel('Phone').fill('+234 803 555 0142')
      await dialog.locator('td[data-day] button:not([disabled])').nth(3).click()
      await dialog.getByRole('button', { name: 'Reserve' }).click()
      await expect(page.locator('[data-status="sent"]')).toBeVisible()
      expect(await violations(page), '/confirmation with an entry').toEqual([])
    })
  }
}
