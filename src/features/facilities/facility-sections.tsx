import { Box, Button, Heading, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { Facility, FacilityType } from '../../../contract/facility'
import { describeError } from '../../lib/api-client'
import { facilitiesQueryOptions } from './api/facilities-query'
import { FacilityCarousel } from './facility-carousel'
import { LastUpdatedNote } from './last-updated-note'

const SECTIONS: { type: FacilityType; title: string; empty: string }[] = [
  { type: 'room', title: 'Rooms', empty: 'No rooms found' },
  { type: 'apartment', title: 'Apartments', empty: 'No apartments found' },
  { type: 'activityCenter', title: 'Activity Centers', empty: 'No activity center found' },
]

/** The three carousels of the services page, from the facilities list query. */
export function FacilitySections({ onSeeMore }: { onSeeMore(facility: Facility): void }) {
  const facilities = useQuery(facilitiesQueryOptions())

  if (facilities.isPending) return <Text aria-live="polite">Loading...</Text>
  if (facilities.isError) {
    return (
      <Box role="alert" borderWidth="1px" rounded="lg" p="5" bg="bg.panel">
        <Heading as="h2" fontSize="xl" mb="2">
          We couldn&apos;t load our rooms just now
        </Heading>
        <Text color="fg.muted" mb="4">
          {describeError(facilities.error)}
        </Text>
        <Button
          colorPalette="brand"
          onClick={() => void facilities.refetch()}
          loading={facilities.isFetching}
        >
          Try again
        </Button>
      </Box>
    )
  }
  const { facilities: all, fetchedAt } = facilities.data
  const sections = SECTIONS.map((section, index) => {
    const list = all.filter((f) => f.type === section.type)
    if (list.length === 0) {
      return (
        <Box as="section" key={section.type} mb="10" aria-label={section.title}>
          <Heading as="h2" fontSize="2xl" mb="3">
            {section.title}
          </Heading>
          <Text color="fg.muted">{section.empty}</Text>
        </Box>
      )
    }
    return (
      <FacilityCarousel
        key={section.type}
        title={section.title}
        facilities={list}
        eagerImages={index === 0 ? 2 : 0}
        onSeeMore={onSeeMore}
      />
    )
  })
  return (
    <>
      <LastUpdatedNote fetchedAt={fetchedAt} />
      {sections}
    </>
  )
}
