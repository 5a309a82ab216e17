// The home page's glimpse of the catalogue: one room, one apartment and the activity centre, the
// cards of the services page, their See More opening the same reservation dialog here on the home
// page. Its code comes apart from the page's start (src/routes/index.tsx loads it lazily): the
// server renders it into the page, and React takes it over once its code has arrived; a tap
// before that is the inline script's (src/features/reservations/early-reserve.ts), and the
// dialog takes it over.
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useContext } from 'react'
import type { Facility, FacilityType } from '../../contract/facility'
import { facilitiesQueryOptions } from '../features/facilities/api/facilities-query'
import { CatalogueInPage } from '../features/facilities/catalogue-in-page'
import { FacilityCard } from '../features/facilities/facility-card'
import { otherThanDefaultLanguage, texts } from '../lib/i18n'
import { WAITS_FOR_FIRST_SCREEN_ATTRIBUTE } from '../lib/start-names'
import { useHydrated } from '../lib/use-hydrated'
import { useReserveDialog } from './-reserve-dialog'
import type { FollowReserve } from './-reserve-search'

/** One of each kind, in the catalogue's order: what the hotel has, at a glance. */
const GLIMPSE_TYPES: FacilityType[] = ['room', 'apartment', 'activityCenter']

export const glimpseOf = (facilities: Facility[]) =>
  GLIMPSE_TYPES.flatMap((type) => facilities.find((f) => f.type === type) ?? [])

interface Props {
  /** The facility whose dialog the URL opens (`/?reserve=<id>`). */
  reserve: string | undefined
  follow: FollowReserve
  /** The link to the whole catalogue: the page's (the router's code stays out of this chunk). */
  children: ReactNode
}

export default function HomeGlimpse({ reserve, follow, children }: Props) {
  const facilities = useQuery(facilitiesQueryOptions(otherThanDefaultLanguage()))
  // Warmed at a finger or focus on See More only (useReserveDialog says why).
  const { seeMore, intent, dialog } = useReserveDialog(reserve, follow, false)
  // As on the services page: a page built ahead of time shows the loading state, and so does the
  // app while it takes such a page over; a page from the server has the cards.
  const hydrated = useHydrated()
  const inPage = useContext(CatalogueInPage)
  const list = facilities.data?.facilities
  const ready = (hydrated || inPage) && list
  const glimpse = ready ? glimpseOf(list) : []
  const t = texts().pages.home

  return (
    <section
      aria-labelledby="glimpse-title"
      className="container home-glimpse"
      {...{ [WAITS_FOR_FIRST_SCREEN_ATTRIBUTE]: '' }}
    >
      <div className="glimpse-head">
        <h2 id="glimpse-title" className="section-title">
          {t.glimpseTitle}
        </h2>
        {children}
      </div>
      {ready ? (
        <ul className="glimpse-cards">
          {glimpse.map((facility) => (
            <li key={facility._id}>
              <FacilityCard facility={facility} onSeeMore={seeMore} onIntent={intent} />
            </li>
          ))}
        </ul>
      ) : (
        // Offline with no list kept, or a list that failed: the link above leads on.
        <p className="muted glimpse-cards" aria-live="polite">
          {facilities.isError ? t.glimpseError : t.glimpseLoading}
        </p>
      )}
      {dialog}
    </section>
  )
}
