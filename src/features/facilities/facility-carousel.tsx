// A row of facility cards: scroll-snap for touch and trackpads, previous/next buttons for mouse
// and keyboard, and the row itself focusable so arrow keys scroll it. The buttons work from the
// first paint: before the app runs, the page's inline script scrolls the row with the same code
// (src/lib/carousel-scroll.ts), so "next" is enabled as the page is built (a row of one card is
// already at its end), and measured once the app runs.
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react'
import type { Facility, FacilityType } from '../../../contract/facility'
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons'
import { ownByApp } from '../../lib/app-owned'
import { scrollCarousel } from '../../lib/carousel-scroll'
import { CAROUSEL_STEP_ATTRIBUTE, WAITS_FOR_FIRST_SCREEN_ATTRIBUTE } from '../../lib/start-names'
import { FacilityCard } from './facility-card'

/** The ids the English titles gave the headings (`carousel-rooms`), kept as they were. */
const HEADING_IDS: Record<FacilityType, string> = {
  room: 'rooms',
  apartment: 'apartments',
  activityCenter: 'activity-centers',
}

interface Props {
  /** The kind of place in the row: the heading's id. */
  type: FacilityType
  /** The row's heading and its buttons' names. */
  words: { title: string; previous: string; next: string }
  facilities: Facility[]
  eagerImages?: number
  onSeeMore(facility: Facility): void
  onIntent?(facility: Facility): void
}

export function FacilityCarousel({
  type,
  words: { title, previous, next },
  facilities,
  eagerImages = 0,
  onSeeMore,
  onIntent,
}: Props) {
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: facilities.length <= 1 })

  const measure = useCallback(() => {
    const el = track.current
    if (!el) return
    setEdges({
      start: el.scrollLeft <= 4,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4,
    })
  }, [])

  // Measured when the browser has laid the row out (a ResizeObserver reports every element it is
  // given once, then on each change): reading its size in the effect itself would make the
  // browser lay out the page then and there, rows out of sight included.
  useEffect(() => {
    const el = track.current
    if (!el) return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [measure, facilities.length])

  // A tap the inline script answered (React took the button over at that tap and replays it).
  const scroll = (event: MouseEvent<HTMLButtonElement>) => {
    if (!event.defaultPrevented) scrollCarousel(event.currentTarget)
  }

  // From the type, not the title: the same id in every language.
  const headingId = `carousel-${HEADING_IDS[type]}`
  return (
    <section
      aria-labelledby={headingId}
      className="carousel"
      {...{ [WAITS_FOR_FIRST_SCREEN_ATTRIBUTE]: '' }}
    >
      <div className="carousel-head">
        <h2 id={headingId}>{title}</h2>
        <div className="carousel-buttons">
          <button
            type="button"
            className="btn btn-plain btn-sm btn-icon btn-round"
            aria-label={previous}
            disabled={edges.start}
            {...{ [CAROUSEL_STEP_ATTRIBUTE]: -1 }}
            ref={ownByApp}
            onClick={scroll}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="btn btn-plain btn-sm btn-icon btn-round"
            aria-label={next}
            disabled={edges.end}
            {...{ [CAROUSEL_STEP_ATTRIBUTE]: 1 }}
            ref={ownByApp}
            onClick={scroll}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul ref={track} onScroll={measure} tabIndex={0} aria-label={title} className="carousel-track">
        {facilities.map((facility, i) => (
          <li key={facility._id} className="carousel-item">
            <FacilityCard
              facility={facility}
              eager={i < eagerImages}
              onSeeMore={onSeeMore}
              onIntent={onIntent}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
