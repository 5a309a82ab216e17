// The staff console's screens (issue 27): sign-in, invite, inbox and one request at 320, 390 and
// 1280 px in both themes, with the staff API stood in (tests/support/staff-mocks.ts) and hostile
// guest text in the data. Each screen: axe finds nothing, nothing is wider than the screen, no
// guest text runs as code. The screenshots are kept in the test's output for a person to look at.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { expect, test } from '../support/e2e-pwa-fixtures'
import {
  HOSTILE_NAME,
  LONG_WORD,
  mockStaffApi,
  NOW,
  RTL_NAME,
  SCRIPT_NAME,
  type StaffMockOptions,
} from '../support/staff-mocks'

test.use({ shareServer: true })

const WIDTHS = [320, 390, 1280]
const THEMES = ['light', 'dark'] as const
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface Screen {
  name: string
  path: string
  mocks: StaffMockOptions
  ready: (page: Page) => Promise<void>
}

const SCREENS: Screen[] = [
  {
    name: 'sign-in',
    path: '/staff',
    mocks: { signedIn: false },
    ready: (page) =>
      expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible(),
  },
  {
    name: 'enrol',
    path: '/staff/invite#tok_0123456789abcdef',
    mocks: {},
    ready: async (page) => {
      await expect(page.getByText('Welcome, Ada Obi.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Create a passkey' })).toBeVisible()
    },
  },
  {
    name: 'inbox',
    path: '/staff',
    mocks: { signedIn: true },
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: /Needs an answer/ })).toBeVisible()
      await expect(page.getByText('DCL8N-4WQTZ')).toBeVisible()
      await expect(page).toHaveTitle('(3) Inbox - Hearth House')
    },
  },
  {
    name: 'request',
    path: '/staff/requests/WKW6M-38CKW',
    mocks: { signedIn: true },
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Message on WhatsApp' })).toBeVisible()
    },
  },
]

async function open(page: Page, screen: Screen, width: number, theme: string) {
  page.on('dialog', (dialog) => {
    throw new Error(`guest text ran as code: a dialog said ${dialog.message()}`)
  })
  await page.setViewportSize({ width, height: width < 800 ? 800 : 900 })
  await page.clock.setFixedTime(NOW)
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const)
  await mockStaffApi(page, screen.mocks)
  await page.goto(screen.path)
  await screen.ready(page)
}

for (const screen of SCREENS) {
  for (const theme of THEMES) {
    test(`${screen.name} in the ${theme} theme at ${WIDTHS.join(', ')} px`, async ({
      page,
    }, info) => {
      for (const width of WIDTHS) {
        await open(page, screen, width, theme)
        await expect(page.locator('html')).toHaveClass(theme)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${width} px: nothing wider than the screen`).toBeLessThanOrEqual(0)
        const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
        const found = result.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        )
        expect(found, `${width} px`).toEqual([])
        await page.screenshot({
          path: info.outputPath(`${screen.name}-${width}-${theme}.png`),
          fullPage: true,
        })
      }
    })
  }
}

test('guest text is shown as text, isolated and wrapped', async ({ page }) => {
  await open(page, SCREENS[2]!, 320, 'dark')
  for (const name of [HOSTILE_NAME, SCRIPT_NAME, RTL_NAME]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
  }
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  const long = page.locator('p.row-guest').filter({ hasText: LONG_WORD }).first()
  await expect(long).toHaveAttribute('dir', 'auto')
  const box = await long.boundingBox()
  expect(box!.width).toBeLessThanOrEqual(320)
  await expect(long).toHaveCSS('unicode-bidi', 'isolate')
})
