// Issue 17, item 7: the site as search engines and link previews read it, on the real build and
// server (given PUBLIC_URL by the fixtures). Every page's JSON-LD parses and names the hotel's
// required properties; on /services its rooms and apartments are the live catalogue's. The share
// picture is there at its size. Titles and descriptions stay right as the guest moves in the app.
import sharp from 'sharp'
import type { Facility } from '../../contract/facility'
import { hotel } from '../../src/content/hotel'
import { en } from '../../src/content/messages/en'
import { documentTitle, pageHeadsIn } from '../../src/content/page-heads'
import { navItems } from '../../src/components/layout/nav-items'
import { SHARE_IMAGE } from '../../src/seo/share-image'
import { CATALOGUE_ROUTE, SITE_ROUTES, type SiteRoute } from '../../src/lib/site-routes'
import { expect, PUBLIC_URL, test, waitForHydration } from '../support/e2e-pwa-fixtures'
import type { ServerHandle } from '../support/server-process'

/** Every page's head in English, the default language. */
const pageHeads = pageHeadsIn(en.heads)

// It only reads the site: the worker's server will do.
test.use({ shareServer: true })

type Json = Record<string, unknown>

/** Every JSON-LD block of `html`, parsed (a block that does not parse fails the test). */
const jsonLdOf = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Json,
  )

/** A URL of the public site, as the test's server answers it. */
const onServer = (server: ServerHandle, url: unknown) => {
  expect(String(url).startsWith(`${PUBLIC_URL}/`), String(url)).toBe(true)
  return server.url + new URL(String(url)).pathname
}

test('every page describes the hotel in JSON-LD; /services lists its rooms and apartments', async ({
  request,
  server,
}) => {
  const facilities = (await (await request.get('/api/facilities')).json()) as Facility[]
  for (const route of SITE_ROUTES) {
    const served = await request.get(route)
    const blocks = jsonLdOf(await served.text())
    expect(blocks, route).toHaveLength(1)
    const hotelLd = blocks[0]!
    expect(hotelLd, route).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: hotel.name,
      url: `${PUBLIC_URL}/`,
      telephone: hotel.phone.tel,
      email: hotel.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        addressLocality: expect.any(String),
        addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
      },
      geo: { '@type': 'GeoCoordinates', latitude: hotel.map.lat, longitude: hotel.map.lon },
      checkinTime: expect.stringMatching(/^\d\d:\d\d$/),
      checkoutTime: expect.stringMatching(/^\d\d:\d\d$/),
    })
    const amenities = hotelLd.amenityFeature as Json[]
    expect(amenities.map((a) => a.name)).toEqual(en.pages.hotel.services)
    const image = await request.get(onServer(server, hotelLd.image))
    expect(image.status(), String(hotelLd.image)).toBe(200)

    const places = hotelLd.containsPlace as Json[] | undefined
    if (route !== CATALOGUE_ROUTE) {
      expect(places, route).toBeUndefined()
      continue
    }
    const letByTheNight = facilities.filter((f) => f.type === 'room' || f.type === 'apartment')
    expect(letByTheNight.length).toBeGreaterThan(0)
    expect(places).toEqual(
      letByTheNight.map((f) => ({
        '@type': f.type === 'room' ? 'HotelRoom' : 'Apartment',
        name: f.name,
        description: f.desc,
        image: new URL(f.img, PUBLIC_URL).href,
        // People, not units: a facility whose guests are not known has no occupancy.
        ...(f.guests !== undefined && {
          occupancy: { '@type': 'QuantitativeValue', maxValue: f.guests },
        }),
      })),
    )
    // The hotel lets three Garden Double Rooms (capacity 3); each sleeps two.
    expect(places?.find((p) => p.name === 'Garden Double Room')?.occupancy).toEqual({
      '@type': 'QuantitativeValue',
      maxValue: 2,
    })
    for (const place of places ?? []) {
      expect((await request.get(onServer(server, place.image))).status()).toBe(200)
    }
  }
})

test('the share picture is a 1200x630 JPEG, named on every page', async ({ request, server }) => {
  const html = await (await request.get('/')).text()
  const og = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1]
  expect(og).toBe(`${PUBLIC_URL}${SHARE_IMAGE.path}`)
  const res = await request.get(onServer(server, og))
  expect(res.headers()['content-type']).toBe('image/jpeg')
  const { width, height, format } = await sharp(await res.body()).metadata()
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
})

test('titles, descriptions and canonical URLs follow the guest through the app', async ({
  page,
}) => {
  const head = () =>
    page.evaluate(() => ({
      title: document.title,
      description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      robots: document.querySelector('meta[name="robots"]') !== null,
    }))
  const expected = (route: SiteRoute) => ({
    title: documentTitle(pageHeads[route]),
    description: pageHeads[route].description,
    descriptions: 1,
    canonical: new URL(route, PUBLIC_URL).href,
    robots: false,
  })
  await page.goto('/')
  await waitForHydration(page)
  expect(await head()).toEqual(expected('/'))
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const item of navItems) {
    const route = item.to as SiteRoute
    await nav.getByRole('link', { name: en.chrome.nav[item.key], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${route}$`))
    await expect(page).toHaveTitle(documentTitle(pageHeads[route]))
    expect(await head(), route).toEqual(expected(route))
  }
  await page.getByRole('link', { name: en.chrome.header.home(hotel.name) }).click()
  await expect(page).toHaveTitle(documentTitle(pageHeads['/']))
  expect(await head()).toEqual(expected('/'))
})
