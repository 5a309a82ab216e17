// The owner's month in figures (issue 55), /staff/numbers (this month) and ?month=YYYY-MM: how full
// the hotel was, at what average price, what came in, which facility earns, where the nights came
// from and how the requests came; ?year=YYYY, the twelve months side by side. Each picture with
// its numbers in a table under it (a screen reader reads the table; an owner copies it), and the
// year's stays as a file for the accountant. In English or French (./words.ts), as the owner
// picks. An owner's screen: the front desk is told so, and the server refuses them anyway (403).
// Each figure's definition: contract/month-figures.ts.
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import {
  monthAfter,
  MONTH_PATTERN,
  share,
  YEAR_PATTERN,
  type MonthNumbers,
  type HeadlineFigures,
  type YearNumbers,
} from '../../../../contract/month-figures'
import {
  NUMBERS_LANGUAGES,
  NUMBERS_PATH,
  type NumbersLanguage,
} from '../../../../contract/staff-paths'
import { OwnersOnly } from '../../components/owners-only'
import { PageWait } from '../../components/page-wait'
import { StaffLink } from '../../components/staff-link'
import { STAFF_API } from '../../lib/staff-api'
import { usePageTitle } from '../../lib/page-title'
import { numbersQueryOptions, numbersYearQueryOptions } from './api'
import { DayBars, MonthColumns, OccupancyBars, PickupLine } from './charts'
import './numbers.css'
import { TableBox } from './table-box'
import {
  chooseNumbersLanguage,
  NUMBERS_WORDS,
  numbersFormats,
  useNumbersLanguage,
  type NumbersFormats,
  type NumbersWords,
} from './words'

/** What the address asks for: a month (`?month=`), a year (`?year=`), or the hotel's month now. */
function useAsked(): { month?: string; year?: string } {
  const search = useRouterState({
    select: (state) => state.location.search as { month?: unknown; year?: unknown },
  })
  // The router reads `?year=2026` as a number.
  const year = typeof search.year === 'number' ? String(search.year) : search.year
  if (typeof year === 'string' && YEAR_PATTERN.test(year)) return { year }
  const { month } = search
  return typeof month === 'string' && MONTH_PATTERN.test(month) ? { month } : {}
}

/** The figures' words and formats in the language the person chose. */
function useNumbersText() {
  const language = useNumbersLanguage()
  return { language, words: NUMBERS_WORDS[language], formats: numbersFormats(language) }
}

export function NumbersPage() {
  const { words, language } = useNumbersText()
  usePageTitle(words.title)
  return (
    <div lang={language} className="numbers-lang">
      <OwnersOnly title={words.title} refusal={words.ownersOnly}>
        <NumbersScreen />
      </OwnersOnly>
    </div>
  )
}

function NumbersScreen() {
  const asked = useAsked()
  const text = useNumbersText()
  const head = (
    <>
      <h1>{text.words.title}</h1>
      <LanguageSwitch language={text.language} />
    </>
  )
  const month = useQuery({ ...numbersQueryOptions(asked.month), enabled: !asked.year })
  const year = useQuery({ ...numbersYearQueryOptions(asked.year), enabled: !!asked.year })
  if (asked.year) {
    if (!year.data) return <PageWait reads={[year]} loading={text.words.loadingYear} head={head} />
    return (
      <YearView
        head={head}
        year={year.data}
        updating={year.isFetching && year.isPlaceholderData}
        {...text}
      />
    )
  }
  if (!month.data) return <PageWait reads={[month]} loading={text.words.loadingMonth} head={head} />
  return (
    <MonthView
      head={head}
      month={month.data}
      updating={month.isFetching && month.isPlaceholderData}
      {...text}
    />
  )
}

/** The figures' two languages, each its own name; the one in use pressed. */
function LanguageSwitch({ language }: { language: NumbersLanguage }) {
  return (
    <div className="num-language" role="group" aria-label={NUMBERS_WORDS[language].language}>
      {NUMBERS_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => chooseNumbersLanguage(option)}
        >
          {NUMBERS_WORDS[option].name}
        </button>
      ))}
    </div>
  )
}

interface ViewProps {
  head: ReactNode
  updating: boolean
  words: NumbersWords
  formats: NumbersFormats
}

