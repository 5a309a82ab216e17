// What the service worker and the pages say to each other about a push (issue 30): the worker
// reads the hotel's message (contract/push.ts: GuestPushMessage) and tells every open page that a
// request's answer changed, so the page reads it at once instead of at its next poll. Checked by
// hand, not with zod: the worker's script carries no validation library.
import type { GuestPushMessage } from '../../contract/push'

/** The worker's word to its pages: read the hotel's answers now (this request's, at least). */
export const STATUS_CHANGED = 'reservation.status'
export interface StatusChanged {
  type: typeof STATUS_CHANGED
  /** Absent when the push could not be read: any request's answer may have changed. */
  reservation_id?: string
}

const STATUSES: readonly string[] = [
  'confirmed',
  'declined',
  'cancelled',
  'expired',
] satisfies GuestPushMessage['status'][]

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0

/**
 * The push's message, or undefined when it is not one the site knows. Its `url` must be a path
 * of this site (a tap never leaves it), as `requestUrl` writes it.
 */
export function readGuestPush(data: unknown): GuestPushMessage | undefined {
  if (
    !isRecord(data) ||
    data.type !== STATUS_CHANGED ||
    !isText(data.reservation_id) ||
    !STATUSES.includes(data.status as string) ||
    !isText(data.title) ||
    typeof data.body !== 'string' ||
    !isText(data.url) ||
    !data.url.startsWith('/') ||
    data.url.startsWith('//') ||
    (data.reference !== undefined && typeof data.reference !== 'string')
  ) {
    return undefined
  }
  const message: GuestPushMessage = {
    type: STATUS_CHANGED,
    reservation_id: data.reservation_id,
    status: data.status as GuestPushMessage['status'],
    title: data.title,
    body: data.body,
    url: data.url,
  }
  if (typeof data.reference === 'string') message.reference = data.reference
  return message
}

export const isStatusChanged = (data: unknown): data is StatusChanged =>
  isRecord(data) &&
  data.type === STATUS_CHANGED &&
  (data.reservation_id === undefined || typeof data.reservation_id === 'string')
