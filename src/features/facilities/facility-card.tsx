import type { MouseEvent } from 'react'
import type { Facility } from '../../../contract/facility'
import { lowestNightly } from '../../../contract/rates'
import { stayUnit } from '../../../contract/stay-rules'
import { GuestsIcon } from '../../components/icons'
import { guestsText } from '../../lib/facility-guests'
import { facilityImageSources } from '../../lib/facility-image'
import { pageLanguage, texts } from '../../lib/i18n'
import { pagePrice } from '../../lib/money'
import { ownByApp } from '../../lib/app-owned'
import {
  FACILITY_CARD_ATTRIBUTE,
  FACILITY_PART_ATTRIBUTE,
  FACILITY_TYPE_ATTRIBUTE,
  RESERVE_ATTRIBUTE,
} from '../../lib/start-names'
import { reserveHref } from './reserve-link'

interface Props {
  facility: Facility
  /** The first cards on the page load their image at once; the rest when scrolled near. */
  eager?: boolean
  onSeeMore(facility: Facility): void
  /** The guest is about to choose this facility (a finger or pointer down, focus). */
  onIntent?(facility: Facility): void
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

export function FacilityCard({ facility, eager = false, onSeeMore, onIntent }: Props) {
  const { src, srcSet } = facilityImageSources(facility.img)
  const guests = guestsText(facility)
  const t = texts().pages.catalogue
  // The lowest price any of its rules sets: "From ₦45,000 a night" (none without rates).
  const lowest = lowestNightly(facility.rates)
  return (
    // The card names its facility and its parts: the reservation form opened before the app runs
    // copies them (src/features/reservations/early-reserve.ts).
    <div
      className="card"
      {...{
        [FACILITY_CARD_ATTRIBUTE]: facility._id,
        [FACILITY_TYPE_ATTRIBUTE]: facility.type,
      }}
    >
      <img
        {...{ [FACILITY_PART_ATTRIBUTE]: 'photo' }}
        className="facility-photo"
        src={src}
        srcSet={srcSet}
        sizes="(min-width: 30em) 320px, 85vw"
        width={800}
        height={600}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        // The rest low, also when in view: on a slow line the next card's photo, which peeks at
        // the screen's edge, must not share it with the first (the largest paint on a phone).
        fetchPriority={eager ? 'high' : 'low'}
        decoding={eager ? undefined : 'async'}
      />
      <div className="card-body">
        <h3 className="facility-name" {...{ [FACILITY_PART_ATTRIBUTE]: 'name' }}>
          {facility.name}
        </h3>
        {guests && (
          <p className="facility-guests" {...{ [FACILITY_PART_ATTRIBUTE]: 'guests' }}>
            <GuestsIcon className="icon-sm" />
            {guests}
          </p>
        )}
        {lowest !== null && (
          <p className="facility-price">
            {t.fromPrice(pagePrice(lowest), stayUnit(facility.type))}
          </p>
        )}
        <p className="muted clamp-3" {...{ [FACILITY_PART_ATTRIBUTE]: 'desc' }}>
          {facility.desc}
        </p>
      </div>
      <div className="card-footer">
        {/* A link, not a button: without any script, a tap loads the page that opens this
            facility's dialog. Before the app runs (a slow phone, a page still loading its code),
            the page's inline script opens the form itself
            (src/features/reservations/early-reserve.ts); once it runs, the app opens its dialog in
            place. */}
        <a
          className="btn btn-outline"
          href={reserveHref(facility._id, pageLanguage())}
          {...{ [RESERVE_ATTRIBUTE]: facility._id }}
          // Hydrated: its taps are the app's from now on, not the inline script's.
          ref={ownByApp}
          onClick={(event) => {
            if (event.defaultPrevented || opensElsewhere(event)) return
            event.preventDefault()
            onSeeMore(facility)
          }}
          onPointerDown={() => onIntent?.(facility)}
          onFocus={() => onIntent?.(facility)}
          aria-label={t.seeMoreLabel(facility.name)}
        >
          {/* The spec's words; which facility, for search engines too (they read the text, not
              the label: "See More" alone is no description of a link). */}
          {t.seeMore}
          <span className="sr-only">{t.seeMoreWhich(facility.name)}</span>
        </a>
      </div>
    </div>
  )
}
