// Issue 40: the Rates page at 390 px, in English and in French. Without a rate it is the spec's
// 'Rate' and 'Coming Soon'. Rates set with the staff's CLI on the running server's database show
// at the next load, no rebuild: the server renders the page with the list of the moment (its
// prices in the HTML before any script, and in its JSON-LD as offers), the app hydrates it
// without a mismatch, and the services cards say "From ₦45,000 a night". axe finds nothing and
// the Nu checker no error, with and without rates; the sitemap lists the page in both languages.
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { Facility } from '../../contract/facility'
import { PAGES_CACHE } from '../../src/lib/start-names'
import { axeOn } from '../support/axe'
import {
  admin,
  expect,
  PUBLIC_URL,
  test,
  visitOnce,
  waitForHydration,
} from '../support/e2e-pwa-fixtures'
import { checkerErrors } from '../support/nu-checker'

const ROOM = 'Garden Double Room'

/** The Nu checker's errors on the documents (html-valid.spec.ts runs it on every page). */
async function nuErrors(documents: Record<string, string>): Promise<string[]> {
  const dir = test.info().outputPath('html')
  fs.mkdirSync(dir, { recursive: true })
  const files = Object.entries(documents).map(([name, html]) => {
    const file = path.join(dir, `${name}.html`)
    fs.writeFileSync(file, html)
    return file
  })
  return checkerErrors(dir, files)
}

