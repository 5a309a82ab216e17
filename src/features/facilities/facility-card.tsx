import { Button, Card, Heading, Image, Text } from '@chakra-ui/react'
import type { Facility } from '../../../contract/facility'
import { facilityImageSources } from './facility-image'

interface Props {
  facility: Facility
  /** The first cards on the page load their image at once; the rest when scrolled near. */
  eager?: boolean
  onSeeMore(facility: Facility): void
}

export function FacilityCard({ facility, eager = false, onSeeMore }: Props) {
  const { src, srcSet } = facilityImageSources(facility.img)
  return (
    <Card.Root variant="outline" bg="bg.panel" overflow="hidden" h="full">
      <Image
        src={src}
        srcSet={srcSet}
        sizes="(min-width: 768px) 320px, 85vw"
        width={800}
        height={600}
        alt=""
        aspectRatio="4 / 3"
        objectFit="cover"
        w="full"
        h="auto"
        bg="bg.muted"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <Card.Body gap="2">
        <Heading as="h3" fontSize="xl">
          {facility.name}
        </Heading>
        <Text color="fg.muted" lineClamp={3}>
          {facility.desc}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button
          colorPalette="brand"
          variant="outline"
          onClick={() => onSeeMore(facility)}
          aria-label={`See More: ${facility.name}`}
        >
          See More
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
