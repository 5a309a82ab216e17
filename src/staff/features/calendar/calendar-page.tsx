// The console's calendar (issue 29): every facility's nights or days at a glance, from the
// hotel's today for 14 days on a computer and 7 on a phone, with previous/next and "go to date".
// Live as the inbox is (its query sits under staffKeys.all). A cell opens its requests.
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { addDays } from '../../../../contract/calendar-date'
import { CALENDAR_DAYS } from '../../../../contract/staff-paths'
import type { CalendarBar } from '../../../../contract/staff-calendar'
import { PageWait } from '../../components/page-wait'
import { requestHref } from '../../components/request-who'
import { usePageTitle } from '../../lib/page-title'
import { calendarQueryOptions } from './api'
import { CalendarGrid } from './calendar-grid'
import { CalendarHelp } from './calendar-help'
import { CalendarPaging } from './calendar-paging'
import { rangeLabel } from './calendar-words'
import { CellRequests } from './cell-requests'
import './calendar.css'
import { GoToDate, useGoToDate } from './go-to-date'
import { useWideScreen } from './use-wide-screen'

export function CalendarPage() {
  usePageTitle('Calendar')
  const days = useWideScreen() ? CALENDAR_DAYS.wide : CALENDAR_DAYS.narrow
  const [from, setFrom] = useState<string | undefined>(undefined)
  const [open, setOpen] = useState<{ facilityId: string; date: string } | undefined>()
  const goTo = useGoToDate()
  const opener = useRef<HTMLElement | null>(null)
  const router = useRouter()
  const calendar = useQuery(calendarQueryOptions(from, days))

  if (!calendar.data) return <PageWait reads={[calendar]} loading="Loading the calendar…" />
  const data = calendar.data
  const first = data.dates[0] ?? data.today
  const last = data.dates.at(-1) ?? data.today
  /** Shows the dates from `date` (undefined: the hotel's today), with no cell's list open. */
  const show = (date: string | undefined) => {
    setOpen(undefined)
    setFrom(date)
  }
  const openBar = (bar: CalendarBar) => router.history.push(requestHref(bar))
  const openCell = (facilityId: string, date: string, cell: HTMLElement) => {
    const facility = data.facilities.find((f) => f.facility_id === facilityId)
    const holding = facility?.bars.filter((b) => b.from <= date && date < b.until) ?? []
    const imported = facility?.imports?.some((b) => b.from <= date && date < b.until) ?? false
    if (holding.length === 1 && !imported) return openBar(holding[0]!)
    opener.current = cell
    setOpen({ facilityId, date })
  }
  const close = () => {
    setOpen(undefined)
    opener.current?.focus()
  }
  const updating = calendar.isFetching && !calendar.isPending
  const openFacility = open && data.facilities.find((f) => f.facility_id === open.facilityId)

  return (
    <div className="calendar-page">
      <h1>Calendar</h1>
      <div className="cal-tools">
        <CalendarPaging
          days={days}
          range={rangeLabel(first, last)}
          updating={updating}
          onPage={(step) => show(addDays(first, step * days))}
        />
        <GoToDate
          state={goTo}
          today={data.today}
          showsToday={first <= data.today && data.today <= last}
          onGo={show}
          onToday={() => show(undefined)}
        />
      </div>
      <CalendarHelp />
      {data.facilities.length === 0 ? (
        <p className="empty">No facility yet: add one in the catalogue.</p>
      ) : (
        <CalendarGrid
          calendar={data}
          onOpenCell={openCell}
          onOpenBar={openBar}
          updating={updating}
        />
      )}
      {open && openFacility && (
        <CellRequests
          facility={openFacility}
          date={open.date}
          bars={openFacility.bars.filter((b) => b.from <= open.date && open.date < b.until)}
          imports={(openFacility.imports ?? []).filter(
            (b) => b.from <= open.date && open.date < b.until,
          )}
          thisYear={data.today.slice(0, 4)}
          onClose={close}
        />
      )}
    </div>
  )
}
