// Housekeeping's read (issue 54): the units in the order to clean them on a day. Read unchecked,
// as the inbox's answers are (lib/staff-api.ts says why). A unit's state is set through
// lib/desk-moves.ts (sendUnitMark), as the queue of marks kept offline sends it too.
import { queryOptions } from '@tanstack/react-query'
import type { HousekeepingDay } from '../../../../contract/frontdesk'
import { staffGet, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

/** `date` YYYY-MM-DD, or undefined for the hotel's today. */
export const housekeepingQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: staffKeys.housekeeping(date ?? ''),
    queryFn: () =>
      staffGet(
        `/housekeeping${date ? `?date=${encodeURIComponent(date)}` : ''}`,
        unchecked<HousekeepingDay>(),
      ),
  })