/** The headline figures as tiles: a month's or a year's. */
function Headline({
  figures: n,
  currency,
  words,
  formats,
}: {
  figures: HeadlineFigures
  currency: string
  words: NumbersWords
  formats: NumbersFormats
}) {
  const money = (amount: number | null) => formats.money(amount, currency)
  return (
    <dl className="num-headline">
      <div>
        <dt>{words.occupancy}</dt>
        <dd>
          {formats.percent(n.occupancy)}
          <span className="small muted"> {words.nightsOf(n.nights_sold, n.nights_available)}</span>
        </dd>
      </div>
      <div>
        <dt>{words.adr}</dt>
        <dd>{money(n.adr)}</dd>
      </div>
      <div>
        <dt>{words.revpar}</dt>
        <dd>{money(n.revpar)}</dd>
      </div>
      <div>
        <dt>{words.booked}</dt>
        <dd>{money(n.revenue.booked)}</dd>
      </div>
      <div>
        <dt>{words.received}</dt>
        <dd>{money(n.revenue.received)}</dd>
      </div>
      <div>
        <dt>{words.refunded}</dt>
        <dd>{money(n.revenue.refunded)}</dd>
      </div>
    </dl>
  )
}

/** The year's stays as the accountant's file: the same as `numbers export <YYYY> --csv`. */
function Download({ year, words }: { year: string; words: NumbersWords }) {
  return (
    <p className="num-download">
      <a className="button" href={`${STAFF_API}/numbers/export.csv?year=${year}`} download>
        {words.download(year)}
      </a>
      <span className="small muted">{words.downloadNote}</span>
    </p>
  )
}

