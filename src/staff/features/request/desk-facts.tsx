// A confirmed stay's facts at the desk (issue 54): the unit it was given ("No unit yet" while the
// desk has not placed it) and, once the desk has moved it on, where the guest is and since when,
// from the history's line of that move ("Checked in today, 14:05").
import type { StaffRequestDetail } from '../../../../contract/staff'
import { DESK_HISTORY_WORDS } from '../../lib/desk-words'
import { hotelTime } from '../../lib/hotel-time'
import { Fact } from './fact'

export function DeskFacts({ detail }: { detail: StaffRequestDetail }) {
  const { record, events, timeZone } = detail
  // An older server says neither; a request not confirmed has no unit to speak of.
  if (record.status !== 'confirmed' || record.unit === undefined) return null
  const desk = record.desk_status
  const moved = desk && desk !== 'confirmed' ? desk : undefined
  const when = moved && events.findLast((event) => event.to_status === moved)?.at
  return (
    <>
      <Fact term="Unit" testId="stay-unit">
        {record.unit ?? 'No unit yet'}
      </Fact>
      {moved && (
        <Fact term="At the desk" testId="desk-status">
          {DESK_HISTORY_WORDS[moved]}
          {when && (
            <>
              {' '}
              <time dateTime={when}>{hotelTime(when, timeZone)}</time>
            </>
          )}
        </Fact>
      )}
    </>
  )
}
