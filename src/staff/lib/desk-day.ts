// The day at the desk (issue 54), read by the screens that show it: the day view and its pages on
// paper. Below the features, since both read the same answer and link to each other.
import { queryOptions } from '@tanstack/react-query'
import type { DeskDay, UnitList } from '../../../contract/frontdesk'
import { DESK_DAY_PATH } from '../../../contract/staff-paths'
import { staffGet, unchecked } from './staff-api'
import { staffKeys } from './staff-keys'

/** `date` YYYY-MM-DD, or undefined for the hotel's today (the server knows its zone). */
export const deskDayQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: staffKeys.today(date ?? 'today'),
    queryFn: () =>
      staffGet(`/today${date ? `?date=${encodeURIComponent(date)}` : ''}`, unchecked<DeskDay>()),
  })

/** The hotel's units by their names and states: the day's check-in, the catalogue's names. */
export const unitsQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.units(),
    queryFn: () => staffGet('/units', unchecked<UnitList>()),
  })

/** The sizes of paper the day's pages are laid out for. */
export const PAPER_SIZES = ['a4', 'a5'] as const
export type PaperSize = (typeof PAPER_SIZES)[number]

/** The day view's address (features/today/); `?date=` for another day than today. */
export { DESK_DAY_PATH }
export const PRINT_DAY_PATH = `${DESK_DAY_PATH}/print`

/** The day view of `date` (undefined: today). */
export const deskDayPath = (date?: string) =>
  date ? `${DESK_DAY_PATH}?date=${encodeURIComponent(date)}` : DESK_DAY_PATH

/** The day's arrivals on paper (the sheet, then a registration card per guest). */
export function printDayPath(date?: string, paper: PaperSize = 'a4'): string {
  const query = new URLSearchParams()
  if (date) query.set('date', date)
  query.set('paper', paper)
  return `${PRINT_DAY_PATH}?${query.toString()}`
}
