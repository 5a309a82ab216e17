import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
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
  const select = (id?: string) =>
    void navigate({ search: id ? { reserve: id } : {}, replace: true, resetScroll: false })

  return (
    <Page title="Services">
      <ul className="badges" aria-label="Our services">
        {hotel.services.map((service) => (
          <li key={service} className="badge">
            {service}
          </li>
        ))}
      </ul>
      <FacilitySections onSeeMore={(f) => select(f._id)} />
      {selected && (
        <Suspense fallback={null}>
          <ReservationDialog facility={selected} onClose={() => select()} />
        </Suspense>
      )}
    </Page>
  )
}
