// The request's life (issue 15), without the validation library: the site reads stored requests
// on every page at start. received -> confirmed | declined; received | confirmed -> cancelled;
// received -> expired when the hotel has not answered within REQUEST_HOLD_HOURS. Only received
// (within its hold) and confirmed requests hold nights.
export const RESERVATION_STATUSES = [
  'received',
  'confirmed',
  'declined',
  'cancelled',
  'expired',
] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/** The statuses a request never leaves. */
export const FINAL_STATUSES: readonly ReservationStatus[] = ['declined', 'cancelled', 'expired']
