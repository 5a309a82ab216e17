import { AspectRatio, Box, Link, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { ExternalIcon } from '../../components/icons'
import { hotel } from '../../content/hotel'

const { lat, lon, zoom } = hotel.map
const pad = 0.006
const embedUrl =
  `https://www.openstreetmap.org/export/embed.html?bbox=${lon - pad},${lat - pad / 2},${lon + pad},${lat + pad / 2}` +
  `&layer=mapnik&marker=${lat},${lon}`
const fullUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`

/** The office on OpenStreetMap. The frame loads only when it comes near the screen. */
export function OfficeMap() {
  const holder = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const el = holder.current
    if (!el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <Box>
      <AspectRatio ratio={16 / 9} ref={holder} rounded="lg" overflow="hidden" borderWidth="1px">
        {visible ? (
          <iframe
            title={`Map of the ${hotel.name} office`}
            src={embedUrl}
            loading="lazy"
            style={{ border: 0 }}
          />
        ) : (
          <Box bg="bg.subtle" />
        )}
      </AspectRatio>
      <Text mt="2">
        <Link href={fullUrl} target="_blank" rel="noopener noreferrer" color="brand.fg">
          Open the map full size <ExternalIcon boxSize="4" />
          <Box as="span" srOnly>
            (opens in a new tab)
          </Box>
        </Link>
      </Text>
    </Box>
  )
}
