// Reservations made with no network are kept on the device as the guest's confirmation and are
// delivered exactly once when the connection returns: through reloads, a closed tab, two tabs at
// once, and two devices competing for the last room.
import type { Page } from '@playwright/test'
import {
  expect,
  reserve,
  serverCounts,
  serverReservations,
  shownReference,
  statusBadges,
  storedReservations,
  test,
  visitOnce,
  type ReservationRequest,
} from '../support/e2e-pwa-fixtures'
import { adminHeaders, api } from '../support/server-process'

/** Ids of the reservations on this device, newest first. */
const storedIds = async (page: Page) =>
  (await storedReservations(page)).map((r) => r.reservation_id)

/** From the confirmation page back to the services page, as a guest does it. */
async function backToServices(page: Page) {
  await page.getByRole('link', { name: 'Back to our services' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
}

/** Once per id, and nothing else. */
const exactlyOnce = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, 1]))

const DELIVERY = { timeout: 20_000 }

test('a reservation made offline stays pending through a reload and a closed tab, then is delivered once', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(150_000) // as the other offline tests: reloads and a new tab under load
  await visitOnce(page, '/')
  await context.setOffline(true)

  await page.goto('/services')
  await reserve(page, { facility: 'Garden Double Room', fromDay: 3, toDay: 5 })
  const [id] = await storedIds(page)
  expect(id).toBeTruthy()
  await expect(page.getByText(await shownReference(id!))).toBeVisible()
  await expect(statusBadges(page)).toHaveText('Waiting to be sent')
  await expect(statusBadges(page)).toHaveAttribute('data-status', 'pending')
  await expect(page.getByText(/You are offline/)).toBeVisible()

  await page.reload()
  await expect(page.getByText(await shownReference(id!))).toBeVisible()
  await expect(statusBadges(page)).toHaveAttribute('data-status', 'pending')
  expect(await serverCounts(server)).toEqual({})

  await page.close()
  const later = await context.newPage()
  await later.goto('/confirmation')
  await expect(later.getByText(await shownReference(id!))).toBeVisible()
  await expect(statusBadges(later)).toHaveAttribute('data-status', 'pending')

  await context.setOffline(false)
  await expect.poll(() => serverCounts(server), DELIVERY).toEqual({ [id!]: 1 })
  await expect(statusBadges(later)).toHaveAttribute('data-status', 'sent', DELIVERY)
  await expect(statusBadges(later)).toHaveText('Waiting for the hotel')
})

test('five reservations made offline across three reloads arrive exactly once each', async ({
  page,
  context,
  server,
}) => {
  test.setTimeout(150_000) // flows of a dozen taps and reloads: 30-60 s alone, twice that on 2 busy cores
  const plan: ReservationRequest[] = [
    { facility: 'Garden Double Room', fromDay: 2, toDay: 4 },
    { facility: 'Sunrise Queen Room', fromDay: 3, toDay: 5 },
    { facility: 'Family Room', fromDay: 4, toDay: 6 },
    { facility: 'Cosy Single Room', fromDay: 5, toDay: 8 },
    { facility: 'Rooftop Studio', fromDay: 6, toDay: 9 },
  ]
  await visitOnce(page, '/')
  await context.setOffline(true)
  await page.goto('/services')

  const reloadAndCheck = async (count: number) => {
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Your Reservation' })).toBeVisible()
    await expect(statusBadges(page)).toHaveCount(count)
    for (const badge of await statusBadges(page).all()) {
      await expect(badge).toHaveAttribute('data-status', 'pending')
    }
    await backToServices(page)
  }

  await reserve(page, plan[0]!)
  await backToServices(page)
  await reserve(page, plan[1]!)
  await reloadAndCheck(2)
  await reserve(page, plan[2]!)
  await backToServices(page)
  await reserve(page, plan[3]!)
  await reloadAndCheck(4)
  await reserve(page, plan[4]!)
  await page.reload()
  await expect(statusBadges(page)).toHaveCount(5)

  const ids = await storedIds(page)
  expect(new Set(ids).size).toBe(5)
  expect(await serverCounts(server)).toEqual({})

  await context.setOffline(false)
  await expect.poll(() => serverCounts(server), DELIVERY).toEqual(exactlyOnce(ids))
  await expect(statusBadges(page, 'sent')).toHaveCount(5, DELIVERY)
  expect(await serverReservations(server)).toHaveLength(5)
})

