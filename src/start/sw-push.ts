// The hotel's answer, pushed to the guest (issue 30), in the service worker: loaded with the page
// handlers (./sw-pages.ts). A push shows one notification per request (its id is the tag, so a
// newer answer replaces the older) and tells the open pages to read the answers now; a tap on it
// brings a window of the site to the confirmation page, on that request.
//
// A push the site cannot read still shows a line: the browser counts a push that shows nothing
// against the site (userVisibleOnly), and the guest may as well look.
import { hotel } from '../content/hotel'
import { NOTIFICATION_ICON } from '../lib/brand-icons'
import { openWindowOn } from '../lib/open-window'
import { pushPayload, type PushNotificationOptions } from '../lib/push-payload'
import { readGuestPush, STATUS_CHANGED, type StatusChanged } from '../lib/push-messages'
import type { SiteRoute } from '../lib/site-routes'

declare const self: ServiceWorkerGlobalScope

/** Where a tap goes when the push named no request. */
const REQUESTS_PAGE: SiteRoute = '/confirmation'
const UNREAD_TAG = 'hearth:request-news'

self.addEventListener('push', (event) => {
  event.waitUntil(onPush(event.data))
})

async function onPush(data: PushMessageData | null) {
  const message = readGuestPush(pushPayload(data))
  const title = message?.title ?? hotel.name
  const options: PushNotificationOptions = {
    // In English: the worker has no page language, and a push it cannot read names none (the
    // hotel's pushes come in the request's own language: server/src/notifications/guest-texts.ts).
    body: message?.body ?? 'There is news about your request. Open it to see.',
    tag: message?.reservation_id ?? UNREAD_TAG,
    // A newer answer to the same request replaces the notification, and is heard again.
    renotify: true,
    icon: NOTIFICATION_ICON,
    data: { url: message?.url ?? REQUESTS_PAGE },
  }
  await Promise.all([
    self.registration.showNotification(title, options).catch(() => undefined),
    tellPages({ type: STATUS_CHANGED, reservation_id: message?.reservation_id }),
  ])
}

/** Every open page of the site reads the answers now (src/app/app.tsx listens). */
async function tellPages(word: StatusChanged) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const page of pages) page.postMessage(word)
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data: unknown = event.notification.data
  const path = (data as { url?: unknown } | null)?.url
  // Only a path of this site (the worker wrote it: readGuestPush checked it).
  const url = new URL(typeof path === 'string' ? path : REQUESTS_PAGE, self.location.origin)
  event.waitUntil(
    openWindowOn(self.clients, url.origin === self.location.origin ? url.href : REQUESTS_PAGE),
  )
})