/** React's complaints while taking a page over (a server render the app would not have made). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text())) {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) errors.push(error.message)
  })
  return errors
}

/** The JSON-LD blocks of a page as served. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  )
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await axeOn(page).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test.use({ viewport: { width: 390, height: 844 } })

test('the Rates page: Coming Soon without rates, then the rates set by the CLI in words and prices, in English and French', async ({
  page,
  request,
  server,
}) => {
  // Two languages, each loaded with and without rates, the CLI and the checker: long on two cores.
  test.setTimeout(240_000)
  const documents: Record<string, string> = {}
  const mismatches = hydrationErrors(page)

  // No rate: the spec's page, exactly.
  for (const [url, h1, words, lang] of [
    ['/our-rates', 'Rate', 'Coming Soon', 'en'],
    ['/fr/our-rates', 'Tarifs', 'Bientôt disponible', 'fr'],
  ] as const) {
    const served = await request.get(url)
    documents[`${lang}-no-rates`] = await served.text()
    expect(jsonLd(documents[`${lang}-no-rates`] ?? '')[0]?.makesOffer, url).toBeUndefined()
    await page.goto(url)
    await waitForHydration(page)
    await expect(page).toHaveTitle(`${h1} · Hearth House`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page.locator('main p.coming-soon')).toHaveText(words)
    await expectNoAxeViolations(page)
  }

  // The owner sets rates on the running server's database (issue 40's CLI).
  const list = (await (await request.get('/api/facilities')).json()) as Facility[]
  const idOf = (name: string) => list.find((f) => f.name === name)?._id ?? ''
  const room = idOf(ROOM)
  const centre = list.find((f) => f.type === 'activityCenter')
  expect(room).not.toBe('')
  expect(centre).toBeDefined()
  const rates = [
    [room, '--nightly', '45000', '--guests-included', '2', '--extra-guest', '5000'].concat([
      '--min-nights',
      '3',
      '--max-nights',
      '14',
    ]),
    [room, '--days', 'fri,sat', '--nightly', '55000', '--min-nights', '2'],
    [room, '--from', '2026-12-20', '--to', '2027-01-05', '--every-year', '--nightly', '70000'],
    [room, '--days', 'sun', '--closed-arrival'],
    [centre?._id ?? '', '--nightly', '200000'],
  ]
  for (const args of rates) await admin(server, ['rates', 'set', ...args])

  // English: the next load has them, in the HTML as the server sends it, and once the app runs.
  const served = await (await request.get('/our-rates')).text()
  documents['en-rates'] = served
  expect(served).toContain('₦45,000 a night')
  expect(served).not.toContain('Coming Soon')
  const offers = jsonLd(served)[0]?.makesOffer as Record<string, unknown>[]
  expect(offers).toContainEqual({
    '@type': 'Offer',
    name: ROOM,
    itemOffered: { '@type': ['HotelRoom', 'Product'], name: ROOM },
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: '45000',
      priceCurrency: 'NGN',
      unitText: 'night',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'night' },
    },
  })
  expect(offers).toContainEqual(
    expect.objectContaining({
      name: centre?.name,
      priceSpecification: expect.objectContaining({ price: '200000', unitCode: 'DAY' }),
    }),
  )
  // Only the priced: the room and the centre.
  expect(offers).toHaveLength(2)

  await page.goto('/our-rates')
  await waitForHydration(page)
  const main = page.getByRole('main')
  await expect(main.getByText('Coming Soon')).toHaveCount(0)
  const card = main.getByRole('article', { name: ROOM })
  await expect(card.getByText('₦45,000 a night', { exact: true })).toBeVisible()
  await expect(card).toContainText('For up to 2 guests. Each extra guest: ₦5,000 a night')
  const prices = card.getByRole('list', { name: 'Prices' })
  await expect(prices.getByRole('listitem')).toHaveText([
    'Friday and Saturday nights: ₦55,000 a night',
    '20 December to 5 January, every year: ₦70,000 a night',
  ])
  const stays = card.getByRole('list', { name: 'Stay rules' })
  await expect(stays.getByRole('listitem')).toHaveText([
    'At least 3 nights',
    'At most 14 nights',
    'At least 2 nights for arrivals on Fridays and Saturdays',
    'No arrivals on Sundays',
  ])
  await expect(card.getByRole('link', { name: `Reserve: ${ROOM}` })).toHaveAttribute(
    'href',
    `/services?reserve=${room}`,
  )
  await expect(main.getByRole('article', { name: centre?.name })).toContainText('₦200,000 a day')
  // Grouped as on the services page; a facility without rates is left out.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Rooms', 'Activity Centers'])
  const unpriced = list.find((f) => f.type === 'apartment')
  await expect(main.getByText(unpriced?.name ?? '-')).toHaveCount(0)
  await expectNoAxeViolations(page)
  documents['en-rates-after-app'] = await page.content()
  // The other theme's colours too (prices and titles in the brand's and the muted colours).
  await page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click()
  await expectNoAxeViolations(page)

  // The services card: its lowest price.
  await page.goto('/services')
  await waitForHydration(page)
  const roomCard = page.locator('.card', { has: page.getByRole('heading', { name: ROOM }) })
  await expect(roomCard.getByText('From ₦45,000 a night')).toBeVisible()
  await expectNoAxeViolations(page)
  // And the home page's glimpse of the catalogue, whose room is this one.
  await page.goto('/')
  await waitForHydration(page)
  const glimpse = page.getByRole('region', { name: 'Stay with us' })
  await expect(
    glimpse.locator('.card', { has: page.getByRole('heading', { name: ROOM }) }),
  ).toContainText('From ₦45,000 a night')

  // French: its words, its forms of prices and dates.
  const servedFr = await (await request.get('/fr/our-rates')).text()
  documents['fr-rates'] = servedFr
  await page.goto('/fr/our-rates')
  await waitForHydration(page)
  const cardFr = page.getByRole('main').getByRole('article', { name: ROOM })
  await expect(cardFr.getByText('45 000 ₦ la nuit', { exact: true })).toBeVisible()
  await expect(cardFr.getByRole('list', { name: 'Prix' }).getByRole('listitem')).toHaveText([
    'Nuits du vendredi et du samedi : 55 000 ₦ la nuit',
    'Du 20 décembre au 5 janvier, chaque année : 70 000 ₦ la nuit',
  ])
  await expect(
    cardFr.getByRole('list', { name: 'Conditions de séjour' }).getByRole('listitem'),
  ).toHaveText([
    'Au moins 3 nuits',
    'Au plus 14 nuits',
    'Au moins 2 nuits pour les arrivées le vendredi et le samedi',
    'Pas d’arrivée le dimanche',
  ])
  await expect(cardFr.getByRole('link', { name: `Réserver : ${ROOM}` })).toBeVisible()
  await expectNoAxeViolations(page)
  documents['fr-rates-after-app'] = await page.content()
  await page.goto('/fr/services')
  await waitForHydration(page)
  await expect(
    page
      .locator('.card', { has: page.getByRole('heading', { name: ROOM }) })
      .getByText('À partir de 45 000 ₦ la nuit'),
  ).toBeVisible()

  expect(mismatches).toEqual([])
  const errors = await nuErrors(documents)
  expect(errors, errors.join('\n')).toEqual([])
})

test('offline, the Rates page is the copy kept at the last visit, with its prices', async ({
  page,
  context,
  request,
  server,
}) => {
  const list = (await (await request.get('/api/facilities')).json()) as Facility[]
  const room = list.find((f) => f.name === ROOM)?._id ?? ''
  await admin(server, ['rates', 'set', room, '--nightly', '45000'])
  await visitOnce(page, '/our-rates')
  // The first page came before the service worker: this one passes it, and is kept.
  await page.reload()
  await expect
    .poll(() =>
      page.evaluate(
        async (cache) => (await (await caches.open(cache)).keys()).map((r) => r.url),
        PAGES_CACHE,
      ),
    )
    .toContain(`${server.url}/our-rates`)

  await context.setOffline(true)
  await page.goto('/our-rates')
  await waitForHydration(page)
  await expect(
    page.getByRole('article', { name: ROOM }).getByText('₦45,000 a night', { exact: true }),
  ).toBeVisible()
})

test('the sitemap lists the Rates page in both languages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${PUBLIC_URL}/our-rates</loc>`)
  expect(sitemap).toContain(`<loc>${PUBLIC_URL}/fr/our-rates</loc>`)
})
