// Issue 17: the office map when the map site cannot be reached. The contact page brings a drawn
// map of the streets, the address and links to open the place in a map app; the live map loads
// on a tap, online only, and offline the drawn map takes its place again.
import { hotel } from '../../src/content/hotel'
import { expect, test, waitForHydration } from '../support/e2e-pwa-fixtures'

test.use({ shareServer: true })

test('offline, the contact page shows the drawn map, the address and the map-app links', async ({
  page,
  context,
}) => {
  const { lat, lon } = hotel.map
  await page.goto('/contact-us')
  await waitForHydration(page)
  const findUs = page.getByRole('region', { name: 'Find us' })
  const drawn = findUs.getByRole('img', { name: /^Drawn map/ })
  await expect(drawn).toBeVisible()
  // Painted: the pin and the streets have a size on the screen.
  expect((await drawn.boundingBox())!.height).toBeGreaterThan(100)
  await expect(findUs.getByText(hotel.address.lines.join(', '))).toBeVisible()
  await expect(findUs.getByRole('link', { name: 'Open in your map app' })).toHaveAttribute(
    'href',
    new RegExp(`^geo:${lat},${lon}\\?`),
  )
  await expect(findUs.getByRole('link', { name: /Open the map full size/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${hotel.map.zoom}/${lat}/${lon}`,
  )

  // Online, the live map on a tap (the map site is blocked in tests: the frame's address is all).
  await findUs.getByRole('button', { name: 'Show the live map' }).click()
  await expect(findUs.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\//,
  )
  await expect(drawn).toBeHidden()

  // Offline: the drawn map again, and no live map to offer.
  await context.setOffline(true)
  await expect(drawn).toBeVisible()
  await expect(findUs.locator('iframe')).toHaveCount(0)
  await expect(findUs.getByRole('button', { name: 'Show the live map' })).toHaveCount(0)
  await expect(findUs.getByRole('link', { name: 'Open in your map app' })).toBeVisible()
})
