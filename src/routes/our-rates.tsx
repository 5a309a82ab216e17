import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { pageHeads } from '../content/page-heads'
import { texts } from '../lib/i18n'

export const Route = createFileRoute('/our-rates')({
  component: () => (
    <Page head={pageHeads['/our-rates']}>
      <p className="coming-soon">{texts().pages.rates.comingSoon}</p>
    </Page>
  ),
})
