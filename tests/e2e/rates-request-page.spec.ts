// Issue 40, the console's request page with the price quoted at the request's arrival: the guests,
// the total (quoted, to be confirmed), its nights in runs at one price and the extra guests';
// a long stay's breakdown folded behind its summary and opened by a tap; no price said in words.
// At 390 px (a phone at the desk), and 320 and 1280: nothing wider than the screen, axe clean.
// Against the staff API stood in (staff-mocks.ts), the request answered with a stored quote.
import type { Page } from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import type { Quote } from '../../contract/rates'
import type { StaffRequestDetail } from '../../contract/staff'
import { axeOn } from '../support/axe'
import { expect, test } from '../support/e2e-pwa-fixtures'
import { keepScreenshot } from '../support/kept-screenshots'
import { DETAIL, mockStaffApi, NOW } from '../support/staff-mocks'

test.use({ shareServer: true, viewport: { width: 390, height: 844 } })

const REF = 'WKW6M-38CKW'
const FROM = '2026-06-12'

/** A stay from FROM at these nightly amounts (minor units), with one extra guest. */
function quoteOf(amounts: number[]): Quote {
  const nights = amounts.map((amount, i) => ({ date: addDays(FROM, i), amount }))
  const extra = { count: 1, amount: 1_000_000 * amounts.length }
  const total = amounts.reduce((a, b) => a + b, 0) + extra.amount
  return { currency: 'NGN', nights, extra_guests: extra, total }
}

async function openPriced(page: Page, over: Partial<StaffRequestDetail['record']>) {
  await page.clock.setFixedTime(NOW)
  await mockStaffApi(page, { signedIn: true })
  // Registered after the stand-in's, so answered first: this request, with its price.
  const nights = over.quote?.nights.length ?? 3
  const dateRange = { from: FROM, to: addDays(FROM, nights) }
  const detail: StaffRequestDetail = {
    ...DETAIL,
    record: { ...DETAIL.record, dateRange, ...over },
  }
  await page.route(`**/api/staff/requests/${REF}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(detail) }),
  )
  await page.goto(`/staff/requests/${REF}`)
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible()
}

async function fitsEveryWidth(page: Page, name: string, outputPath: (file: string) => string) {
  for (const width of [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect.soft(overflow, `${name} at ${width} px: nothing wider`).toBeLessThanOrEqual(0)
    const { violations } = await axeOn(page)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect
      .soft(
        violations.map((v) => v.id),
        `${name} at ${width} px: axe`,
      )
      .toEqual([])
    await keepScreenshot(page, { path: outputPath(`${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

test('a short stay: the guests, the total quoted and each run of nights, open', async ({
  page,
}, info) => {
  await openPriced(page, { guests: 3, quote: quoteOf([4_500_000, 5_500_050, 5_500_050]) })
  await expect(page.getByTestId('request-guests')).toHaveText('3')
  const price = page.getByTestId('request-price')
  await expect(price).toContainText('₦185,001 quoted for 3 nights, to be confirmed')
  await expect(price.getByRole('listitem')).toHaveText([
    '12 Jun 2026: ₦45,000',
    '13 to 14 Jun 2026: 2 nights × ₦55,000.50',
    '1 extra guest: ₦30,000',
  ])
  await expect(price).not.toContainText(/paid/i)
  await fitsEveryWidth(page, 'request-price-short', (f) => info.outputPath(f))
})

test("a long stay's breakdown is folded behind its summary, and opens with a tap", async ({
  page,
}, info) => {
  // Three weeks, weekends dearer: a run per price change, seven lines and the extra guest's.
  const amounts = Array.from({ length: 21 }, (_, i) => ([4, 5].includes(i % 7) ? 55 : 45) * 100_000)
  await openPriced(page, { guests: 3, quote: quoteOf(amounts) })
  const price = page.getByTestId('request-price')
  await expect(price).toContainText('quoted for 21 nights, to be confirmed')
  const lines = price.getByRole('listitem')
  await expect(lines.first()).toBeHidden()
  await price.getByText('Night by night').click()
  await expect(lines.first()).toBeVisible()
  await expect(lines.first()).toHaveText('12 to 15 Jun 2026: 4 nights × ₦45,000')
  await expect(lines.last()).toHaveText('1 extra guest: ₦210,000')
  // Each change of price a line of its own, every night in one: 7 runs and the extra guest's.
  await expect(lines).toHaveCount(8)
  await fitsEveryWidth(page, 'request-price-long', (f) => info.outputPath(f))
})

test('a request the facility had no price for says so', async ({ page }) => {
  await openPriced(page, { guests: null, quote: null })
  await expect(page.getByTestId('request-price')).toHaveText(
    'No price: the facility had none when the request arrived.',
  )
  await expect(page.getByTestId('request-guests')).toHaveCount(0)
})
