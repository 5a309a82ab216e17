import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { pageHead } from '../content/page-heads'
import { texts } from '../lib/i18n'

export const Route = createFileRoute('/our-rates')({
  component: () => (
    <Page head={pageHead('/our-rates', texts().heads.rates)}>
      <p className="coming-soon">{texts().pages.rates.comingSoon}</p>
    </Page>
  ),
})
