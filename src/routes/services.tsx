import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { CheckIcon } from '../components/icons'
import { Page } from '../components/layout/page'
import { pageHead } from '../content/page-heads'
import { FacilitySections } from '../features/facilities/facility-sections'
import { texts } from '../lib/i18n'
import { useReserveDialog } from './-reserve-dialog'
import { type FollowReserve, reserveNavigation, validateReserveSearch } from './-reserve-search'

export const Route = createFileRoute('/services')({
  // `?reserve=<facility id>` opens that facility's reservation dialog (e.g. to choose other dates).
  validateSearch: validateReserveSearch,
  // Warms the cache without holding the page back: the page shows its own loading state.
  loader: ({ context }) => {
    void import('../features/facilities/api/facilities-query').then(({ facilitiesQueryOptions }) =>
      context.queryClient.prefetchQuery(facilitiesQueryOptions()),
    )
  },
  component: ServicesPage,
})

function ServicesPage() {
  const { reserve } = Route.useSearch()
  const navigate = useNavigate({ from: '/services' })
  const follow = useCallback<FollowReserve>(
    (id, how) => void navigate(reserveNavigation(id, how)),
    [navigate],
  )
  const { seeMore, intent, dialog } = useReserveDialog(reserve, follow)

  return (
    <Page head={pageHead('/services', texts().heads.services)}>
      {/* What the hotel offers, as a plain list: labels, not buttons (none of them has a section
          of its own on this page to lead to: the sections are the kinds of place to book). */}
      <ul className="service-list" aria-label={texts().pages.services.listLabel}>
        {texts().pages.hotel.services.map((service) => (
          <li key={service}>
            <CheckIcon className="icon-sm" />
            {service}
          </li>
        ))}
      </ul>
      <FacilitySections onSeeMore={seeMore} onIntent={intent} />
      {dialog}
    </Page>
  )
}