function MonthView({
  head,
  month: n,
  updating,
  words,
  formats,
}: ViewProps & { month: MonthNumbers }) {
  const { percent, monthName, shortDate } = formats
  const money = (amount: number | null) => formats.money(amount, n.currency)
  const before = monthAfter(n.month, -1)
  const after = monthAfter(n.month, 1)
  const days = n.by_day
  const year = n.month.slice(0, 4)
  const soldHere = n.sources.site ?? 0
  const siteNames = Object.keys(n.sources).filter((s) => s !== 'site' && s !== 'desk')
  return (
    <div className="numbers-page" aria-busy={updating}>
      {head}
      <nav className="num-months" aria-label={words.monthsNav}>
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
        {n.so_far && <span className="num-so-far"> · {words.soFar}</span>}
      </h2>
      <div className="num-status">
        <StaffLink href={`${NUMBERS_PATH}?year=${year}`}>{words.theYear(year)}</StaffLink>
        <p className="num-updating muted small" aria-live="polite">
          {updating ? words.updating : ''}
        </p>
      </div>

      <Headline figures={n} currency={n.currency} words={words} formats={formats} />

      <section className="num-section" aria-labelledby="num-days-title">
        <h2 id="num-days-title">{words.daysTitle}</h2>
        <DayBars
          days={days}
          words={words}
          label={words.daysLabel(
            monthName(n.month),
            n.nights_sold,
            n.nights_imported,
            n.nights_available,
          )}
        />
        <TableBox label={words.daysTable}>
          <table className="num-table">
            <caption className="visually-hidden">{words.daysTable}</caption>
            <thead>
              <tr>
                <th scope="col">{words.date}</th>
                <th scope="col">{words.soldHere}</th>
                <th scope="col">{words.bookingSites}</th>
                <th scope="col">{words.couldBeSold}</th>
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
        <h2 id="num-facilities-title">{words.facilitiesTitle}</h2>
        <OccupancyBars
          items={n.by_facility.map((f) => ({ key: f.facility_id, ...f }))}
          percent={percent}
          label={words.facilitiesLabel}
        />
        <TableBox label={words.facilitiesTable}>
          <table className="num-table">
            <caption className="visually-hidden">{words.facilitiesTable}</caption>
            <thead>
              <tr>
                <th scope="col">{words.facility}</th>
                <th scope="col">{words.nightsSold}</th>
                <th scope="col">{words.occupancy}</th>
                <th scope="col">{words.booked}</th>
              </tr>
            </thead>
            <tbody>
              {n.by_facility.map((f) => (
                <tr key={f.facility_id}>
                  <th scope="row">{f.name}</th>
                  <td>{words.someOf(f.nights_sold, f.nights_available)}</td>
                  <td>{percent(f.occupancy)}</td>
                  <td>{money(f.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>

      <section className="num-section" aria-labelledby="num-sources-title">
        <h2 id="num-sources-title">{words.sourcesTitle}</h2>
        <TableBox label={words.sourcesTable}>
          <table className="num-table">
            <caption className="visually-hidden">{words.sourcesTable}</caption>
            <thead>
              <tr>
                <th scope="col">{words.from}</th>
                <th scope="col">{words.nights}</th>
                <th scope="col">{words.share}</th>
              </tr>
            </thead>
            <tbody>
              {[
                [words.thisSite, soldHere] as const,
                [words.theDesk, n.sources.desk ?? 0] as const,
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
        <h2 id="num-requests-title">{words.requestsTitle}</h2>
        <p className="small muted">{words.requestsNote(monthName(n.month))}</p>
        <TableBox label={words.requestsTable}>
          <table className="num-table">
            <caption className="visually-hidden">{words.requestsTable}</caption>
            <tbody>
              <tr>
                <th scope="row">{words.arriving}</th>
                <td>{n.requests}</td>
                <td />
              </tr>
              <tr>
                <th scope="row">{words.confirmed}</th>
                <td>{n.confirmed}</td>
                <td>{percent(share(n.confirmed, n.requests))}</td>
              </tr>
              <tr>
                <th scope="row">{words.declined}</th>
                <td>{n.declined}</td>
                <td>{percent(share(n.declined, n.requests))}</td>
              </tr>
              <tr>
                <th scope="row">{words.cancelled}</th>
                <td>{n.cancelled}</td>
                <td>{percent(share(n.cancelled, n.requests))}</td>
              </tr>
              <tr>
                <th scope="row">{words.leadTime}</th>
                <td colSpan={2}>
                  {n.lead_time_days === null
                    ? '—'
                    : words.leadDays(n.lead_time_days, formats.decimal(n.lead_time_days))}
                </td>
              </tr>
            </tbody>
          </table>
        </TableBox>
        <h3 className="num-sub">{words.pickupTitle}</h3>
        {n.pickup.length === 0 ? (
          <p className="empty">{words.pickupNone}</p>
        ) : (
          <>
            <PickupLine
              weeks={n.pickup}
              weekLabel={(week) => shortDate(week, year)}
              totalLabel={words.requestCount}
              label={words.pickupLabel(
                monthName(n.month),
                n.pickup.reduce((a, w) => a + w.requests, 0),
              )}
            />
            <TableBox label={words.pickupTable}>
              <table className="num-table">
                <caption className="visually-hidden">{words.pickupTable}</caption>
                <thead>
                  <tr>
                    <th scope="col">{words.weekOf}</th>
                    <th scope="col">{words.requests}</th>
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
      <Download year={year} words={words} />
    </div>
  )
}

/** The year's twelve months side by side (`?year=`), each a link to its own month. */
function YearView({ head, year: y, updating, words, formats }: ViewProps & { year: YearNumbers }) {
  const { percent, monthInitial, monthOnly } = formats
  const money = (amount: number | null) => formats.money(amount, y.currency)
  const before = String(Number(y.year) - 1)
  const after = String(Number(y.year) + 1)
  const row = (f: HeadlineFigures) => (
    <>
      <td>{percent(f.occupancy)}</td>
      <td>{words.someOf(f.nights_sold, f.nights_available)}</td>
      <td>{money(f.adr)}</td>
      <td>{money(f.revenue.booked)}</td>
      <td>{money(f.revenue.received)}</td>
      <td>{f.requests}</td>
    </>
  )
  return (
    <div className="numbers-page" aria-busy={updating}>
      {head}
      <nav className="num-months" aria-label={words.yearsNav}>
        <StaffLink className="button" href={`${NUMBERS_PATH}?year=${before}`}>
          <span aria-hidden="true">←</span> {before}
        </StaffLink>
        <StaffLink className="button" href={`${NUMBERS_PATH}?year=${after}`}>
          {after} <span aria-hidden="true">→</span>
        </StaffLink>
      </nav>
      <h2 className="num-month">
        {words.theYear(y.year)}
        {y.so_far && <span className="num-so-far"> · {words.soFar}</span>}
      </h2>
      <p className="num-updating muted small" aria-live="polite">
        {updating ? words.updating : ''}
      </p>

      <Headline figures={y.total} currency={y.currency} words={words} formats={formats} />

      <section className="num-section" aria-labelledby="num-year-title">
        <h2 id="num-year-title">{words.yearTable(y.year)}</h2>
        <MonthColumns months={y.months} initial={monthInitial} label={words.yearLabel(y.year)} />
        <TableBox label={words.yearTable(y.year)}>
          <table className="num-table">
            <caption className="visually-hidden">{words.yearTable(y.year)}</caption>
            <thead>
              <tr>
                <th scope="col">{words.month}</th>
                <th scope="col">{words.occupancy}</th>
                <th scope="col">{words.nightsSold}</th>
                <th scope="col">{words.adr}</th>
                <th scope="col">{words.booked}</th>
                <th scope="col">{words.received}</th>
                <th scope="col">{words.requests}</th>
              </tr>
            </thead>
            <tbody>
              {y.months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">
                    <StaffLink
                      href={`${NUMBERS_PATH}?month=${m.month}`}
                      aria-label={formats.monthName(m.month)}
                    >
                      {monthOnly(m.month)}
                    </StaffLink>
                  </th>
                  {row(m)}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{words.yearTotal}</th>
                {row(y.total)}
              </tr>
            </tfoot>
          </table>
        </TableBox>
      </section>
      <Download year={y.year} words={words} />
    </div>
  )
}
