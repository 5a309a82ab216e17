// The day view's reads: the desk's day (`GET /api/staff/today?date=`) and the hotel's units (for a
// check-in that asks for one). Under staffKeys.all: the live channel (app/live-updates.ts)
// refetches them when a stay moves at the desk, as it does the inbox, and the saved copy keeps
// them, so the day opens offline on what was last seen.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { deskDayQueryOptions } from '../../lib/desk-day'
import { staffGet, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

/** `date` undefined: the hotel's today, as the server reckons it (HOTEL_TIMEZONE). */
export const todayQueryOptions = (date: string | undefined) =>
  queryOptions({
    ...deskDayQueryOptions(date),
    // Today ⇄ tomorrow keeps the sections (and the focus) in place until the other day comes.
    placeholderData: keepPreviousData,
  })

/**
 * The names of the units free for every night of the stay, as the server reckons them (the
 * request's details carry them for a move: `free_units`); undefined when it did not say.
 */
export const freeUnitsQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: [...staffKeys.request(reference), 'free-units'] as const,
    queryFn: async () => {
      const detail = await staffGet(
        `/requests/${encodeURIComponent(reference)}`,
        unchecked<{ free_units?: string[] }>(),
      )
      return detail.free_units ?? null
    },
  })

export { unitsQueryOptions } from '../../lib/desk-day'
