// Issue 37, "Notify this phone": a clerk's phone (Chromium at 390 px) turns notifications on in the
// console's notifications screen; a guest's new request is pushed by the server, encrypted,
// through a real push service on this machine (`web-push-testing`: Chromium cannot reach a
// vendor's push service here, so its PushManager answers with the local service's subscription,
// as a real browser would with its vendor's); the test takes the message decrypted from there and
// hands it to the console's service worker (DevTools' ServiceWorker.deliverPushMessage), which
// shows it (the facility and the dates, not the guest); a tap brings the open console window to
// that request. A contact message likewise opens the messages at that one (nothing the guest
// wrote is in its push). Then the clerk turns it off, and the screen says so.
import { chromium, type Browser } from '@playwright/test'
import { chromiumLaunch } from '../../playwright.config'
import { PushKey } from '../../contract/push'
import type { StaffPushMessage } from '../../contract/staff-push-message'
import { formatReference, reservationReference } from '../../contract/reference'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import {
  startPushService,
  type PushServiceHandle,
  type TestSubscription,
} from '../support/push-service'
import { api, startServer, type ServerHandle } from '../support/server-process'
import { consoleOrigin, signedInStaff } from '../support/staff-console'
import { axeOn } from '../support/axe'
import { reloadInTheme } from '../support/screen-checks'

const ANSWER = { timeout: 20_000 }
const ON = 'This phone is notified of each new request and contact message'

test.describe.configure({ mode: 'default' })
test.setTimeout(120_000)

let server: ServerHandle
let pushService: PushServiceHandle
let browser: Browser

test.beforeAll(async () => {
  // The full browser: the headless shell says Notification.permission is 'denied' whatever was
  // granted, so no page of it could turn anything on.
  ;[pushService, browser] = await Promise.all([startPushService(), chromium.launch(chromiumLaunch)])
  server = await startServer({
    env: { SITE_DIR: DIST, PUSH_ALLOWED_TEST_ORIGINS: pushService.origin },
  })
})
test.afterAll(async () => {
  await Promise.all([server?.stop(), pushService?.close(), browser?.close()])
})
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server', { body: server.output() })
})

