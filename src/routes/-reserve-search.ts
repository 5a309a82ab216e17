// The search of a page with a reservation dialog (`?reserve=<facility id>`: which facility's
// dialog is open), apart from the dialog's machinery (./-reserve-dialog.tsx): a route's search
// is read with the router, at the page's start, and this is all of it that the start needs.

export interface ReserveSearch {
  reserve?: string
}

/**
 * For the route's `validateSearch`. Checked by hand: this part of the route ships with the first
 * page, the validation library not.
 */
export const validateReserveSearch = (search: Record<string, unknown>): ReserveSearch =>
  typeof search.reserve === 'string' ? { reserve: search.reserve } : {}
