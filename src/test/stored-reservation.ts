// A request as the device keeps it (src/features/reservations/reservation-store.ts), for the unit
// tests of the store, the device's outbox and the confirmation page: pending, unless told.
import type { StoredReservation } from '../features/reservations/reservation-store'

export const storedReservation = (
  id: string,
  over: Partial<StoredReservation> = {},
): StoredReservation => ({
  reservation_id: id,
  name: 'Ada Obi',
  phone: '+234 803 555 0142',
  dateRange: { from: '2026-12-01', to: '2026-12-03' },
  value: 'room',
  facility: { id: 'f1', name: 'Garden Double Room' },
  createdAt: '2026-11-22T10:00:00.000Z',
  status: 'pending',
  ...over,
})
