// The month's pictures (issue 55): small SVG drawn here, no chart library (each is a few rects or
// one line: a library would be tens of kilobytes on a clerk's phone for that). The shapes stretch
// to the column (preserveAspectRatio="none", lines keep their width), and the words around them
// are HTML, so they read at any width. Each picture is one image to a screen reader, with a
// sentence of what it shows; its numbers are the table under it (numbers-page.tsx).
import type { DayNumbers } from '../../../../contract/month-figures'
import type { NumbersWords } from './words'

/** The nights of each day: what could be sold (the faint bar), sold, and the booking sites'. */
export function DayBars({
  days,
  label,
  words,
}: {
  days: readonly DayNumbers[]
  label: string
  words: NumbersWords
}) {
  const top = Math.max(
    1,
    ...days.map((d) => Math.max(d.nights_available, d.nights_sold + d.nights_imported)),
  )
  const height = 100
  const y = (n: number) => (n / top) * height
  return (
    <figure className="num-chart">
      <svg
        className="num-days"
        viewBox={`0 0 ${days.length * 10} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        {days.map((d, i) => {
          const sold = y(d.nights_sold)
          const imported = y(d.nights_imported)
          return (
            <g key={d.date}>
              <rect
                className="num-free"
                x={i * 10 + 1}
                width={8}
                y={height - y(d.nights_available)}
                height={y(d.nights_available)}
              />
              <rect className="num-sold" x={i * 10 + 1} width={8} y={height - sold} height={sold} />
              <rect
                className="num-imported"
                x={i * 10 + 1}
                width={8}
                y={height - sold - imported}
                height={imported}
              />
            </g>
          )
        })}
      </svg>
      <div className="num-axis" aria-hidden="true">
        {days.map((d, i) => (
          <span key={d.date}>{i % 7 === 0 ? Number(d.date.slice(8)) : ''}</span>
        ))}
      </div>
      <figcaption className="num-key">
        <span className="num-swatch num-sold" /> {words.soldHere}
        <span className="num-swatch num-imported" /> {words.bookingSites}
        <span className="num-swatch num-free" /> {words.couldBeSold}
      </figcaption>
    </figure>
  )
}

/** Occupancies (each facility's, each month's) as bars of the column's width (100 %). */
export function OccupancyBars({
  items,
  label,
  percent,
}: {
  items: readonly { key: string; name: string; occupancy: number }[]
  label: string
  percent: (fraction: number) => string
}) {
  return (
    <figure className="num-chart" role="img" aria-label={label}>
      <ul className="num-bars">
        {items.map((f) => (
          <li key={f.key}>
            <span className="num-bar-name">{f.name}</span>
            <svg className="num-bar" viewBox="0 0 100 10" preserveAspectRatio="none">
              <rect className="num-free" x={0} y={0} width={100} height={10} />
              <rect
                className="num-sold"
                x={0}
                y={0}
                width={Math.min(100, f.occupancy * 100)}
                height={10}
              />
            </svg>
            <span className="num-bar-value">{percent(f.occupancy)}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}

/** The requests for the month's nights as they came in, week by week, added up: one line. */
export function PickupLine({
  weeks,
  label,
  weekLabel,
  totalLabel,
}: {
  weeks: readonly { week: string; requests: number }[]
  label: string
  weekLabel: (week: string) => string
  /** "12 requests" */
  totalLabel: (total: number) => string
}) {
  const running = weeks.reduce<number[]>(
    (sums, w) => [...sums, (sums.at(-1) ?? 0) + w.requests],
    [],
  )
  const total = running.at(-1) ?? 0
  const top = Math.max(1, total)
  const step = weeks.length > 1 ? 100 / (weeks.length - 1) : 0
  const points = running.map((n, i) => `${i * step},${50 - (n / top) * 46}`).join(' ')
  return (
    <figure className="num-chart">
      <svg
        className="num-pickup"
        viewBox="0 0 100 50"
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        <Across className="num-grid" y={50} />
        <Across className="num-grid" y={4} />
        {weeks.length > 1 ? (
          <polyline className="num-line" points={points} vectorEffect="non-scaling-stroke" />
        ) : (
          <Across className="num-line" y={4} />
        )}
      </svg>
      {weeks.length > 0 && (
        <div className="num-axis num-axis-ends" aria-hidden="true">
          <span>{weekLabel(weeks[0]!.week)}</span>
          <span>{totalLabel(total)}</span>
          {weeks.length > 1 && <span>{weekLabel(weeks.at(-1)!.week)}</span>}
        </div>
      )}
    </figure>
  )
}

/** A line across the pickup's picture at height `y` (of 50), as thick at any width. */
function Across({ className, y }: { className: string; y: number }) {
  return (
    <line className={className} x1={0} x2={100} y1={y} y2={y} vectorEffect="non-scaling-stroke" />
  )
}

/** A year's months side by side: each month's occupancy as a column over the whole (100 %). */
export function MonthColumns({
  months,
  label,
  initial,
}: {
  months: readonly { month: string; occupancy: number }[]
  label: string
  /** "J" for January (the months' first letters under the columns). */
  initial: (month: string) => string
}) {
  const height = 100
  return (
    <figure className="num-chart">
      <svg
        className="num-days"
        viewBox={`0 0 ${months.length * 10} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        {months.map((m, i) => {
          const sold = Math.min(1, m.occupancy) * height
          return (
            <g key={m.month}>
              <rect className="num-free" x={i * 10 + 1.5} width={7} y={0} height={height} />
              <rect
                className="num-sold"
                x={i * 10 + 1.5}
                width={7}
                y={height - sold}
                height={sold}
              />
            </g>
          )
        })}
      </svg>
      <div className="num-axis num-axis-months" aria-hidden="true">
        {months.map((m) => (
          <span key={m.month}>{initial(m.month)}</span>
        ))}
      </div>
    </figure>
  )
}
