import { useState } from 'react'
import { ExternalIcon, MapPinIcon } from '../../components/icons'
import { hotel } from '../../content/hotel'
import { useReachable } from '../../lib/connectivity'
import { texts } from '../../lib/i18n'
import { StillMap } from './still-map'

const { lat, lon, zoom } = hotel.map
const pad = 0.006
const embedUrl =
  `https://www.openstreetmap.org/export/embed.html?bbox=${lon - pad},${lat - pad / 2},${lon + pad},${lat + pad / 2}` +
  `&layer=mapnik&marker=${lat},${lon}`
const fullUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`
/** The phone's own map app (Android's geo: URI; others ignore what they cannot open). */
const geoUrl = `geo:${lat},${lon}?q=${lat},${lon}(${encodeURIComponent(hotel.name)})`

/**
 * Where the office is. A drawn map with the address and links to a map app comes with the page:
 * it shows offline, and where the map site is blocked (a blocked frame shows the browser's error
 * page, and the page cannot tell it from a map). The live OpenStreetMap map loads in its place on
 * the guest's tap only, while online: no third party is asked before the guest wants it.
 */
export function OfficeMap() {
  const online = useReachable()
  const [live, setLive] = useState(false)
  const address = hotel.address.lines.join(', ')
  const t = texts().pages.contact.map
  return (
    <div>
      <div className="map-frame">
        {live && online ? (
          <iframe title={t.liveTitle(hotel.name)} src={embedUrl} />
        ) : (
          <StillMap label={t.drawnLabel(hotel.name, address)} />
        )}
      </div>
      <p className="map-address">
        <MapPinIcon className="icon-sm" />
        {address}
      </p>
      <p className="map-links">
        {!live && online && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setLive(true)}>
            {t.showLive}
          </button>
        )}
        <a className="link" href={geoUrl}>
          {t.openInApp}
        </a>
        <a className="link" href={fullUrl} target="_blank" rel="noopener noreferrer">
          {t.openFullSize} <ExternalIcon className="icon-sm" />
          <span className="sr-only">{t.newTab}</span>
        </a>
      </p>
    </div>
  )
}