test('two tabs open during the replay send each request once', async ({
  page,
  context,
  server,
  serverLog,
}) => {
  // Several visits, reservations and a replay: well over the default on a busy 2-core machine.
  test.setTimeout(150_000) // flows of a dozen taps and reloads: 30-60 s alone, twice that on 2 busy cores
  await visitOnce(page, '/')
  const other = await context.newPage()
  await other.goto('/confirmation')
  await context.setOffline(true)

  await page.goto('/services')
  const plan: ReservationRequest[] = [
    { facility: 'Garden Double Room', fromDay: 2, toDay: 3 },
    { facility: 'Family Room', fromDay: 3, toDay: 5 },
    { facility: 'Riverside Two-Bedroom Apartment', fromDay: 4, toDay: 7 },
  ]
  for (const [i, request] of plan.entries()) {
    if (i > 0) await backToServices(page)
    await reserve(page, request)
  }
  // The other tab follows along (the store is shared through localStorage).
  await expect(statusBadges(other, 'pending')).toHaveCount(3)
  const ids = await storedIds(page)

  await context.setOffline(false) // both tabs see the connection return at the same moment
  await expect.poll(() => serverCounts(server), DELIVERY).toEqual(exactlyOnce(ids))
  await expect(statusBadges(page, 'sent')).toHaveCount(3, DELIVERY)
  await expect(statusBadges(other, 'sent')).toHaveCount(3, DELIVERY)

  // The server's log reaches the test through a pipe, a moment after the requests themselves.
  const puts = () =>
    serverLog.filter((r) => r.method === 'PUT' && r.url.startsWith('/api/facilities/reserve/'))
  await expect.poll(() => puts().length, DELIVERY).toBeGreaterThanOrEqual(3)
  expect(puts(), 'one PUT per request, none repeated').toHaveLength(3)
  expect(new Set(puts().map((r) => r.url)).size).toBe(3)
})

test('two devices reserve the last room offline: one is sent, the other is told to choose other dates', async ({
  openDevice,
  server,
}) => {
  // Several visits, reservations and a replay: well over the default on a busy 2-core machine.
  test.setTimeout(150_000) // flows of a dozen taps and reloads: 30-60 s alone, twice that on 2 busy cores
  const created = await api(
    server.url,
    'POST',
    '/api/facilities',
    {
      type: 'room',
      name: 'Lantern Attic Room',
      desc: 'One small room under the roof, for one party at a time.',
      img: '/images/facilities/cosy-single-room-800.webp',
      capacity: 1,
    },
    adminHeaders,
  )
  expect(created.status).toBe(201)
  const facilityId = (created.body as { _id: string })._id

  const devices = await Promise.all([openDevice(server.url), openDevice(server.url)])
  const pages = await Promise.all(devices.map((d) => d.newPage()))
  for (const page of pages) {
    await visitOnce(page, '/')
  }
  await Promise.all(devices.map((d) => d.setOffline(true)))

  for (const [i, page] of pages.entries()) {
    await page.goto('/services')
    await reserve(page, {
      facility: 'Lantern Attic Room',
      fromDay: 5,
      toDay: 7,
      name: `Guest ${i + 1}`,
    })
    await expect(statusBadges(page)).toHaveAttribute('data-status', 'pending')
  }

  await Promise.all(devices.map((d) => d.setOffline(false)))
  const statusOf = (page: Page) => statusBadges(page).getAttribute('data-status')
  await expect
    .poll(async () => (await Promise.all(pages.map(statusOf))).sort(), DELIVERY)
    .toEqual(['sent', 'unavailable'])
  const stored = await serverReservations(server)
  expect(stored.filter((r) => r.facility_id === facilityId)).toHaveLength(1)

  const loser = (await statusOf(pages[0]!)) === 'unavailable' ? pages[0]! : pages[1]!
  await expect(statusBadges(loser)).toHaveText('Unavailable')
  await expect(loser.getByText(/no longer free on these dates/)).toBeVisible()
  await loser.getByRole('link', { name: 'Choose other dates' }).click()
  await expect(loser).toHaveURL(new RegExp(`/services\\?reserve=${facilityId}$`))
  await expect(loser.getByRole('dialog', { name: 'Lantern Attic Room' })).toBeVisible()
})
