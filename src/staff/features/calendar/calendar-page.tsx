// The console's calendar (issue 29): every facility's nights or days at a glance, from the
// hotel's today for 14 days on a computer and 7 on a phone, with previous/next and "go to date".
// Live as the inbox is (its query sits under staffKeys.all). A cell opens its requests.
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { addDays } from '../../../../contract/calendar-date'
import type { CalendarBar } from '../../../../contract/staff-calendar'
import { Problem } from '../../components/problem'
import { hotelDates } from '../../lib/hotel-time'
import { usePageTitle } from '../../lib/page-title'
import { isWorthRetrying } from '../../lib/staff-api'
import { calendarQueryOptions } from './api'
import { CalendarGrid } from './calendar-grid'
import { rangeLabel } from './calendar-words'
import { CellRequests, requestHref } from './cell-requests'
import './calendar.css'
import { useWideScreen } from './use-wide-screen'

export function CalendarPage() {
  usePageTitle('Calendar')
  const days = useWideScreen() ? 14 : 7
  const [from, setFrom] = useState<string | undefined>(undefined)
  const [open, setOpen] = useState<{ facilityId: string; date: string } | undefined>()
  // Typed in the hotel's order (dd/mm/yyyy in Lagos), not a native date box: that one shows the
  // phone's own locale's order (mm/dd/yyyy on a phone set to US English).
  const [goTo, setGoTo] = useState('')
  const [goToProblem, setGoToProblem] = useState<string | undefined>()
  const opener = useRef<HTMLElement | null>(null)
  const router = useRouter()
  const calendar = useQuery(calendarQueryOptions(from, days))

  if (calendar.isPending)
    return (
      <p role="status" className="muted">
        Loading the calendar…
      </p>
    )
  if (calendar.isError && !calendar.data)
    return (
      <Problem retry={isWorthRetrying(calendar.error) ? () => void calendar.refetch() : undefined}>
        {calendar.error.message}
      </Problem>
    )
  const data = calendar.data
  const first = data.dates[0] ?? data.today
  const last = data.dates.at(-1) ?? data.today
  const page = (step: number) => {
    setOpen(undefined)
    setFrom(addDays(first, step * days))
  }
  const dates = hotelDates()
  const submitGoTo = (event: FormEvent) => {
    event.preventDefault()
    const date = dates.parseDate(goTo)
    if (!date) {
      setGoToProblem(
        `Type a date as ${dates.pattern.hint}, for example ${dates.typedDate(data.today)}.`,
      )
      return
    }
    setGoToProblem(undefined)
    setGoTo(dates.typedDate(date))
    setOpen(undefined)
    setFrom(date)
  }
  const openBar = (bar: CalendarBar) => router.history.push(requestHref(bar))
  const openCell = (facilityId: string, date: string, cell: HTMLElement) => {
    const facility = data.facilities.find((f) => f.facility_id === facilityId)
    const holding = facility?.bars.filter((b) => b.from <= date && date < b.until) ?? []
    if (holding.length === 1) return openBar(holding[0]!)
    opener.current = cell
    setOpen({ facilityId, date })
  }
  const close = () => {
    setOpen(undefined)
    opener.current?.focus()
  }
  const openFacility = open && data.facilities.find((f) => f.facility_id === open.facilityId)
  const showsToday = first <= data.today && data.today <= last

  return (
    <div className="calendar-page">
      <h1>Calendar</h1>
      <div className="cal-tools">
        <div className="cal-paging">
          <button type="button" className="button" onClick={() => page(-1)}>
            <span aria-hidden="true">←</span> Previous {days} days
          </button>
          <p className="cal-range" aria-live="polite">
            {rangeLabel(first, last)}
            {calendar.isFetching && !calendar.isPending && (
              <span className="muted small"> · updating…</span>
            )}
          </p>
          <button type="button" className="button" onClick={() => page(1)}>
            Next {days} days <span aria-hidden="true">→</span>
          </button>
        </div>
        <form className="cal-goto" onSubmit={submitGoTo}>
          <div className="field">
            <label htmlFor="cal-goto-date">Go to date</label>
            <p id="cal-goto-hint" className="muted small">
              {dates.pattern.hint}, such as {dates.typedDate(data.today)}
            </p>
            <input
              id="cal-goto-date"
              type="text"
              autoComplete="off"
              spellCheck={false}
              size={11}
              value={goTo}
              aria-describedby={`cal-goto-hint${goToProblem ? ' cal-goto-problem' : ''}`}
              aria-invalid={goToProblem ? true : undefined}
              onChange={(event) => setGoTo(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            Go
          </button>
          {!showsToday && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setOpen(undefined)
                setFrom(undefined)
              }}
            >
              Today
            </button>
          )}
          {goToProblem && (
            <p id="cal-goto-problem" role="alert" className="error-text">
              {goToProblem}
            </p>
          )}
        </form>
      </div>
      <p id="cal-help" className="muted small">
        Each date says how many of a facility are taken that night (rooms, apartments) or that day
        (activity centres): Free, “1 of 3” (one of three taken), or Full. A solid bar is a confirmed
        stay; a dashed bar marked ? waits for an answer.{' '}
        <span className="cal-help-touch">Tap a date to see who holds it.</span>
        <span className="cal-help-keys">
          Click a date to see who holds it, or move between dates with the arrow keys and press
          Enter.
        </span>
      </p>
      {data.facilities.length === 0 ? (
        <p className="empty">No facility yet: add one in the catalogue.</p>
      ) : (
        <CalendarGrid calendar={data} onOpenCell={openCell} onOpenBar={openBar} />
      )}
      {open && openFacility && (
        <CellRequests
          facility={openFacility}
          date={open.date}
          bars={openFacility.bars.filter((b) => b.from <= open.date && open.date < b.until)}
          thisYear={data.today.slice(0, 4)}
          onClose={close}
        />
      )}
    </div>
  )
}
