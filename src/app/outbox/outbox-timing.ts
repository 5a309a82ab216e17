// How often the device's outbox acts, on its own (the tests read them too).

/** While the hotel has not answered a request, its answer is asked for this often. */
export const STATUS_POLL_MS = 3 * 60_000
/** A delivery that found no way through is tried again after this, doubling each time... */
export const FIRST_RETRY_MS = 5_000
/** ...up to this. */
export const LAST_RETRY_MS = 5 * 60_000
