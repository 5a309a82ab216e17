// The console's messages screen (issue 29). Being built: see the issue.
import { usePageTitle } from '../../lib/page-title'

export function MessagesPage() {
  usePageTitle('Messages')
  return (
    <>
      <h1>Messages</h1>
      <p className="muted">Coming soon.</p>
    </>
  )
}
