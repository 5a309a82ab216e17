import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'

export const Route = createFileRoute('/our-rates')({
  component: () => (
    <Page title="Rate">
      <p className="coming-soon">Coming Soon</p>
    </Page>
  ),
})
