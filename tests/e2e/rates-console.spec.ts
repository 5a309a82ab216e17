// Issue 40 in the browser, on the real built console and server: the owner, on a phone (390 px),
// opens a room's rates from the catalogue and sets a base price, a weekend price and a season with
// a minimum stay, each typed in naira; the 60-night preview changes with each, and the guest's
// quote API (what the dialog checks its price with) answers the new prices and refuses a stay the
// season's minimum forbids, at once. A rule removed after asking is gone from both. The front
// desk's device is told only an owner sets rates.
import { addDays } from '../../contract/calendar-date'
import { weekdayOf } from '../../contract/rates'
import type { StaffRates } from '../../contract/staff-rates'
import { createFacility } from '../support/api-fixtures'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import { adminHeaders, api, startServer } from '../support/server-process'
import { consoleOrigin, signedInStaff } from '../support/staff-console'

test.setTimeout(180_000)

const ROOM = 'Lagoon View Room'

test('the owner sets a base, a weekend and a season at 390 px; the preview and the quotes follow', async ({
  browser,
}) => {
  const server = await startServer({ env: { SITE_DIR: DIST } })
  const owner = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  const desk = await signedInStaff(browser, server, 'Bola Ade', 'frontdesk')
  try {
    const room = await createFacility(server.url, { capacity: 2, name: ROOM })
    // The hotel's today (its zone, not this machine's), as the editor reads it.
    const { today } = (
      await api(
        server.url,
        'GET',
        `/api/staff/facilities/${room._id}/rates`,
        undefined,
        adminHeaders,
      )
    ).body as StaffRates
    let friday = addDays(today, 1)
    while (weekdayOf(friday) !== 'fri') friday = addDays(friday, 1)
    const seasonFrom = addDays(today, 14)
    const quote = async (from: string, to: string) => {
      const res = await api(
        server.url,
        'GET',
        `/api/facilities/${room._id}/quote?from=${from}&to=${to}`,
      )
      return {
        status: res.status,
        ...(res.body as { total?: number | null; error?: { code: string } }),
      }
    }

    const page = owner.page
    await page.setViewportSize({ width: 390, height: 844 })
    // On a phone, the catalogue is under the navigation's "More".
    const consoleNav = page.getByRole('navigation', { name: 'Console' })
    await consoleNav.getByRole('button', { name: 'More' }).click()
    await consoleNav.getByRole('link', { name: 'Catalogue' }).click()
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: ROOM }) })
    await item.getByRole('link', { name: 'Rates' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Rates: ${ROOM}` })).toBeVisible()
    await expect(page.getByText('No rates yet')).toBeVisible()
    const preview = page.getByRole('region', { name: 'The next 60 nights' })
    await expect(preview.getByRole('listitem')).toHaveCount(1)
    await expect(preview).toContainText('no price: guests ask')
    await expect(preview).toContainText('most specific')
    expect(await quote(friday, addDays(friday, 2))).toMatchObject({ status: 200, total: null })

    const form = page.getByRole('form', { name: 'Add a rule' })
    const status = page.getByRole('status').filter({ hasText: /^(Added|Removed|Changed)/ })
    // An amount the form cannot read is said so, and nothing is sent.
    await form.getByLabel('Price a night').fill('45 000 naira')
    await form.getByRole('button', { name: 'Add the rule' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'The price: write an amount such as 45000 or 45000.50.',
    )

    // The base: every night ₦45,000.
    await form.getByLabel('Price a night').fill('45000')
    await form.getByRole('button', { name: 'Add the rule' }).click()
    await expect(status).toHaveText('Added: Every night (the base): ₦45,000 a night.')
    // The focus stays in the form, for the next rule.
    // (Its button now says what an empty form would do: change the base.)
    await expect(form.getByRole('button', { name: 'Change the base' })).toBeFocused()
    await expect(form.getByRole('alert')).toHaveCount(0)
    await expect(preview).toContainText('₦45,000 a night')
    await expect(preview.getByRole('listitem')).toHaveCount(1)
    expect(await quote(friday, addDays(friday, 2))).toMatchObject({ status: 200, total: 9_000_000 })

    // The weekend: Friday and Saturday nights ₦55,000; the preview now alternates.
    await form.getByLabel('Friday').check()
    await form.getByLabel('Saturday').check()
    await form.getByLabel('Price a night').fill('55000')
    await form.getByRole('button', { name: 'Add the rule' }).click()
    await expect(status).toHaveText('Added: Friday and Saturday nights: ₦55,000 a night.')
    await expect(preview).toContainText('₦55,000 a night')
    // Each Friday and Saturday of the 60 nights a run of its own at the weekend's price (a
    // Saturday first or a Friday last is a night alone).
    const weekends = Array.from({ length: 59 }, (_, i) => addDays(today, i)).filter(
      (date) => weekdayOf(date) === 'fri',
    ).length
    await expect(
      preview
        .getByRole('listitem')
        .filter({ hasText: /^Fri, \d+ \w+ – Sat, \d+ \w+₦55,000 a night$/ }),
    ).toHaveCount(weekends)
    expect(await quote(friday, addDays(friday, 2))).toMatchObject({
      status: 200,
      total: 11_000_000,
    })

    // A season of a week from two weeks on: ₦60,000 a night, arrivals then stay 3 nights at least.
    await form.getByLabel('First night').fill(seasonFrom)
    await form.getByLabel('Last night').fill(addDays(seasonFrom, 6))
    await form.getByLabel('Price a night').fill('60000')
    await form.getByLabel('Minimum nights').fill('3')
    await form.getByRole('button', { name: 'Add the rule' }).click()
    await expect(status).toContainText('Added: The nights of')
    await expect(preview).toContainText('₦60,000 a night')
    await expect(preview).toContainText('min 3 nights')
    const rules = page.getByRole('region', { name: 'Rules' }).getByRole('listitem')
    await expect(rules).toHaveCount(3)
    await expect(rules.nth(2)).toContainText(
      '₦60,000 a night; stays arriving then: at least 3 nights',
    )
    expect(await quote(seasonFrom, addDays(seasonFrom, 2))).toMatchObject({
      status: 400,
      error: { code: 'stay_too_short' },
    })
    expect(await quote(seasonFrom, addDays(seasonFrom, 3))).toMatchObject({
      status: 200,
      total: 18_000_000,
    })

    // The weekend removed, asked first: Friday is the base's again, on the preview and the quote.
    const weekend = rules.filter({ hasText: 'Friday and Saturday nights' })
    await weekend.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('button', { name: 'Remove the rule' }).click()
    await expect(status).toHaveText('Removed: Friday and Saturday nights.')
    // Its button gone with it, the focus is on the sentence that says so.
    await expect(status).toBeFocused()
    await expect(rules).toHaveCount(2)
    await expect(preview).not.toContainText('₦55,000')
    expect(await quote(friday, addDays(friday, 2))).toMatchObject({ status: 200, total: 9_000_000 })

    // The front desk: no Rates link, and the address says only an owner sets them.
    await desk.page.setViewportSize({ width: 390, height: 844 })
    await desk.page.goto(`${consoleOrigin(server)}/staff/catalogue`)
    await expect(desk.page.getByRole('heading', { name: ROOM })).toBeVisible()
    await expect(desk.page.getByRole('link', { name: 'Rates' })).toHaveCount(0)
    await desk.page.goto(`${consoleOrigin(server)}/staff/catalogue/${room._id}/rates`)
    await expect(desk.page.getByText('Only an owner sets the rates and stay rules.')).toBeVisible()
  } finally {
    await desk.context.close()
    await owner.context.close()
    await server.stop()
  }
})
