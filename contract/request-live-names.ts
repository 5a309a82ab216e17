// The names the guests' live channel's two ends agree on (contract/request-live.ts has its
// schemas): plain constants, so the confirmation page's code takes them without the validator.

/** The stream's path under the API's prefix. */
export const REQUEST_LIVE_PATH = '/reservations/live'

/** Requests one stream follows at most: the device reads the answers of its newest 20. */
export const REQUEST_LIVE_IDS_MAX = 20

/** The events' names. */
export const REQUEST_LIVE_EVENTS = {
  /** A request's state: sent on opening (the catch-up of a reconnect) and on every change. */
  state: 'state',
  /** The hotel has no request of this id (not delivered yet, or a database restored earlier). */
  unknown: 'unknown',
} as const

/** The stream's address for these ids, under the API's base. */
export const requestLiveUrl = (apiBase: string, ids: readonly string[]) =>
  `${apiBase}${REQUEST_LIVE_PATH}?ids=${ids.map(encodeURIComponent).join(',')}`
