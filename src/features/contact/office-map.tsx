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
    <div>
      <div ref={holder} className="map-frame">
        {visible && (
          <iframe title={`Map of the ${hotel.name} office`} src={embedUrl} loading="lazy" />
        )}
      </div>
      <p className="map-link">
        <a className="link" href={fullUrl} target="_blank" rel="noopener noreferrer">
          Open the map full size <ExternalIcon className="icon-sm" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  )
}
