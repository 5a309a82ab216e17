// What the console's service worker reads of a push (./sw-push.ts), apart so it is tested alone:
// the server's message, checked field by field, and the one kind of address a tap may open.
import { STAFF_PATH } from '../../contract/staff-paths'
import type { StaffPushMessage } from '../../contract/staff-push-message'

const PUSH_TYPES: readonly StaffPushMessage['type'][] = [
  'reservation.received',
  'contact.message',
  'channel.overbooked',
  'channel.stale',
]

/** Only a page of the console: the worker opens nothing else, whatever a message says. */
export function consoleUrl(path: unknown, origin: string): string {
  const inbox = new URL(STAFF_PATH, origin).href
  if (typeof path !== 'string' || !URL.canParse(path, origin)) return inbox
  const url = new URL(path, origin)
  const inConsole =
    url.origin === origin &&
    (url.pathname === STAFF_PATH || url.pathname.startsWith(`${STAFF_PATH}/`))
  return inConsole ? url.href : inbox
}

/** The message's fields this worker shows, if it is one of the server's. */
export function readStaffPush(data: unknown): StaffPushMessage | undefined {
  const m = data as Partial<Record<keyof StaffPushMessage, unknown>> | null | undefined
  if (
    !m ||
    !PUSH_TYPES.includes(m.type as StaffPushMessage['type']) ||
    typeof m.title !== 'string' ||
    typeof m.body !== 'string' ||
    typeof m.url !== 'string' ||
    typeof m.tag !== 'string'
  )
    return undefined
  const type = m.type as StaffPushMessage['type']
  return { type, title: m.title, body: m.body, url: m.url, tag: m.tag }
}
