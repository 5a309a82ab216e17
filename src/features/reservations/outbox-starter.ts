// Starts the outbox only once this device holds a reservation still to deliver: most visits have
// none, and they need not download the sending code and its validation library to show a page.
import type { QueryClient } from '@tanstack/react-query'
import { listReservations, subscribeReservations } from './reservation-store'

export function startOutboxWhenNeeded(client: QueryClient) {
  let started = false
  const check = () => {
    if (started || !listReservations().some((r) => r.status === 'pending')) return
    started = true
    stop()
    void import('./reservation-outbox').then(({ startOutbox }) => startOutbox(client))
  }
  // A reservation made here, or in another tab (a storage event), starts it as well.
  const stop = subscribeReservations(check)
  check()
}