test('a phone with notifications on is told of a new request and a message, and a tap opens each', async () => {
  const { publicKey } = PushKey.parse((await api(server.url, 'GET', '/api/push/key')).body)
  const subscription = await pushService.subscribe(publicKey)
  const origin = consoleOrigin(server)
  const clerk = await signedInStaff(browser, server, 'Femi Adebayo', 'frontdesk')
  const { context, page } = clerk
  await page.setViewportSize({ width: 390, height: 844 })
  await context.grantPermissions(['notifications'], { origin })
  // The browser's PushManager answers with the local push service's subscription (below the
  // console's code: what it does with it is under test).
  // It keeps it across the page's loads, as a browser does (in the tab's session storage).
  await context.addInitScript((sub: TestSubscription) => {
    const KEPT = 'test:push-subscription-key'
    const json = { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }
    const made = (key: string) =>
      ({
        ...json,
        options: {
          applicationServerKey: Uint8Array.from(JSON.parse(key) as number[]).buffer,
          userVisibleOnly: true,
        },
        toJSON: () => json,
        unsubscribe: async () => (sessionStorage.removeItem(KEPT), true),
      }) as unknown as PushSubscription
    PushManager.prototype.getSubscription = async () => {
      const key = sessionStorage.getItem(KEPT)
      return key ? made(key) : null
    }
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = JSON.stringify([...(options?.applicationServerKey as Uint8Array)])
      sessionStorage.setItem(KEPT, key)
      return made(key)
    }
  }, subscription)

  await page.goto('/staff/notifications')
  const phone = page.getByRole('region', { name: 'This phone' })
  await expect(phone).toBeVisible()
  await phone.getByRole('button', { name: 'Notify this phone' }).click()
  await expect(phone.getByText(ON)).toBeVisible(ANSWER)
  await expect(phone.getByRole('button', { name: 'Stop notifying this phone' })).toBeVisible()
  // The screen as it now stands, in both themes: axe finds nothing, nothing wider than the phone;
  // and a reload still knows this phone is on.
  for (const theme of ['light', 'dark'] as const) {
    await reloadInTheme(page, theme)
    await expect(phone.getByText(ON)).toBeVisible(ANSWER)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect.soft(overflow, `${theme}: overflow`).toBeLessThanOrEqual(0)
    const result = await axeOn(page)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect
      .soft(
        result.violations.map((v) => v.id),
        theme,
      )
      .toEqual([])
  }

  // A guest's new request: the server pushes it to the phone through the push service.
  const facility = await createFacility(server.url, { capacity: 2, name: 'Lagoon Suite' })
  const body = reserveBody(facility, {
    reservation_name: 'Amara Guestname',
    reservation_phone: '0803 555 0177',
    dateRange: { from: inDays(5), to: inDays(7) },
  })
  expect((await reserve(server.url, facility._id, body)).status).toBe(200)
  const reference = formatReference(await reservationReference(body.reservation_id))
  await expect.poll(async () => (await pushService.messages(subscription)).length, ANSWER).toBe(1)
  const message = (await pushService.messages(subscription))[0] as StaffPushMessage
  expect(message).toMatchObject({
    type: 'reservation.received',
    title: 'New request · Lagoon Suite',
    url: `/staff/requests/${reference}`,
  })
  expect(JSON.stringify(message)).not.toMatch(/Amara|Guestname|0177|803 555/)

  // The console open elsewhere (the inbox) when the push comes.
  await page.goto('/staff')
  await expect(page.getByRole('heading', { name: 'Needs an answer' })).toBeVisible()
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/staff`)
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  })
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration(location.href)
      return ((await registration?.getNotifications()) ?? []).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url?: string }).url,
      }))
    })
  await expect
    .poll(shown, ANSWER)
    .toEqual([{ title: message.title, body: message.body, tag: message.tag, url: message.url }])
  expect(message.body).toContain(reference)

  // A tap: the open console window is brought to that request; no second window.
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/staff/sw.js'))
  expect(worker).toBeDefined()
  await worker!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope
    const [notification] = await scope.registration.getNotifications()
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }))
  })
  await expect(page).toHaveURL(`${origin}/staff/requests/${reference}`, ANSWER)
  await expect(page.getByText('Lagoon Suite').first()).toBeVisible(ANSWER)
  await expect(page.getByText('Amara Guestname').first()).toBeVisible()
  expect(context.pages()).toHaveLength(1)
  expect(await shown()).toEqual([])

  // A guest's contact message: its push says only that a guest wrote; the tap opens the
  // messages at that one, brought into view and focused.
  const contact = {
    message_id: `contact-message-${Date.now()}`,
    name: 'Amara Guestname',
    email: 'amara@example.com',
    phone: '0803 555 0177',
    reason: 'Can we check in early on Friday?',
  }
  expect((await api(server.url, 'POST', '/api/contact-messages', contact)).status).toBe(200)
  await expect.poll(async () => (await pushService.messages(subscription)).length, ANSWER).toBe(2)
  const note = (await pushService.messages(subscription))[1] as StaffPushMessage
  expect(note).toMatchObject({
    type: 'contact.message',
    url: `/staff/messages#message-${contact.message_id}`,
  })
  expect(JSON.stringify(note)).not.toMatch(/Amara|Guestname|0177|early/)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(note),
  })
  await expect.poll(async () => (await shown()).map((n) => n.tag), ANSWER).toEqual([note.tag])
  const tapper = context.serviceWorkers().find((w) => w.url().endsWith('/staff/sw.js'))
  await tapper!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope
    const [notification] = await scope.registration.getNotifications()
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }))
  })
  await expect(page).toHaveURL(`${origin}${note.url}`, ANSWER)
  const item = page.locator(`[id="message-${contact.message_id}"]`)
  await expect(item).toBeFocused(ANSWER)
  await expect(item).toBeInViewport()
  await expect(item.getByText('Can we check in early on Friday?')).toBeVisible()
  expect(context.pages()).toHaveLength(1)

  // Turned off again: the screen says so, and the server holds no device of hers.
  await page.goto('/staff/notifications')
  await expect(phone.getByText(ON)).toBeVisible(ANSWER)
  await phone.getByRole('button', { name: 'Stop notifying this phone' }).click()
  await expect(phone.getByRole('button', { name: 'Notify this phone' })).toBeVisible(ANSWER)
  await expect(phone.getByText(/^Be notified on this phone/)).toBeVisible()
  const devices = await page.evaluate(async () => {
    const res = await fetch('/api/staff/push', { credentials: 'same-origin' })
    return ((await res.json()) as { devices: unknown[] }).devices
  })
  expect(devices).toEqual([])
  await context.close()
})
