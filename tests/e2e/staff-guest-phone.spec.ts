// Issue 37: a guest in Lagos writes their number the local way (0803 555 0142). On a phone (390 px)
// the console's call, WhatsApp and SMS links of their request, and the links of their contact
// message, carry the hotel's calling code (GUEST_PHONE_COUNTRY_CODE, 234 by default), the number
// is shown grouped, and the inbox's search finds it however it is typed.
import type { Page } from '@playwright/test'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { DIST, expect, shownReference, test } from '../support/e2e-pwa-fixtures'
import { api, startServer, type ServerHandle } from '../support/server-process'
import { signedInStaff, type StaffDevice } from '../support/staff-console'
import { keepScreenshot } from '../support/kept-screenshots'
import { reloadInTheme } from '../support/screen-checks'

test.describe.configure({ mode: 'default' })
test.setTimeout(180_000)

let server: ServerHandle
let ada: StaffDevice
let reference = ''
let otherReference = ''

test.beforeAll(async ({ browser }) => {
  server = await startServer({ env: { SITE_DIR: DIST } })
  const room = await createFacility(server.url, { capacity: 10, name: 'Garden Double Room' })
  const body = reserveBody(room, {
    reservation_name: 'Chiamaka Eze',
    reservation_phone: '0803 555 0142',
    dateRange: { from: inDays(20), to: inDays(22) },
  })
  expect((await reserve(server.url, room._id, body)).status).toBe(200)
  reference = await shownReference(body.reservation_id)
  // Another guest, one digit apart: the search does not find them.
  const other = reserveBody(room, {
    reservation_name: 'Tunde Bello',
    reservation_phone: '0803 555 0143',
    dateRange: { from: inDays(24), to: inDays(26) },
  })
  expect((await reserve(server.url, room._id, other)).status).toBe(200)
  otherReference = await shownReference(other.reservation_id)
  const message = await api(server.url, 'POST', '/api/contact-messages', {
    message_id: 'guest-phone-message-0001',
    name: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    phone: '0803-555-0199',
    reason: 'Is the garden room quiet?',
  })
  expect(message.status, JSON.stringify(message.body)).toBe(200)
  ada = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  await ada.page.setViewportSize({ width: 390, height: 844 })
})
test.afterAll(async () => {
  await ada?.context.close()
  await server?.stop()
})

/** The screen at 320, 390 and 1280 px in both themes, whole, for people to look at. */
async function shoot(page: Page, name: string, ready: string) {
  const url = page.url()
  for (const theme of ['light', 'dark'] as const) {
    await reloadInTheme(page, theme)
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 844 })
      await expect(page.getByText(ready).first()).toBeVisible()
      await keepScreenshot(page, {
        path: `test-results/guest-phone/${name}-${width}-${theme}.png`,
        fullPage: true,
      })
    }
  }
  await page.setViewportSize({ width: 390, height: 844 })
  expect(page.url()).toBe(url)
}

test("a local number's call, WhatsApp and SMS links carry the hotel's calling code", async () => {
  const { page } = ada
  await page.goto(`/staff/requests/${reference}`)
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible()
  const facts = page.getByRole('definition').filter({ hasText: '+234' })
  await expect(facts.getByRole('link', { name: '+234 803 555 0142' })).toHaveAttribute(
    'href',
    'tel:+2348035550142',
  )
  const reach = page.getByRole('region', { name: 'Reach the guest' })
  await expect(reach.getByRole('link', { name: 'Call +234 803 555 0142' })).toHaveAttribute(
    'href',
    'tel:+2348035550142',
  )
  await expect(reach.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/2348035550142\?text=Hello%20/,
  )
  await expect(reach.getByRole('link', { name: 'Send an SMS' })).toHaveAttribute(
    'href',
    /^sms:\+2348035550142\?body=Hello%20/,
  )
  // Shown whole on a phone: the call button is not wider than the screen.
  const box = await reach.getByRole('link', { name: /^Call/ }).boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  await shoot(page, 'request', 'Reach the guest')
})

test("a contact message's links carry it too", async () => {
  const { page } = ada
  await page.goto('/staff/messages')
  const item = page.getByRole('listitem').filter({ hasText: 'Ngozi Okafor' })
  await expect(item.getByRole('link', { name: 'Call +234 803 555 0199' })).toHaveAttribute(
    'href',
    'tel:+2348035550199',
  )
  await expect(item.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/2348035550199\?text=Hello%20/,
  )
  await shoot(page, 'messages', 'Ngozi Okafor')
})

test('the inbox finds the number however it is typed, and no other number', async () => {
  const { page } = ada
  await page.goto('/staff')
  const all = page.getByRole('region', { name: 'All requests' })
  for (const typed of ['803 555 0142', '0803 555 0142', '+234 803 555 0142']) {
    await all.getByLabel('Reference, name or phone').fill(typed)
    await all.getByRole('button', { name: 'Search' }).click()
    await expect(all.getByRole('listitem'), typed).toHaveCount(1)
    await expect(all.getByRole('listitem')).toContainText(reference)
    await expect(all.getByText(otherReference)).toHaveCount(0)
  }
})
