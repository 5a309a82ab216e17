// The device's outbox (device-outbox.ts) as the app hands it to the features, loaded only when it
// has work (issue 41: it brings the stores, the job list and the lock, which a first visit with
// nothing kept does not need at start):
// - at start, when the device keeps something to send or to read the answer of (kept-work.ts);
// - when the guest sends a request or a message, cancels, or a page asks for the answers;
// - when another tab keeps something (a storage event): this tab may outlive that one, and
//   delivers what it left.
// The features keep what the guest made in their stores themselves, before calling these: a
// request exists on the device even if this code never loads. Should the load fail (offline, its
// chunk not cached yet), the next call tries again, and a reload finds the work kept.
import type { QueryClient } from '@tanstack/react-query'
import type { ContactOutbox } from '../../features/contact/contact-outbox'
import { loadDeliveryNotice } from '../../features/reservations/delivery-notice-on-demand'
import type { ReservationOutbox } from '../../features/reservations/reservation-outbox'
import { isKeptWorkKey, keepsWork } from '../../lib/kept-work'
import type { DeviceOutbox } from './device-outbox'

/**
 * The outbox's code, and the delivery notice's before the outbox starts: the notice takes the
 * requests' states before the outbox can change them (delivery-notice-on-demand.tsx).
 */
const loadOutbox = () =>
  Promise.all([import('./device-outbox'), loadDeliveryNotice()]).then(([outbox]) => outbox)

export function lazyDeviceOutbox(queryClient: QueryClient, load = loadOutbox) {
  let made: Promise<DeviceOutbox> | undefined
  const outbox = () =>
    (made ??= load().then(
      ({ createDeviceOutbox }) => {
        const device = createDeviceOutbox(queryClient)
        device.start()
        return device
      },
      (error: unknown) => {
        made = undefined
        throw error
      },
    ))
  const later = (run: (device: DeviceOutbox) => unknown) =>
    void outbox()
      .then(run)
      .catch(() => undefined)

  const reservations: ReservationOutbox = {
    reserve: (entry) => later((device) => device.reservations.reserve(entry)),
    cancel: async (id) => (await outbox()).reservations.cancel(id),
    refresh: (options) => later((device) => device.reservations.refresh(options)),
  }
  const contact: ContactOutbox = {
    send: (message) => later((device) => device.contact.send(message)),
  }
  return {
    reservations,
    contact,
    /** Loads the outbox now if the device keeps work for it, else when another tab keeps some. */
    start() {
      if (keepsWork()) return later(() => undefined)
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && !isKeptWorkKey(event.key)) return
        window.removeEventListener('storage', onStorage)
        later(() => undefined)
      }
      window.addEventListener('storage', onStorage)
    },
  }
}
