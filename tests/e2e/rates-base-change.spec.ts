// Issue 51 in the browser, on the real built console and server, at 390 px: the owner's base
// (₦45,000 a night, covering 2 guests, ₦10,000 for each beyond, at least 2 nights) has its price
// changed to ₦50,000 from the "Add a rule" form, as the owner in the issue did: the base changes
// in place, the message names what changed, and the guest's quote keeps the minimum stay and the
// extra guest. Then the base's own "Change": its form filled with what it holds; emptying the
// minimum stay loosens the rule, so it is asked first ("Keep the rule as it is" changes nothing),
// and said once made.
import { addDays } from '../../contract/calendar-date'
import type { StaffRates } from '../../contract/staff-rates'
import { createFacility } from '../support/api-fixtures'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import { keepElementScreenshot, switchScheme } from '../support/kept-screenshots'
import { adminHeaders, api, startServer } from '../support/server-process'
import { consoleOrigin, signedInStaff } from '../support/staff-console'

test.setTimeout(180_000)

const ROOM = 'Palm Court Room'

test('the owner changes the base price at 390 px: the minimum stay and the extra guest stay', async ({
  browser,
}, testInfo) => {
  const server = await startServer({ env: { SITE_DIR: DIST } })
  const owner = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  try {
    const room = await createFacility(server.url, { capacity: 2, name: ROOM })
    const staffApi = (method: string, path: string, body?: unknown) =>
      api(server.url, method, `/api/staff${path}`, body, adminHeaders)
    const made = await staffApi('POST', `/facilities/${room._id}/rates`, {
      nightly: 4_500_000,
      extra_guest: 1_000_000,
      included_guests: 2,
      min_stay: 2,
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const { today } = (await staffApi('GET', `/facilities/${room._id}/rates`)).body as StaffRates
    const from = addDays(today, 20)
    const quote = async (nights: number, guests: number) => {
      const res = await api(
        server.url,
        'GET',
        `/api/facilities/${room._id}/quote?from=${from}&to=${addDays(from, nights)}&guests=${guests}`,
      )
      return {
        status: res.status,
        ...(res.body as { total?: number | null; error?: { code: string } }),
      }
    }

    const page = owner.page
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${consoleOrigin(server)}/staff/catalogue/${room._id}/rates`)
    await expect(page.getByRole('heading', { level: 1, name: `Rates: ${ROOM}` })).toBeVisible()
    const status = page.getByRole('status').filter({ hasText: /^(Added|Changed)/ })
    const rules = page.getByRole('region', { name: 'Rules' }).getByRole('listitem')
    const base = rules.filter({ hasText: 'Every night (the base)' })

    // The trap: 50,000 typed in "Price a night" of the new rule's form.
    const form = page.getByRole('form', { name: 'Add a rule' })
    await form.getByLabel('Price a night').fill('50000')
    await expect(form).toContainText('No dates and no days: this changes the base')
    await form.getByRole('button', { name: 'Change the base' }).click()
    await expect(status).toHaveText(
      'Changed Every night (the base): price a night: ₦45,000 → ₦50,000.',
    )
    await expect(rules).toHaveCount(1)
    await expect(base).toContainText(
      '₦50,000 a night; for up to 2 guests; ₦10,000 a night for each guest beyond; stays arriving then: at least 2 nights',
    )
    // The guest's quote: the extra guest still pays, one night is still too short.
    expect(await quote(2, 3)).toMatchObject({ status: 200, total: 2 * 5_000_000 + 2 * 1_000_000 })
    expect(await quote(1, 1)).toMatchObject({ status: 400, error: { code: 'stay_too_short' } })

    // The base's own form, filled with what it holds.
    await base.getByRole('button', { name: 'Change' }).click()
    const change = page.getByRole('form', { name: 'Change: Every night (the base)' })
    await expect(change.getByLabel('Price a night')).toHaveValue('50000')
    await expect(change.getByLabel('Extra guest')).toHaveValue('10000')
    await expect(change.getByLabel('Guests the price covers')).toHaveValue('2')
    await expect(change.getByLabel('Minimum nights')).toHaveValue('2')
    // Saved as it is: nothing to change, nothing sent.
    await change.getByRole('button', { name: 'Save the change' }).click()
    await expect(change.getByRole('alert')).toHaveText(
      'Nothing to change: the rule already sets what the form says.',
    )
    // The minimum stay emptied loosens the rule: asked first, in words.
    await change.getByLabel('Minimum nights').fill('')
    await change.getByRole('button', { name: 'Save the change' }).click()
    const question = change.getByRole('group', { name: /^This loosens/ })
    await expect(question).toContainText(
      'This loosens Every night (the base): minimum stay: 2 nights → none.',
    )
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme)
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 900 })
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true)
        await keepElementScreenshot(base, {
          path: testInfo.outputPath(`base-change-asked-${width}-${scheme}.png`),
        })
      }
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await question.getByRole('button', { name: 'Keep the rule as it is' }).click()
    await expect(question).toHaveCount(0)
    expect(await quote(1, 1)).toMatchObject({ status: 400, error: { code: 'stay_too_short' } })
    await change.getByRole('button', { name: 'Save the change' }).click()
    await question.getByRole('button', { name: 'Make the change' }).click()
    await expect(status).toHaveText(
      'Changed Every night (the base): minimum stay: 2 nights → none.',
    )
    await expect(status).toBeFocused()
    await expect(change).toHaveCount(0)
    expect(await quote(1, 3)).toMatchObject({ status: 200, total: 5_000_000 + 1_000_000 })
  } finally {
    await owner.context.close()
    await server.stop()
  }
})
