// The console's people screen (issue 29). Being built: see the issue.
import { usePageTitle } from '../../lib/page-title'

export function PeoplePage() {
  usePageTitle('People')
  return (
    <>
      <h1>People</h1>
      <p className="muted">Coming soon.</p>
    </>
  )
}
