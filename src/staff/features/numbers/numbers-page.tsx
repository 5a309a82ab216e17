// The owner's month in figures (issue 55), /staff/numbers (this month) and ?month=YYYY-MM: how full
// the hotel was, at what average price, what came in, which facility earns, where the nights came
// from and how the requests came. Each picture with its numbers in a table under it (a screen
// reader reads the table; an owner copies it). An owner's screen: the front desk is told so, and
// the server refuses them anyway (403). Each figure's definition: contract/month-figures.ts.
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import {
  monthAfter,
  MONTH_PATTERN,
  share,
  type MonthNumbers,
} from '../../../../contract/month-figures'
import { NUMBERS_PATH } from '../../../../contract/staff-paths'
import { OwnersOnly } from '../../components/owners-only'
import { PageWait } from '../../components/page-wait'
import { StaffLink } from '../../components/staff-link'
import { consoleMoney } from '../../lib/console-money'
import { consoleLocale, shortDate } from '../../lib/hotel-time'
import { usePageTitle } from '../../lib/page-title'
import { numbersQueryOptions } from './api'
import { DayBars, FacilityBars, PickupLine } from './charts'
import './numbers.css'
import { TableBox } from './table-box'

/** The month asked for in the address (`?month=`); undefined: the hotel's month now. */
function useAskedMonth(): string | undefined {
  const month = useRouterState({
    select: (state) => (state.location.search as { month?: unknown }).month,
  })
  return typeof month === 'string' && MONTH_PATTERN.test(month) ? month : undefined
}

