import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useCallback } from 'react'
import type { Facility } from '../../contract/facility'
import { Page } from '../components/layout/page'
import { hotel } from '../content/hotel'
import { facilitiesQueryOptions } from '../features/facilities/api/facilities-query'
import { FacilitySections } from '../features/facilities/facility-sections'

const ReservationDialog = lazy(() => import('../features/reservations/reservation-dialog'))

export const Route = createFileRoute('/services')({
  // `?reserve=<facility id>` opens that facility's reservation dialog (e.g. to choose other dates).
  // Checked by hand: this part of the route ships with the first page, the validation library not.
  validateSearch: (search: Record<string, unknown>): { reserve?: string } =>
    typeof search.reserve === 'string' ? { reserve: search.reserve } : {},
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
  const facilities = useQuery(facilitiesQueryOptions())
  const selected = reserve ? facilities.data?.facilities.find((f) => f._id === reserve) : undefined
  const select = useCallback(
    (id?: string) =>
      void navigate({ search: id ? { reserve: id } : {}, replace: true, resetScroll: false }),
    [navigate],
  )
  // The same function from render to render: the cards do not render again when the page does
  // (the list refreshing, the dialog opening).
  const seeMore = useCallback((facility: Facility) => select(facility._id), [select])

  return (
    <Page title="Services">
      <ul className="badges" aria-label="Our services">
        {hotel.services.map((service) => (
          <li key={service} className="badge">
            {service}
          </li>
        ))}
      </ul>
      <FacilitySections onSeeMore={seeMore} />
      {selected && (
        <Suspense fallback={null}>
          <ReservationDialog facility={selected} onClose={() => select()} />
        </Suspense>
      )}
    </Page>
  )
}
