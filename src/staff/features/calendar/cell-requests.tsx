// What holds one facility's date: the requests, each a link to its page (the inbox's) and, when
// confirmed with a price, whether it is paid (issue 53), and the units booking sites' calendars
// took (issue 39), by their link's name; with named units (issue 54), which unit each is in, where
// the guest is at the desk, and the units out of order. Opened from a cell that more than one
// holds (one request alone opens its page at once).
import { useEffect, useRef } from 'react'
import { addDays } from '../../../../contract/calendar-date'
import type { CalendarBar, CalendarImport, CalendarRow } from '../../../../contract/staff-calendar'
import { ListOrEmpty } from '../../components/list-or-empty'
import { RequestWho } from '../../components/request-who'
import { stayDates } from '../../lib/hotel-time'
import { BAR_MONEY_WORDS, cellWords, dayLabel, deskWords, importTitle } from './calendar-words'

interface CellRequestsProps {
  facility: CalendarRow
  date: string
  bars: CalendarBar[]
  /** The units booking sites took on the date. */
  imports: CalendarImport[]
  thisYear: string
  onClose: () => void
}

export function CellRequests(props: CellRequestsProps) {
  const { facility, date, bars, imports, thisYear, onClose } = props
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [facility.facility_id, date])
  const cell = facility.cells.find((c) => c.date === date)
  /** A unit's name by its number, when the facility's units are named. */
  const unitName = (n: number | null | undefined) =>
    facility.units?.find((u) => u.number === n)?.name
  return (
    <section className="section cal-requests" aria-labelledby="cal-requests-title">
      <h2 id="cal-requests-title" ref={heading} tabIndex={-1}>
        <bdi>{facility.name}</bdi>, {dayLabel(date)}
      </h2>
      {cell && <p className="muted">{capitalised(cellWords(cell, facility.capacity))}.</p>}
      {imports.length > 0 && (
        <ul className="rows" aria-label="Taken on booking sites">
          {imports.map((taken) => (
            <li className="row cal-import-row" key={`${taken.link_id}:${taken.from}`}>
              <p>
                <bdi>{importTitle(taken)}</bdi> ({unitName(taken.unit) ?? `unit ${taken.unit}`})
              </p>
              <p className="row-stay stay-dates">
                {stayDates(
                  {
                    from: taken.from,
                    // `until` is exclusive; a stay by the day names its last day.
                    to: facility.unit === 'day' ? addDays(taken.until, -1) : taken.until,
                  },
                  facility.type,
                  thisYear,
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ListOrEmpty
        items={bars}
        className="rows"
        empty={`No guest’s request holds this ${facility.unit}.`}
      >
        {(bar) => (
          <li className="row" key={bar.reservation_id}>
            <RequestWho request={bar} showStatus />
            <p className="row-stay stay-dates">
              {stayDates({ from: bar.from, to: bar.to }, facility.type, thisYear)}
            </p>
            {facility.units && (
              <p className="row-when small">{unitName(bar.unit) ?? 'No unit yet'}</p>
            )}
            {(bar.money || deskWords(bar.desk)) && (
              <p className="row-when muted small">
                {[bar.money && BAR_MONEY_WORDS[bar.money].word, deskWords(bar.desk)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
          </li>
        )}
      </ListOrEmpty>
      <p>
        <button type="button" className="button" onClick={onClose}>
          Back to the calendar
        </button>
      </p>
    </section>
  )
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
