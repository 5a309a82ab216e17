// The calendar's one read. Under staffKeys.all: the live channel (app/live-updates.ts) refetches
// it when a request comes or is answered, as it does the inbox.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { StaffCalendar } from '../../../../contract/staff-calendar'
import { staffGet, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

/** `from` undefined: the hotel's today, as the server reckons it (HOTEL_TIMEZONE). */
export const calendarQueryOptions = (from: string | undefined, days: number) =>
  queryOptions({
    queryKey: staffKeys.calendar(from ?? 'today', days),
    queryFn: () => {
      const params = new URLSearchParams({ days: String(days) })
      if (from) params.set('from', from)
      return staffGet(`/calendar?${params}`, unchecked<StaffCalendar>())
    },
    // Paging a week on keeps the grid (and its focus) in place until the next one comes.
    placeholderData: keepPreviousData,
  })
