// What the reservation screens ask of the device's outbox (made in src/app/outbox/): the app
// hands it down through this context, so the feature does not reach into the app.
import { createContext, use } from 'react'
import type { StoredReservation } from './reservation-store'

export interface ReservationOutbox {
  /** Keeps the request on the device (the guest's confirmation) and sends it when it can. */
  reserve(entry: StoredReservation): void
  /**
   * Cancels a request: one not yet sent is withdrawn on the device; one sent is cancelled at the
   * hotel, queued until there is a way (shown as cancelling meanwhile).
   */
  cancel(reservationId: string): Promise<void>
  /**
   * Asks the hotel for its answers now (the confirmation page on show). `fresh`: an answer is
   * known to have changed (a push), so a read already under way, begun before, is not enough.
   */
  refresh(options?: { fresh?: boolean }): void
}

const missing = () => {
  throw new Error(
    'ReservationOutbox: the app provides the outbox (src/app/outbox/device-outbox.ts)',
  )
}

/** Without the app (a page rendered at build time) nothing can be sent: no handler runs there. */
export const ReservationOutboxContext = createContext<ReservationOutbox>({
  reserve: missing,
  cancel: missing,
  refresh: missing,
})

export const useReservationOutbox = () => use(ReservationOutboxContext)
