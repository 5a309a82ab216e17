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

/**
 * When the hotel's note to the guest is needed: the one rule, said in these words by the console,
 * the CLI, the API's refusal (400 `note_required`) and the docs. Here, not beside the status
 * change's schema (reservation.ts re-exports it): the console's error words read it on its first
 * screen, which loads no schema library.
 */
export const NOTE_RULE =
  'A note for the guest is optional, except for a decline, which needs one: why, or what else ' +
  'the hotel can offer.'
