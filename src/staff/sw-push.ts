// The staff's phones told of a new request or contact message (issue 37), in the console's service
// worker: a push shows one notification per request or message (the server's tag), and a tap
// opens that request (or the messages, at that one) in the console, bringing forward a console
// window already open rather than opening another.
//
// A push the console cannot read still shows a line: the browser counts a push that shows nothing
// against the site (userVisibleOnly), and the clerk may as well look at the inbox.
import { STAFF_PATH } from '../../contract/staff-paths'
import { hotel } from '../content/hotel'
import { NOTIFICATION_ICON } from '../lib/brand-icons'
import { openWindowOn } from '../lib/open-window'
import { pushPayload, type PushNotificationOptions } from '../lib/push-payload'
import { consoleUrl, readStaffPush } from './push-message'

declare const self: ServiceWorkerGlobalScope

const UNREAD_TAG = 'hearth-staff:news'
self.addEventListener('push', (event) => {
  const message = readStaffPush(pushPayload(event.data))
  const options: PushNotificationOptions = {
    body: message?.body ?? 'Something new is waiting in the console.',
    tag: message?.tag ?? UNREAD_TAG,
    renotify: true,
    icon: NOTIFICATION_ICON,
    data: { url: message?.url ?? STAFF_PATH },
  }
  event.waitUntil(
    self.registration
      .showNotification(message?.title ?? hotel.name, options)
      .catch(() => undefined),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as { url?: unknown } | null
  event.waitUntil(openWindowOn(self.clients, consoleUrl(data?.url, self.location.origin)))
})
