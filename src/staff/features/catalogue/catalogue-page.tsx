// The console's catalogue screen (issue 29). Being built: see the issue.
import { usePageTitle } from '../../lib/page-title'

export function CataloguePage() {
  usePageTitle('Catalogue')
  return (
    <>
      <h1>Catalogue</h1>
      <p className="muted">Coming soon.</p>
    </>
  )
}
