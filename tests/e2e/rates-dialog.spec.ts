// The guest's dialog with prices (issue 40), on a phone (390 px) in English and French: the
// owner's rates set with the CLI (a base with extra guests and a three-night minimum, a weekend
// price), the guests asked, the picker refusing a check-out too soon with its reason, the total
// and its breakdown as the quote API gives them, the confirmation card's price; offline, the
// device's own price from the list it keeps, marked to be confirmed; axe on the dialog with prices.
import type { Locator, Page } from '@playwright/test'
import { dateLocale } from '../../contract/date-format'
import type { Facility } from '../../contract/facility'
import { formatMoney, type Quote } from '../../contract/rates'
import { en } from '../../src/content/messages/en'
import { fr } from '../../src/content/messages/fr'
import { hotel } from '../../src/content/hotel'
import { axeOn } from '../support/axe'
import {
  admin,
  expect,
  picker,
  test,
  visitOnce,
  waitForHydration,
} from '../support/e2e-pwa-fixtures'
import { api, type ServerHandle } from '../support/server-process'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const FACILITY = 'Family Room'
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** The Family Room's rates: ₦45,000 a night for two, ₦5,000 each extra guest, 3 nights at least; ₦60,000 on Friday and Saturday nights. */
async function seedRates(server: ServerHandle): Promise<string> {
  const list = await api(server.url, 'GET', '/api/facilities')
  const id = (list.body as Facility[]).find((f) => f.name === FACILITY)!._id
  await admin(server, [
    'rates',
    'set',
    id,
    '--nightly',
    '45000',
    '--extra-guest',
    '5000',
    '--guests-included',
    '2',
    '--min-nights',
    '3',
  ])
  await admin(server, ['rates', 'set', id, '--nightly', '60000', '--days', 'fri,sat'])
  return id
}

/** An amount as the page of `language` writes it; spaces of any kind read as one. */
const money = (amount: number, language: 'en' | 'fr') =>
  plain(formatMoney(amount, hotel.currency, dateLocale(language, hotel.address.country)))
const plain = (text: string) => text.replace(/\s+/gu, ' ')

async function quoteOf(server: ServerHandle, id: string, from: string, to: string, guests: number) {
  const res = await api(
    server.url,
    'GET',
    `/api/facilities/${id}/quote?from=${from}&to=${to}&guests=${guests}`,
  )
  expect(res.status).toBe(200)
  return res.body as Quote
}

/** The breakdown's lines the quote makes: one per price, in the stay's order. */
function expectedLines(quote: Quote, language: 'en' | 'fr') {
  const words = language === 'en' ? en.reservation : fr.reservation
  const counts = new Map<number, number>()
  for (const night of quote.nights) counts.set(night.amount, (counts.get(night.amount) ?? 0) + 1)
  return [...counts].map(([amount, count]) =>
    plain(
      words.price.times(
        words.stay.night.length(count),
        formatMoney(amount, hotel.currency, dateLocale(language, hotel.address.country)),
      ),
    ),
  )
}

/** Opens the Family Room's dialog on the services page of `language` and fills the guest's details. */
async function openDialog(page: Page, language: 'en' | 'fr') {
  const words = language === 'en' ? en : fr
  await page.getByRole('link', { name: words.pages.catalogue.seeMoreLabel(FACILITY) }).click()
  const dialog = page.getByRole('dialog', { name: FACILITY })
  await expect(dialog.getByLabel(words.reservation.form.name)).toBeVisible({ timeout: 15_000 })
  await dialog.getByLabel(words.reservation.form.name).fill('Ada Price')
  await dialog.getByLabel(words.reservation.form.phone).fill('+234 803 555 0177')
  return dialog
}

