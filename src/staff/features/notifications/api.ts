// The notifications screen's calls: every delivery of a staff notification a page at a time
// (newest first; all, or only those failing), and "Try again now" for a failed one. Answers are
// the console's own server's, read unchecked as the inbox's are (lib/staff-api.ts says why). And
// "Notify this phone" (issue 37): the person's notified devices, one added, one removed.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { StaffDelivery, StaffNotificationsPage } from '../../../../contract/staff-messages'
import type { StaffPushDevice, StaffPushState } from '../../../../contract/staff-push'
import { staffGet, staffPost, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

export const NOTIFICATIONS_PAGE_SIZE = 20
/** While a delivery is due this soon, the list asks again this often: the outcome shows itself. */
const SOON_MS = 60_000
const WATCH_MS = 2_000

const dueSoon = (page: StaffNotificationsPage, now: number) =>
  page.deliveries.some(
    (d) =>
      (d.state === 'retrying' || d.state === 'queued') &&
      d.next_attempt_at !== null &&
      Date.parse(d.next_attempt_at) - now < SOON_MS,
  )

export const notificationsQueryOptions = (failedOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: staffKeys.notifications(failedOnly),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) })
      if (failedOnly) params.set('failed', 'true')
      if (pageParam) params.set('before', pageParam)
      return staffGet(`/notifications?${params}`, unchecked<StaffNotificationsPage>())
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.next,
    // Deliveries change without a word on the live stream (the outbox's worker sends them): a
    // try due within the minute ("Try again now") is followed until it is sent or failed.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => dueSoon(page, Date.now())) ? WATCH_MS : false,
  })

export const retryDelivery = (delivery: Pick<StaffDelivery, 'event_id' | 'channel'>) =>
  staffPost(
    `/notifications/${encodeURIComponent(delivery.event_id)}/${encodeURIComponent(delivery.channel)}/retry`,
    {},
    unchecked<StaffDelivery>(),
  )

/** The signed-in person's notified devices, and the key a browser subscribes with. */
export const phonesQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.phones(),
    queryFn: () => staffGet('/push', unchecked<StaffPushState>()),
  })

/** "Notify this phone": the server stores this browser's subscription for the person. */
export const addPhone = (subscription: PushSubscriptionJSON) =>
  staffPost(
    '/push/devices',
    {
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime ?? null,
      keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
    },
    unchecked<StaffPushDevice>(),
  )

export const removePhone = (deviceId: string) =>
  staffPost(`/push/devices/${encodeURIComponent(deviceId)}/remove`, {})
