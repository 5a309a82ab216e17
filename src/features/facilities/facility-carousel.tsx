// A row of facility cards: scroll-snap for touch and trackpads, previous/next buttons for mouse
// and keyboard, and the row itself focusable so arrow keys scroll it.
import { Box, Flex, Heading, IconButton } from '@chakra-ui/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Facility } from '../../../contract/facility'
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons'
import { FacilityCard } from './facility-card'

interface Props {
  title: string
  facilities: Facility[]
  eagerImages?: number
  onSeeMore(facility: Facility): void
}

export function FacilityCarousel({ title, facilities, eagerImages = 0, onSeeMore }: Props) {
  const track = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ start: true, end: true })

  const measure = useCallback(() => {
    const el = track.current
    if (!el) return
    setEdges({
      start: el.scrollLeft <= 4,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4,
    })
  }, [])

  useEffect(() => {
    const el = track.current
    if (!el) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [measure, facilities.length])

  const scroll = (direction: 1 | -1) => {
    const el = track.current
    if (!el) return
    const card = el.querySelector('li')
    const step = card ? card.getBoundingClientRect().width + 16 : el.clientWidth * 0.8
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * step, behavior: smooth ? 'smooth' : 'auto' })
  }

  const headingId = `carousel-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <Box as="section" aria-labelledby={headingId} mb="10">
      <Flex align="center" justify="space-between" mb="3" gap="2">
        <Heading as="h2" id={headingId} fontSize="2xl">
          {title}
        </Heading>
        <Flex gap="2">
          <IconButton
            aria-label={`Previous ${title.toLowerCase()}`}
            variant="outline"
            size="sm"
            rounded="full"
            disabled={edges.start}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={`Next ${title.toLowerCase()}`}
            variant="outline"
            size="sm"
            rounded="full"
            disabled={edges.end}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      </Flex>
      <Flex
        as="ul"
        ref={track}
        onScroll={measure}
        tabIndex={0}
        aria-label={title}
        listStyleType="none"
        gap="4"
        overflowX="auto"
        scrollSnapType="x mandatory"
        scrollPaddingX="1"
        px="1"
        py="2"
        css={{ scrollbarWidth: 'thin' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', rounded: 'md' }}
      >
        {facilities.map((facility, i) => (
          <Box
            as="li"
            key={facility._id}
            flex="0 0 auto"
            w={{ base: '85%', sm: '320px' }}
            scrollSnapAlign="start"
          >
            <FacilityCard facility={facility} eager={i < eagerImages} onSeeMore={onSeeMore} />
          </Box>
        ))}
      </Flex>
    </Box>
  )
}