/** Chooses the check-in `fromDay` days ahead; checks the next day is refused for the minimum; chooses a check-out `nights` later. */
async function chooseStay(dialog: Locator, language: 'en' | 'fr', fromDay: number, nights: number) {
  const words = language === 'en' ? en.reservation : fr.reservation
  const calendar = picker(dialog)
  const from = await calendar.inDays(fromDay)
  await calendar.showMonth(from)
  await calendar.tap(from)
  // A check-out one night later breaks the three-night minimum: refused, and it says why.
  const tooSoon = calendar.day(await calendar.inDays(fromDay + 1))
  await expect(tooSoon).toHaveAttribute('aria-disabled', 'true')
  await expect(tooSoon).toHaveAccessibleName(new RegExp(`${words.days.minimumStay.night(3)}$`))
  const to = await calendar.inDays(fromDay + nights)
  await calendar.showMonth(to)
  await calendar.tap(to)
  return { from, to }
}

async function expectPrice(dialog: Locator, quote: Quote, language: 'en' | 'fr') {
  const words = language === 'en' ? en.reservation : fr.reservation
  const price = dialog.getByRole('region', { name: words.card.price })
  await expect(price).toBeVisible()
  await expect
    .poll(async () => plain((await price.textContent()) ?? ''))
    .toContain(`${words.price.total}${money(quote.total, language)}`)
  const text = plain((await price.textContent()) ?? '')
  for (const line of expectedLines(quote, language)) expect(text).toContain(line)
  // The extra guests' line names the nights they pay for (issue 51).
  const nights = words.stay.night.length(quote.nights.length)
  expect(text).toContain(plain(words.price.extraGuests(quote.extra_guests.count, nights)))
  expect(text).toContain(plain(words.price.notPayment))
  return price
}

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the guests, the stay's rules in the picker, the price as the quote API gives it, and on the card`, async ({
    page,
    server,
  }) => {
    const id = await seedRates(server)
    const words = language === 'en' ? en : fr
    await page.goto(language === 'en' ? '/services' : '/fr/services')
    await waitForHydration(page)
    const dialog = await openDialog(page, language)
    await dialog.getByLabel(words.reservation.price.guests).selectOption('3')
    // Seven nights: a weekend's two nights at their own price whatever today is.
    const { from, to } = await chooseStay(dialog, language, 10, 7)
    const quote = await quoteOf(server, id, from, to, 3)
    expect(quote.extra_guests.count).toBe(1)
    const price = await expectPrice(dialog, quote, language)
    await expect(price).toContainText(
      language === 'en' ? '1 extra guest × 7 nights' : /1\spersonne en plus × 7 nuits/,
    )
    await expect(price).not.toContainText(words.reservation.price.toBeConfirmed)

    const axe = await axeOn(page).include('dialog[open]').withTags(WCAG).analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])

    const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/reserve\//.test(r.url()))
    await dialog.getByRole('button', { name: words.reservation.form.reserve }).click()
    expect((await sent).postDataJSON()).toMatchObject({ guests: 3, dateRange: { from, to } })
    const card = page.getByRole('listitem').filter({ hasText: FACILITY })
    await expect(card).toBeVisible()
    await expect
      .poll(async () => plain((await card.textContent()) ?? ''))
      .toContain(`${words.reservation.card.price}${money(quote.total, language)}`)
    await expect(card).not.toContainText(words.reservation.price.toBeConfirmed)
    await expect(card).toContainText(`${words.reservation.card.guests}3`)
  })
}

test('offline, the price comes from the list the device keeps, marked to be confirmed by the hotel', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(90_000) // a visit that caches the site, then the dialog offline
  const id = await seedRates(server)
  await visitOnce(page, '/services')
  await context.setOffline(true)
  await page.reload()
  await waitForHydration(page)
  const dialog = await openDialog(page, 'en')
  const { from, to } = await chooseStay(dialog, 'en', 12, 4)
  // The quote the server would have given (asked from here, not the offline page): the device's
  // own is the same, but unchecked.
  const quote = await quoteOf(server, id, from, to, 1)
  const price = dialog.getByRole('region', { name: en.reservation.card.price })
  await expect
    .poll(async () => plain((await price.textContent()) ?? ''))
    .toContain(`${en.reservation.price.total}${money(quote.total, 'en')}`)
  await expect(price).toContainText(en.reservation.price.toBeConfirmed)
})
