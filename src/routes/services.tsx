import { Badge, Wrap } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import type { Facility } from '../../contract/facility'
import { Page } from '../components/layout/page'
import { hotel } from '../content/hotel'
import { facilitiesQueryOptions } from '../features/facilities/api/facilities-query'
import { FacilitySections } from '../features/facilities/facility-sections'

const ReservationDialog = lazy(() => import('../features/reservations/reservation-dialog'))

export const Route = createFileRoute('/services')({
  // Warms the cache without holding the page back: the page shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(facilitiesQueryOptions())
  },
  component: ServicesPage,
})

function ServicesPage() {
  const [selected, setSelected] = useState<Facility>()
  return (
    <Page title="Services">
      <Wrap as="ul" listStyleType="none" gap="2" mb="8" aria-label="Our services">
        {hotel.services.map((service) => (
          <Badge
            as="li"
            key={service}
            colorPalette="brand"
            variant="subtle"
            size="lg"
            px="3"
            py="1"
          >
            {service}
          </Badge>
        ))}
      </Wrap>
      <FacilitySections onSeeMore={setSelected} />
      {selected && (
        <Suspense fallback={null}>
          <ReservationDialog facility={selected} onClose={() => setSelected(undefined)} />
        </Suspense>
      )}
    </Page>
  )
}
