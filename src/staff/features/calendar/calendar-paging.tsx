// The calendar's previous and next pages, as many dates as it shows (7 on a phone, 14 on a
// computer), around the dates shown, which say when a live update or a page is on its way.
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
      <p className="cal-range" aria-live="polite">
        {range}
        {updating && <span className="muted small"> · updating…</span>}
      </p>
      <button type="button" className="button" onClick={() => onPage(1)}>
        Next {days} days <span aria-hidden="true">→</span>
      </button>
    </div>
  )
}
