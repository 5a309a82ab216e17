// The front desk's day (issue 54), /staff/today and tomorrow's /staff/today?date=: arrivals,
// departures, stay-overs, who is in the house and the possible no-shows, each stay with its
// unit, nights, housekeeping state, what it owes and the moves that apply. Live as the inbox is
// (its reads sit under staffKeys.all), and offline it opens on what was last seen, marked as of
// when by the frame (app/offline-line.tsx); the moves made offline wait on the device
// (lib/desk-queue.ts) and say so.
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { addDays } from '../../../../contract/calendar-date'
import type { DeskDay } from '../../../../contract/frontdesk'
import { HOUSEKEEPING_PATH } from '../../components/console-screens'
import { KeptCount } from '../../components/kept-note'
import { ListOrEmpty } from '../../components/list-or-empty'
import { PageWait } from '../../components/page-wait'
import { StaffLink } from '../../components/staff-link'
import { DESK_DAY_PATH as TODAY_PATH, printDayPath } from '../../lib/desk-day'
import { hotelDates } from '../../lib/hotel-time'
import { usePageTitle } from '../../lib/page-title'
import { useKeptStayMoves } from '../../lib/use-desk-queue'
import { todayQueryOptions } from './api'
import { deskSections } from './desk-sections'
import { DeskStayRow } from './desk-stay-row'
import { KeptElsewhere, MOVES_NOUN } from './kept-moves'
import './today.css'

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The day asked for in the address (`?date=`); undefined: the hotel's today. */
function useAskedDate(): string | undefined {
  const date = useRouterState({
    select: (state) => (state.location.search as { date?: unknown }).date,
  })
  return typeof date === 'string' && DATE.test(date) ? date : undefined
}

export function TodayPage() {
  const date = useAskedDate()
  const day = useQuery(todayQueryOptions(date))
  const title = day.data ? dayTitle(day.data) : 'Today'
  usePageTitle(title)
  if (!day.data)
    return <PageWait reads={[day]} loading="Loading the day…" head={<h1>{title}</h1>} />
  // Another day asked for offline, never seen on this device: the day shown is not it.
  if (day.isPlaceholderData && day.fetchStatus === 'paused')
    return (
      <>
        <h1>{date ? hotelDates().weekdayDate(date) : 'Today'}</h1>
        <p className="empty">
          This day was not opened on this device before the connection went: it shows once the
          connection is back. <StaffLink href={TODAY_PATH}>Back to today</StaffLink>
        </p>
      </>
    )
  return <DeskDayView day={day.data} updating={day.isFetching && day.isPlaceholderData} />
}

/** "Today", "Tomorrow", or the day's date. */
function dayTitle(day: DeskDay) {
  if (day.date === day.today) return 'Today'
  if (day.date === addDays(day.today, 1)) return 'Tomorrow'
  return hotelDates().weekdayDate(day.date)
}

function DeskDayView({ day, updating }: { day: DeskDay; updating: boolean }) {
  const kept = useKeptStayMoves()
  const title = dayTitle(day)
  const when = title === 'Today' || title === 'Tomorrow' ? title.toLowerCase() : 'on the day'
  const tomorrow = addDays(day.today, 1)
  const references = new Set(
    [...day.arrivals, ...day.departures, ...day.in_house, ...day.no_shows].map((s) => s.reference),
  )
  return (
    <div className="today-page">
      <div className="today-head">
        <h1>{title}</h1>
        <p className="muted">
          {hotelDates().weekdayDate(day.date)}
          {updating && <span className="small"> · updating…</span>}
        </p>
        <nav aria-label="Day" className="today-days">
          <StaffLink href={TODAY_PATH} aria-current={day.date === day.today ? 'page' : undefined}>
            Today
          </StaffLink>
          <StaffLink
            href={`${TODAY_PATH}?date=${tomorrow}`}
            aria-current={day.date === tomorrow ? 'page' : undefined}
          >
            Tomorrow
          </StaffLink>
        </nav>
        {/* The day's arrivals on paper: the sheet, then a registration card per guest. */}
        <div className="today-tools">
          <StaffLink href={HOUSEKEEPING_PATH}>Housekeeping</StaffLink>
          {day.arrivals.length > 0 && (
            <>
              <StaffLink href={printDayPath(day.date, 'a4')}>Print arrivals (A4)</StaffLink>
              <StaffLink href={printDayPath(day.date, 'a5')}>Print arrivals (A5)</StaffLink>
            </>
          )}
        </div>
        <KeptCount moves={kept} noun={MOVES_NOUN} />
      </div>
      <KeptElsewhere moves={kept} shown={references} />
      {deskSections(day, when).map((section) => (
        <section key={section.id} aria-labelledby={`desk-${section.id}`} className="section">
          <h2 id={`desk-${section.id}`}>
            {section.title} <span className="count">{section.stays.length}</span>
          </h2>
          <ListOrEmpty items={section.stays} className="rows" empty={section.empty}>
            {(stay) => (
              <DeskStayRow
                key={stay.reference}
                stay={stay}
                section={section.id}
                day={day}
                kept={kept.filter((move) => move.reference === stay.reference)}
              />
            )}
          </ListOrEmpty>
        </section>
      ))}
    </div>
  )
}
