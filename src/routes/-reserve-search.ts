// The search of a page with a reservation dialog (`?reserve=<facility id>`: which facility's
// dialog is open), apart from the dialog's machinery (./-reserve-dialog.tsx): a route's search
// is read with the router, at the page's start, and this is all of it that the start needs.
import { RESERVE_HISTORY_STATE } from '../lib/start-names'

export interface ReserveSearch {
  reserve?: string
}

/**
 * For the route's `validateSearch`. Checked by hand: this part of the route ships with the first
 * page, the validation library not.
 */
export const validateReserveSearch = (search: Record<string, unknown>): ReserveSearch =>
  typeof search.reserve === 'string' ? { reserve: search.reserve } : {}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The entry a reservation dialog added as it opened. */
    [RESERVE_HISTORY_STATE]?: true
  }
}

/**
 * How the page's URL follows its dialog: `entry` marks the history entry as the dialog's own
 * (RESERVE_HISTORY_STATE: added by a tap on See More, or by the early dialog, which the app's
 * `replace`s), so that Close goes back from it; a dialog opened by a link or a reload has none,
 * and Close `replace`s its entry with the page's own.
 */
interface FollowHow {
  replace: boolean
  entry?: boolean
}
export type FollowReserve = (reserve: string | undefined, how: FollowHow) => void

/** The options of the router's navigate for a FollowReserve. */
export const reserveNavigation = (reserve: string | undefined, { replace, entry }: FollowHow) => ({
  search: reserve ? { reserve } : {},
  replace,
  resetScroll: false,
  ...(entry ? { state: { [RESERVE_HISTORY_STATE]: true as const } } : {}),
})
