// Housekeeping's screen (issue 54), made for a phone carried from room to room: the hotel's units
// in the order the server says to clean them, each with its state and what its day holds, and the
// buttons that mark it. A housekeeping person sees only this; the owner and the front desk see it
// in the console's frame and may set every state. Live: a check-out or a colleague's mark shows
// without a reload (app/live-updates.ts refetches on the stream's word). Through a Wi-Fi drop the
// marks are kept on the phone (lib/desk-queue.ts): how many wait is said under the title, each on
// its unit's card, and a mark of a unit no longer on the list under the count.
import { useQuery } from '@tanstack/react-query'
import type { HousekeepingUnit } from '../../../../contract/frontdesk'
import { KeptCount, KeptNote } from '../../components/kept-note'
import { ListOrEmpty } from '../../components/list-or-empty'
import { PageWait } from '../../components/page-wait'
import type { KeptUnitMark } from '../../lib/desk-queue'
import { hotelDates } from '../../lib/hotel-time'
import { useMe } from '../../lib/me'
import { usePageTitle } from '../../lib/page-title'
import { useKeptUnitMarks } from '../../lib/use-desk-queue'
import { housekeepingQueryOptions } from './api'
import { MARK_WORDS } from './housekeeping-words'
import { UnitCard } from './unit-card'
import './housekeeping.css'

const MARKS_NOUN = ['mark', 'marks'] as const

/** Whether a kept mark is of this unit (names compared as the hotel compares them). */
const isOf = (mark: KeptUnitMark, unit: HousekeepingUnit) =>
  mark.unit.toLowerCase() === unit.name.toLowerCase()

export function HousekeepingPage() {
  usePageTitle('Housekeeping')
  const { me } = useMe()
  const marks = useKeptUnitMarks()
  const day = useQuery(housekeepingQueryOptions())
  const heading = <h1 id="housekeeping-heading">Housekeeping</h1>
  if (!day.data || !me.data)
    return <PageWait reads={[day]} loading="Loading the rooms…" head={heading} />
  const { date, today, units } = day.data
  const role = me.data.role
  const elsewhere = marks.filter((mark) => !units.some((unit) => isOf(mark, unit)))
  return (
    <section aria-labelledby="housekeeping-heading" className="section">
      {heading}
      <p className="muted">
        {date === today ? 'Today, ' : ''}
        {hotelDates().weekdayDate(date)}: the rooms in the order to clean them.
      </p>
      <KeptCount moves={marks} noun={MARKS_NOUN} />
      {elsewhere.length > 0 && (
        <ul className="rows">
          {elsewhere.map((mark) => (
            <li key={mark.id} className="row">
              <p>
                <bdi>{mark.unit}</bdi>
              </p>
              <KeptNote move={mark} what={MARK_WORDS[mark.body.state].toLowerCase()} />
            </li>
          ))}
        </ul>
      )}
      <ListOrEmpty
        items={units}
        ordered
        className="rows housekeeping-units"
        empty="No rooms yet: an owner names them in the catalogue."
      >
        {(unit) => (
          <UnitCard
            key={unit.name}
            unit={unit}
            role={role}
            today={today}
            kept={marks.filter((mark) => isOf(mark, unit))}
          />
        )}
      </ListOrEmpty>
    </section>
  )
}
