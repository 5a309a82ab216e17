// This tab's outbox (create-outbox.ts) with this device's stores, the API calls, the lock
// between tabs and the query cache: made once by the app and handed to the features.
import type { QueryClient } from '@tanstack/react-query'
import type { ContactOutbox } from '../../features/contact/contact-outbox'
import type { ReservationOutbox } from '../../features/reservations/reservation-outbox'
import { getReservation, listReservations } from '../../features/reservations/reservation-store'
import { requestState } from '../../features/reservations/request-state'
import { isRetryable } from '../../lib/api-errors'
import { isReachable, subscribeConnectivity } from '../../lib/connectivity'
import { facilityKeys } from '../../lib/facility-keys'
import { createOutbox } from './create-outbox'
import { deviceJobs, type DeviceJob } from './device-jobs'
import { withOutboxLock } from './outbox-lock'
import { STATUS_POLL_MS } from './outbox-timing'

/** The newest requests whose answers are read; older ones keep their last known answer. */
const READ_AT_MOST = 20

const senders = () => import('./device-senders')

export type DeviceOutbox = ReturnType<typeof createDeviceOutbox>

export function createDeviceOutbox(queryClient: QueryClient) {
  const outbox = createOutbox<DeviceJob>({
    store: deviceJobs,
    send: async (job) => (await senders()).send(job),
    retryable: isRetryable,
    lock: withOutboxLock,
    onDelivered(job) {
      if (job.kind === 'contact' || job.kind === 'push-withdrawal') return
      // A request takes nights and a cancellation frees them: the lists, each facility's own
      // entry and its availability all sit under facilityKeys.all.
      void queryClient.invalidateQueries({ queryKey: facilityKeys.all })
      if (job.kind === 'reservation') void outbox.readStatuses() // its hold, from the hotel
    },
    statuses: {
      async read() {
        // Only a device that sent a request loads the reads (and the rule of which to read:
        // device-senders.ts statusesToRead): a first visit's start carries neither.
        if (!listReservations().some((r) => r.status === 'sent')) return
        const { readStatuses, statusesToRead } = await senders()
        const ids = statusesToRead(READ_AT_MOST)
        if (ids.length > 0) await readStatuses(ids)
      },
      awaited: () => listReservations().some((r) => requestState(r) === 'sent'),
      pollMs: STATUS_POLL_MS,
    },
    // The server answering again (a connectivity probe) is a way back too, on Wi-Fi that lies.
    watch: (trigger) => subscribeConnectivity(() => isReachable() && trigger()),
  })

  const reservations: ReservationOutbox = {
    reserve: (entry) => outbox.enqueue({ kind: 'reservation', id: entry.reservation_id, entry }),
    async cancel(id) {
      const entry = getReservation(id)
      if (!entry) return
      if (entry.status === 'pending' && (await outbox.cancel({ kind: 'reservation', id, entry }))) {
        // Withdrawn before the hotel has it, and yet it may have had it (a request it lost is
        // sent again): one it was told to push the answer of forgets that too.
        if (entry.pushSubscribed) outbox.enqueue({ kind: 'push-withdrawal', id })
        return
      }
      // Sent meanwhile, or sent before: the hotel must hear of it.
      const now = getReservation(id)
      if (now?.status === 'sent' && !now.cancelRequestedAt)
        outbox.enqueue({ kind: 'cancellation', id })
    },
    refresh: (options) => void outbox.readStatuses(options),
  }
  const contact: ContactOutbox = {
    send: (message) => outbox.enqueue({ kind: 'contact', id: message.message_id, message }),
  }
  return { start: outbox.start, reservations, contact }
}