/** "November 2026" (`short`: "Nov 2026", the months' links on a phone). */
export const monthName = (month: string, width: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat(consoleLocale(), {
    month: width,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`))

const percentFormat = () =>
  new Intl.NumberFormat(consoleLocale(), { style: 'percent', maximumFractionDigits: 1 })
/** 0.4667 as "46.7%". */
export const percent = (fraction: number) => percentFormat().format(fraction)

export function NumbersPage() {
  usePageTitle('Numbers')
  return (
    <OwnersOnly title="Numbers" refusal="Only an owner of the hotel sees the hotel's figures.">
      <NumbersScreen />
    </OwnersOnly>
  )
}

function NumbersScreen() {
  const asked = useAskedMonth()
  const numbers = useQuery(numbersQueryOptions(asked))
  if (!numbers.data)
    return <PageWait reads={[numbers]} loading="Loading the month…" head={<h1>Numbers</h1>} />
  return (
    <MonthView month={numbers.data} updating={numbers.isFetching && numbers.isPlaceholderData} />
  )
}

function MonthView({ month: n, updating }: { month: MonthNumbers; updating: boolean }) {
  const money = (amount: number | null) =>
    amount === null ? '—' : consoleMoney(amount, n.currency)
  const before = monthAfter(n.month, -1)
  const after = monthAfter(n.month, 1)
  const days = n.by_day
  const year = n.month.slice(0, 4)
  const soldHere = n.sources.site ?? 0
  const siteNames = Object.keys(n.sources).filter((s) => s !== 'site' && s !== 'desk')
  return (
    <div className="numbers-page" aria-busy={updating}>
      <h1>Numbers</h1>
      <nav className="num-months" aria-label="Months">
        <StaffLink
          className="button"
          href={`${NUMBERS_PATH}?month=${before}`}
          aria-label={monthName(before)}
        >
          <span aria-hidden="true">←</span> {monthName(before, 'short')}
        </StaffLink>
        <StaffLink
          className="button"
          href={`${NUMBERS_PATH}?month=${after}`}
          aria-label={monthName(after)}
        >
          {monthName(after, 'short')} <span aria-hidden="true">→</span>
        </StaffLink>
      </nav>
      <h2 className="num-month">
        {monthName(n.month)}
        {n.so_far && <span className="num-so-far"> · on the books so far</span>}
      </h2>
      <p className="num-updating muted small" aria-live="polite">
        {updating ? 'updating…' : ''}
      </p>

      <dl className="num-headline">
        <div>
          <dt>Occupancy</dt>
          <dd>
            {percent(n.occupancy)}
            <span className="small muted">
              {' '}
              {n.nights_sold} of {n.nights_available} nights
            </span>
          </dd>
        </div>
        <div>
          <dt>Average rate (ADR)</dt>
          <dd>{money(n.adr)}</dd>
        </div>
        <div>
          <dt>Revenue per available night (RevPAR)</dt>
          <dd>{money(n.revpar)}</dd>
        </div>
        <div>
          <dt>Booked</dt>
          <dd>{money(n.revenue.booked)}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{money(n.revenue.received)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{money(n.revenue.refunded)}</dd>
        </div>
      </dl>

      <section className="num-section" aria-labelledby="num-days-title">
        <h2 id="num-days-title">Nights, day by day</h2>
        <DayBars
          days={days}
          label={`Nights of each day of ${monthName(n.month)}: ${n.nights_sold} sold here and ${n.nights_imported} by booking sites, of ${n.nights_available}. The table below has each day.`}
        />
        <TableBox label="Nights of each day">
          <table className="num-table">
            <caption className="visually-hidden">Nights of each day</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Sold here</th>
                <th scope="col">Booking sites</th>
                <th scope="col">Could be sold</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="num-date">
                    {shortDate(d.date, year)}
                  </th>
                  <td>{d.nights_sold}</td>
                  <td>{d.nights_imported}</td>
                  <td>{d.nights_available}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>

      <section className="num-section" aria-labelledby="num-facilities-title">
        <h2 id="num-facilities-title">By facility</h2>
        <FacilityBars
          facilities={n.by_facility}
          percent={percent}
          label="How full each facility was. The table below has each one's nights and revenue."
        />
        <TableBox label="Each facility's month">
          <table className="num-table">
            <caption className="visually-hidden">Each facility's month</caption>
            <thead>
              <tr>
                <th scope="col">Facility</th>
                <th scope="col">Nights sold</th>
                <th scope="col">Occupancy</th>
                <th scope="col">Booked</th>
              </tr>
            </thead>
            <tbody>
              {n.by_facility.map((f) => (
                <tr key={f.facility_id}>
                  <th scope="row">{f.name}</th>
                  <td>
                    {f.nights_sold} of {f.nights_available}
                  </td>
                  <td>{percent(f.occupancy)}</td>
                  <td>{money(f.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>

      <section className="num-section" aria-labelledby="num-sources-title">
        <h2 id="num-sources-title">Where the nights came from</h2>
        <TableBox label="Nights by where they came from">
          <table className="num-table">
            <caption className="visually-hidden">Nights by where they came from</caption>
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Nights</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {[
                ['This site', soldHere] as const,
                ['The desk', n.sources.desk ?? 0] as const,
                ...siteNames.map((name) => [name, n.sources[name] ?? 0] as const),
              ].map(([name, nights]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>{nights}</td>
                  <td>{percent(share(nights, n.nights_sold + n.nights_imported))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>

      <section className="num-section" aria-labelledby="num-requests-title">
        <h2 id="num-requests-title">Requests</h2>
        <p className="small muted">
          Those arriving in {monthName(n.month)}, as they stand now; the lead time is from the
          request to the arrival, for those confirmed.
        </p>
        <TableBox label="The month's requests">
          <table className="num-table">
            <caption className="visually-hidden">The month's requests</caption>
            <tbody>
              <tr>
                <th scope="row">Arriving</th>
                <td>{n.requests}</td>
                <td />
              </tr>
              <tr>
                <th scope="row">Confirmed</th>
                <td>{n.confirmed}</td>
                <td>{percent(share(n.confirmed, n.requests))}</td>
              </tr>
              <tr>
                <th scope="row">Declined</th>
                <td>{n.declined}</td>
                <td>{percent(share(n.declined, n.requests))}</td>
              </tr>
              <tr>
                <th scope="row">Cancelled</th>
                <td>{n.cancelled}</td>
                <td>{percent(share(n.cancelled, n.requests))}</td>
              </tr>
              <tr>
                <th scope="row">Lead time</th>
                <td colSpan={2}>
                  {n.lead_time_days === null
                    ? '—'
                    : `${n.lead_time_days} day${n.lead_time_days === 1 ? '' : 's'} on average`}
                </td>
              </tr>
            </tbody>
          </table>
        </TableBox>
        <h3 className="num-sub">Pickup: requests for this month's nights, week by week</h3>
        {n.pickup.length === 0 ? (
          <p className="empty">No request for this month's nights yet.</p>
        ) : (
          <>
            <PickupLine
              weeks={n.pickup}
              weekLabel={(week) => shortDate(week, year)}
              label={`Requests for ${monthName(n.month)}'s nights, added up week by week: ${n.pickup.reduce((a, w) => a + w.requests, 0)} in all. The table below has each week.`}
            />
            <TableBox label="Requests by the week they came in">
              <table className="num-table">
                <caption className="visually-hidden">Requests by the week they came in</caption>
                <thead>
                  <tr>
                    <th scope="col">Week of</th>
                    <th scope="col">Requests</th>
                  </tr>
                </thead>
                <tbody>
                  {n.pickup.map((w) => (
                    <tr key={w.week}>
                      <th scope="row" className="num-date">
                        {shortDate(w.week, year)}
                      </th>
                      <td>{w.requests}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          </>
        )}
      </section>
    </div>
  )
}
