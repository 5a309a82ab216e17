// Issue 51, "The guest told of every change": the guest's open /confirmation page follows a stay
// after the hotel's answer too, so the hotel's cancel of a confirmed stay (and its reinstatement)
// shows within 5 seconds, without a reload, at 390 px in Chromium against the built site and the
// real server. Once in English, once in French ("Confirmée", then "Annulée"). The staff act
// through the API with the admin token.
import type { Locator, Page } from '@playwright/test'
import { fr } from '../../src/content/messages/fr'
import { createFacility } from '../support/api-fixtures'
import {
  expect,
  picker,
  reserve,
  storedReservations,
  test,
  waitForHydration,
} from '../support/e2e-pwa-fixtures'
import { adminHeaders, api, type ServerHandle } from '../support/server-process'

/** What the issue promises: the change on the open page within 5 seconds of the hotel making it. */
const CHANGE_WITHIN_MS = 5_000
const FACILITY = 'Live Stay Room'

test.use({ viewport: { width: 390, height: 844 } })
test.setTimeout(90_000)

/** The staff's move on the stay, answered (committed) before the clock starts. */
async function hotelMoves(server: ServerHandle, action: string, id: string) {
  const res = await api(server.url, 'POST', `/api/reservations/${id}/${action}`, {}, adminHeaders)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return Date.now()
}

/** Waits for the card's badge to read `text` within 5 s of `since`; how long it took. */
async function shows(card: Locator, status: string, text: string, since: number) {
  await expect(card.locator(`[data-status="${status}"]`)).toHaveText(text, {
    timeout: CHANGE_WITHIN_MS - (Date.now() - since),
  })
  return Date.now() - since
}

/** Counts the page's navigations from now: none is allowed (no reload). */
function countNavigations(page: Page) {
  let navigations = 0
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++)
  return () => navigations
}

test('a confirmed stay the hotel cancels, then reinstates, changes on the open page within 5 s', async ({
  page,
  server,
}) => {
  await createFacility(server.url, { capacity: 1, name: FACILITY })
  await page.goto('/services')
  await reserve(page, { facility: FACILITY, fromDay: 3, toDay: 5 })
  const [stay] = await storedReservations(page)
  const card = page.locator(`[data-request="${stay!.reservation_id}"]`)
  await expect(card.locator('[data-status="sent"]')).toBeVisible({ timeout: 30_000 })
  const navigations = countNavigations(page)

  const confirmMs = await shows(
    card,
    'confirmed',
    'Confirmed',
    await hotelMoves(server, 'confirm', stay!.reservation_id),
  )
  // Today's bug: the stream followed only the requests waiting, so this stayed "Confirmed".
  const cancelMs = await shows(
    card,
    'cancelled',
    'Cancelled',
    await hotelMoves(server, 'cancel', stay!.reservation_id),
  )
  const reinstateMs = await shows(
    card,
    'confirmed',
    'Confirmed',
    await hotelMoves(server, 'reinstate', stay!.reservation_id),
  )
  console.log(
    `the open page showed the confirm in ${confirmMs} ms, the cancel in ${cancelMs} ms, ` +
      `the reinstatement in ${reinstateMs} ms`,
  )
  expect(navigations()).toBe(0)
})

test('in French: "Confirmée", then "Annulée" when the hotel cancels, on the open page', async ({
  page,
  server,
}) => {
  await createFacility(server.url, { capacity: 1, name: FACILITY })
  await page.goto('/fr/services')
  await waitForHydration(page)
  await page.getByRole('link', { name: fr.pages.catalogue.seeMoreLabel(FACILITY) }).click()
  const dialog = page.getByRole('dialog', { name: FACILITY })
  await expect(dialog.getByLabel(fr.reservation.form.name)).toBeVisible({ timeout: 15_000 })
  await dialog.getByLabel(fr.reservation.form.name).fill('Amélie Guest')
  await dialog.getByLabel(fr.reservation.form.phone).fill('+234 803 555 0188')
  // Two months on show: these days are always among them.
  const calendar = picker(dialog)
  const [from, to] = [await calendar.inDays(2), await calendar.inDays(4)]
  await calendar.tap(from)
  await calendar.tap(to)
  await expect(dialog.getByText(/· 2 nuits$/)).toBeVisible()
  await dialog.getByRole('button', { name: fr.reservation.form.reserve }).click()
  await expect(page).toHaveURL(/\/fr\/confirmation$/)

  const [stay] = await storedReservations(page)
  const card = page.locator(`[data-request="${stay!.reservation_id}"]`)
  await expect(card.locator('[data-status="sent"]')).toHaveText(fr.reservation.states.sent, {
    timeout: 30_000,
  })
  const navigations = countNavigations(page)
  const confirmMs = await shows(
    card,
    'confirmed',
    'Confirmée',
    await hotelMoves(server, 'confirm', stay!.reservation_id),
  )
  const cancelMs = await shows(
    card,
    'cancelled',
    'Annulée',
    await hotelMoves(server, 'cancel', stay!.reservation_id),
  )
  console.log(
    `fr: the open page showed "Confirmée" in ${confirmMs} ms, "Annulée" in ${cancelMs} ms`,
  )
  expect(navigations()).toBe(0)
})
