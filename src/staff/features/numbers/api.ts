// The owner's month (issue 55): `GET /api/staff/numbers?month=`, and year: `GET
// /api/staff/numbers/year?year=`. Under staffKeys.all: the live
// channel refetches it when a request comes or is answered, as it does the inbox, and the saved
// copy keeps it, so the month last seen opens offline, marked as such by the frame.
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { MonthNumbers, YearNumbers } from '../../../../contract/month-figures'
import { staffGet, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

/** `month` undefined: the hotel's month now, as the server reckons it (HOTEL_TIMEZONE). */
export const numbersQueryOptions = (month: string | undefined) =>
  queryOptions({
    queryKey: staffKeys.numbers(month ?? 'now'),
    queryFn: () => staffGet(`/numbers${month ? `?month=${month}` : ''}`, unchecked<MonthNumbers>()),
    // A month on keeps the screen (and the focus) in place until the other month comes.
    placeholderData: keepPreviousData,
  })

/** `year` undefined: the hotel's year now. */
export const numbersYearQueryOptions = (year: string | undefined) =>
  queryOptions({
    queryKey: staffKeys.numbers(`year ${year ?? 'now'}`),
    queryFn: () =>
      staffGet(`/numbers/year${year ? `?year=${year}` : ''}`, unchecked<YearNumbers>()),
    placeholderData: keepPreviousData,
  })
