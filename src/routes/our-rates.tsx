import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { pageHeads } from '../content/page-heads'

export const Route = createFileRoute('/our-rates')({
  component: () => (
    <Page head={pageHeads['/our-rates']}>
      <p className="coming-soon">Coming Soon</p>
    </Page>
  ),
})
