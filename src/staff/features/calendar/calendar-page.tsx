// The console's calendar screen (issue 29). Being built: see the issue.
import { usePageTitle } from '../../lib/page-title'

export function CalendarPage() {
  usePageTitle('Calendar')
  return (
    <>
      <h1>Calendar</h1>
      <p className="muted">Coming soon.</p>
    </>
  )
}
