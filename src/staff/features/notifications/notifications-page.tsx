// The console's notifications screen (issue 29). Being built: see the issue.
import { usePageTitle } from '../../lib/page-title'

export function NotificationsPage() {
  usePageTitle('Notifications')
  return (
    <>
      <h1>Notifications</h1>
      <p className="muted">Coming soon.</p>
    </>
  )
}
