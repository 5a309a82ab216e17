import { useQuery } from '@tanstack/react-query'
import { useContext, useMemo } from 'react'
import type { Facility, FacilityType } from '../../../contract/facility'
import { describeError } from '../../lib/api-errors'
import { otherThanDefaultLanguage, texts } from '../../lib/i18n'
import { useHydrated } from '../../lib/use-hydrated'
import { AWAITS_APP_ATTRIBUTE } from '../../lib/start-names'
import { facilitiesQueryOptions } from './api/facilities-query'
import { CatalogueInPage } from './catalogue-in-page'
import { FacilityCarousel } from './facility-carousel'
import { LastUpdatedNote } from './last-updated-note'

/** The carousels, in the page's order (their words: `pages.catalogue.sections`). */
const SECTIONS: FacilityType[] = ['room', 'apartment', 'activityCenter']

/** The three carousels of the services page, from the facilities list query. */
interface Handlers {
  onSeeMore(facility: Facility): void
  /** A finger or pointer down on a card's See More, or focus on it: the tap is coming. */
  onIntent?(facility: Facility): void
}

export function FacilitySections({ onSeeMore, onIntent }: Handlers) {
  const facilities = useQuery(facilitiesQueryOptions(otherThanDefaultLanguage()))
  // A page built ahead of time shows the loading state: so does the app while it takes the page
  // over. A page from the server shows the catalogue, as does the app, from the same list.
  const hydrated = useHydrated()
  const inPage = useContext(CatalogueInPage)
  // The same elements while the list is the same: the render that follows hydration (`hydrated`
  // turns true) and a refresh that brings the same facilities (the query keeps the old array
  // when the new one is equal) do not go through every card again.
  const list = facilities.data?.facilities
  const t = texts().pages.catalogue
  const sections = useMemo(
    () => list && <Sections facilities={list} onSeeMore={onSeeMore} onIntent={onIntent} />,
    [list, onSeeMore, onIntent],
  )

  // A page built ahead of time (the service worker's when it has no fresher copy) waits for the
  // app to fill this in: marked so, the app starts at once, not at the guest's first touch.
  if ((!hydrated && !inPage) || facilities.isPending)
    return (
      <p aria-live="polite" {...{ [AWAITS_APP_ATTRIBUTE]: '' }}>
        {t.loading}
      </p>
    )
  if (facilities.isError) {
    return (
      <div role="alert" className="panel">
        <h2 className="section-title">{t.loadError}</h2>
        <p className="muted load-error">{describeError(facilities.error)}</p>
        <button
          type="button"
          className="btn btn-solid"
          onClick={() => void facilities.refetch()}
          disabled={facilities.isFetching}
          aria-busy={facilities.isFetching}
        >
          {t.tryAgain}
        </button>
      </div>
    )
  }
  return (
    <>
      {sections}
      {/* After the cards, not above them: it comes with the app (offline, or an old list), and
          above them it pushed the cards down under a finger about to tap one. */}
      <LastUpdatedNote fetchedAt={facilities.data.fetchedAt} />
    </>
  )
}

function Sections({ facilities: all, onSeeMore, onIntent }: Handlers & { facilities: Facility[] }) {
  const words = texts().pages.catalogue.sections
  return SECTIONS.map((type, index) => {
    const section = words[type]
    const list = all.filter((f) => f.type === type)
    if (list.length === 0) {
      return (
        <section key={type} className="carousel" aria-label={section.title}>
          <h2 className="section-title">{section.title}</h2>
          <p className="muted">{section.empty}</p>
        </section>
      )
    }
    return (
      <FacilityCarousel
        key={type}
        type={type}
        words={section}
        facilities={list}
        // Only the first photo is fetched with the page, at high priority: the largest paint on a
        // phone. The next one in view comes after the first layout, and does not share the line
        // with it (Lighthouse, /services: LCP 1.42-1.56x the reference with two, 1.32x with one).
        eagerImages={index === 0 ? 1 : 0}
        onSeeMore={onSeeMore}
        onIntent={onIntent}
      />
    )
  })
}
