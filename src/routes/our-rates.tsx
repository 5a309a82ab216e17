import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { pageHead } from '../content/page-heads'
import { FacilityRates } from '../features/facilities/facility-rates'
import { otherThanDefaultLanguage, texts } from '../lib/i18n'

export const Route = createFileRoute('/our-rates')({
  // The list carries the rates: warmed as on the services page (in the page's language), without
  // holding the page back.
  loader: ({ context }) => {
    void import('../features/facilities/api/facilities-query').then(({ facilitiesQueryOptions }) =>
      context.queryClient.prefetchQuery(facilitiesQueryOptions(otherThanDefaultLanguage())),
    )
  },
  component: () => (
    <Page head={pageHead('/our-rates', texts().heads.rates)}>
      <FacilityRates />
    </Page>
  ),
})
