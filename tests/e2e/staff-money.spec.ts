// Issue 53, the hotel's side of the money in the browser, on the real built console and server at
// 390 px: a stay confirmed with a price (₦50,000 a night, two nights) shows its money on its page;
// the owner records a bank transfer (its receipt linked) and gives part of it back, asked first
// with how it goes back; the inbox lists the stay while it owes. On the Rates screen the owner
// changes the policy and reads it in words. The front desk sees no Refund and no policy form.
// Screenshots at 320, 390 and 1280 px in both themes; axe clean on each.
import type { Page } from '@playwright/test'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { axeOn } from '../support/axe'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import { keepScreenshot } from '../support/kept-screenshots'
import { adminHeaders, api, startServer } from '../support/server-process'
import { signedInStaff } from '../support/staff-console'

test.setTimeout(240_000)

const ROOM = 'Garden Room'

async function looked(page: Page, name: string, outputPath: (file: string) => string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
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
          `${name} at ${width} px ${scheme}: axe`,
        )
        .toEqual([])
      await keepScreenshot(page, {
        path: outputPath(`${name}-${width}-${scheme}.png`),
        fullPage: true,
      })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 390, height: 844 })
}

test('the owner records a transfer and refunds; the policy is changed and said; the desk sees neither', async ({
  browser,
}, info) => {
  const server = await startServer({ env: { SITE_DIR: DIST } })
  const owner = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  const desk = await signedInStaff(browser, server, 'Bola Ade', 'frontdesk')
  try {
    const room = await createFacility(server.url, { capacity: 2, name: ROOM })
    const rate = await api(
      server.url,
      'POST',
      `/api/staff/facilities/${room._id}/rates`,
      { nightly: 5_000_000 },
      adminHeaders,
    )
    expect(rate.status).toBe(201)
    const body = reserveBody(room, {
      reservation_name: 'Chiamaka Eze',
      dateRange: { from: inDays(10), to: inDays(12) },
    })
    expect((await reserve(server.url, room._id, body)).status).toBeLessThan(300)
    const confirmed = await api(
      server.url,
      'POST',
      `/api/staff/requests/${body.reservation_id}/confirm`,
      { expected_status: 'received' },
      adminHeaders,
    )
    expect(confirmed.status).toBe(200)
    const ref = (confirmed.body as { record: { reference: string } }).record.reference

    // The inbox lists the stay waiting for money, linking to its page.
    const page = owner.page
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${new URL(page.url()).origin}/staff`)
    const waiting = page.getByRole('region', { name: /Waiting for money/ })
    await expect(waiting).toContainText(ROOM)
    await expect(waiting).toContainText('₦100,000 by')
    await waiting.getByRole('link', { name: ref }).click()

    const money = page.getByRole('region', { name: 'Money' })
    await expect(money.getByTestId('money-due')).toHaveText('₦100,000')
    await expect(money).toContainText('Nothing paid yet.')
    await expect(page.getByRole('region', { name: 'Send the payment link' })).toContainText(
      '/stay/',
    )

    // More than is due is refused, said as money.
    const record = page.getByRole('form', { name: 'Record a payment' })
    await record.getByLabel('Amount (NGN)').fill('150000')
    await record.getByRole('button', { name: 'Record the payment' }).click()
    await expect(record.getByRole('alert')).toHaveText(
      'That is more than is due on this stay: ₦100,000 is.',
    )
    // A transfer of ₦60,000 with the bank's reference.
    await record.getByLabel('Amount (NGN)').fill('60000')
    await record.getByLabel('Way').selectOption('transfer')
    await record.getByLabel('Reference (optional)').fill('GTB-778120')
    await record.getByRole('button', { name: 'Record the payment' }).click()
    await expect(record.getByRole('status')).toHaveText(
      /^Recorded: ₦60,000 by bank transfer\. Receipt R-\d{4}-0001\.$/,
    )
    await expect(money.getByTestId('money-due')).toHaveText('₦40,000')
    await expect(money).toContainText('Bank transfer, ₦60,000, recorded by Ada Obi')
    const receipt = money.getByRole('link', { name: /^Receipt R-\d{4}-0001$/ })
    await expect(receipt).toHaveAttribute(
      'href',
      /\/api\/stays\/[\w-]{32}\/receipts\/R-\d{4}-0001$/,
    )
    const receiptPage = await page.request.get((await receipt.getAttribute('href'))!)
    expect(receiptPage.status()).toBe(200)
    await looked(page, 'money-recorded', (f) => info.outputPath(f))

    // A refund of ₦10,000, asked first with how it goes back.
    const refund = page.getByRole('form', { name: 'Refund' })
    await refund.getByLabel('Amount (NGN)').fill('10000')
    await refund.getByRole('button', { name: 'Refund…' }).click()
    await expect(refund.getByRole('group')).toContainText(
      'Give back ₦10,000? ₦10,000 is yours to give back by bank transfer',
    )
    await refund.getByRole('button', { name: 'Give it back' }).click()
    await expect(refund.getByRole('status')).toHaveText('Refunded: ₦10,000.')
    await expect(money.getByTestId('money-due')).toHaveText('₦50,000')
    await expect(money).toContainText('Refund: Bank transfer, ₦10,000')

    // The front desk: the money, the payment form, no Refund.
    await desk.page.setViewportSize({ width: 390, height: 844 })
    await desk.page.goto(`${new URL(desk.page.url()).origin}/staff/requests/${ref}`)
    await expect(desk.page.getByRole('form', { name: 'Record a payment' })).toBeVisible()
    await expect(desk.page.getByRole('form', { name: 'Refund' })).toHaveCount(0)

    // The Rates screen: the policy in words, changed to a 30% deposit.
    await page.goto(`${new URL(page.url()).origin}/staff/catalogue/${room._id}/rates`)
    const policy = page.getByRole('region', { name: 'Payment policy' })
    await expect(policy).toContainText('Nothing is paid in advance.')
    await policy.getByRole('button', { name: 'Change the policy' }).click()
    const form = policy.getByRole('form', { name: 'Change the policy' })
    await form.getByLabel('Asked after the hotel confirms').selectOption('percent')
    await form.getByLabel('Share of the price (%)').fill('30')
    await form.getByLabel('Hours to pay it').fill('24')
    await form.getByLabel('Free until, in days before arrival').fill('7')
    await form.getByRole('button', { name: 'Save the policy' }).click()
    await expect(policy.getByRole('status')).toContainText('Saved')
    await expect(policy).toContainText(
      "A deposit of 30% of the price is due within 24 hours of the hotel's confirmation.",
    )
    await expect(policy).toContainText('Free cancellation until 7 days before arrival')
    // A tax added, then removed after asking.
    const taxes = page.getByRole('region', { name: 'Taxes' })
    await taxes.getByLabel('Name').fill('VAT')
    await taxes.getByLabel('Rate (%)').fill('7.5')
    await taxes.getByRole('button', { name: 'Save the tax' }).click()
    await expect(taxes).toContainText('VAT: 7.5%, included in the prices')
    await looked(page, 'money-policy', (f) => info.outputPath(f))
    await taxes.getByRole('button', { name: 'Remove' }).click()
    await taxes.getByRole('button', { name: 'Remove the tax' }).click()
    await expect(taxes).toContainText('No taxes')

    // The front desk's Rates screen: no policy form.
    await desk.page.goto(`${new URL(desk.page.url()).origin}/staff/catalogue/${room._id}/rates`)
    await expect(desk.page.getByText('Only an owner sets the rates')).toBeVisible()
    await expect(desk.page.getByRole('button', { name: 'Change the policy' })).toHaveCount(0)
  } finally {
    await owner.context.close()
    await desk.context.close()
    await server.stop()
  }
})
