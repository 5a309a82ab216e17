// The calendar's previous and next pages, as many dates as it shows (7 on a phone, 14 on a
// computer), around the dates shown, which say when a live update or a page is on its way
// (under them, in a line kept for it: the grid does not move when it comes or goes).
export function CalendarPaging({
  days,
  range,
  updating,
  onPage,
}: {
  days: number
  /** The dates shown, in words ("2 – 15 Dec"). */
  range: string
  updating: boolean
  /** -1 for the previous page, 1 for the next. */
  onPage: (step: number) => void
}) {
  return (
    <div className="cal-paging">
      <button type="button" className="button" onClick={() => onPage(-1)}>
        <span aria-hidden="true">←</span> Previous {days} days
      </button>
      {/* "updating…" on a line of its own, always there (empty when not): a live update comes
          after every load (the live channel's first open refetches), and the words appearing in
          the line of the dates made it wrap on a phone, the grid jumping 32 px down and back as
          a clerk aimed at a cell. */}
      <p className="cal-range" aria-live="polite">
        {range}
        <span className="cal-updating muted small">{updating ? 'updating…' : ''}</span>
      </p>
      <button type="button" className="button" onClick={() => onPage(1)}>
        Next {days} days <span aria-hidden="true">→</span>
      </button>
    </div>
  )
}
