// A unit's housekeeping states (issue 54), without the validation library: the console's day view
// reads them, and its chunk stays clear of zod (the day's first screen on a slow phone), as the
// desk statuses are in reservation-status.ts. contract/frontdesk.ts builds its schema on them.

/** A unit's housekeeping state. `inspected`: cleaned and checked by a supervisor. */
export const UNIT_STATES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const
/** A unit a guest may be given without a word: cleaned (and perhaps inspected). */
export const isReady = (state: (typeof UNIT_STATES)[number]) =>
  state === 'clean' || state === 'inspected'
