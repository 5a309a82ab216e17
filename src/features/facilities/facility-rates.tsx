// The Rates page's content (issue 40): each facility that has a price, grouped as the services
// page groups them, with its base price, the guests it covers, its other prices and its stay
// rules in words (./rate-words.ts), the hotel's payment and cancellation policy when it has one
// (issue 53: src/lib/policy-words.ts), and a link to its reservation form. Facilities without a
// price are left out (a guest asks the hotel for those, as the dialog says); with none priced,
// the spec's 'Coming Soon'.
//
// The server renders this page with the list of the moment (server/src/http/site.ts), which the
// app hydrates from the same list in the page (./catalogue-in-page.ts). The page built ahead of
// time has no list: it says 'Coming Soon' and asks the app to start at once (AWAITS_APP), which
// fetches the list and shows the prices if there are any.
import { useQuery } from '@tanstack/react-query'
import { useContext } from 'react'
import type { Facility, FacilityType } from '../../../contract/facility'
import { hasRates } from '../../../contract/rates'
import { stayUnit } from '../../../contract/stay-rules'
import { pageLanguage, otherThanDefaultLanguage, texts } from '../../lib/i18n'
import { pagePolicy } from '../../lib/policy-words'
import { AWAITS_APP_ATTRIBUTE } from '../../lib/start-names'
import { useHydrated } from '../../lib/use-hydrated'
import { facilitiesQueryOptions } from './api/facilities-query'
import { CatalogueInPage } from './catalogue-in-page'
import { rateWords } from './rate-words'
import { reserveHref } from './reserve-link'

/** The services page's order of kinds (facility-sections.tsx). */
const KINDS: FacilityType[] = ['room', 'apartment', 'activityCenter']

export function FacilityRates() {
  const facilities = useQuery(facilitiesQueryOptions(otherThanDefaultLanguage()))
  const hydrated = useHydrated()
  const inPage = useContext(CatalogueInPage)
  const t = texts().pages.rates
  // Hydrating a page built ahead of time, the list (kept on this device) waits for the render
  // after, as on the services page: the build's page had none.
  const list = hydrated || inPage ? facilities.data?.facilities : undefined
  const priced = (list ?? []).filter((facility) => hasRates(facility.rates))
  // Come here from another page, the list on its way: not 'Coming Soon' before it is known.
  if (hydrated && facilities.isPending) {
    return <p aria-live="polite">{texts().pages.catalogue.loading}</p>
  }
  if (priced.length === 0) {
    const awaits = !hydrated && !inPage ? { [AWAITS_APP_ATTRIBUTE]: '' } : {}
    return (
      <p className="coming-soon" {...awaits}>
        {t.comingSoon}
      </p>
    )
  }
  const sections = texts().pages.catalogue.sections
  return (
    <>
      <p className="rates-intro">{t.intro}</p>
      {KINDS.map((kind) => {
        const ofKind = priced.filter((facility) => facility.type === kind)
        if (ofKind.length === 0) return null
        return (
          <section key={kind} className="rates-kind" aria-labelledby={`rates-${kind}`}>
            <h2 id={`rates-${kind}`} className="section-title">
              {sections[kind].title}
            </h2>
            <ul className="rates-list">
              {ofKind.map((facility) => (
                <li key={facility._id}>
                  <FacilityRate facility={facility} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </>
  )
}

function FacilityRate({ facility }: { facility: Facility }) {
  const t = texts().pages.rates
  const words = rateWords(facility.rates ?? [], stayUnit(facility.type), facility.guests)
  const headingId = `rate-${facility._id}`
  return (
    <article className="panel rate-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="facility-name">
        {facility.name}
      </h3>
      {words.base && <p className="rate-base">{words.base}</p>}
      {(words.covers || words.extraGuest) && (
        <p className="muted">{[words.covers, words.extraGuest].filter(Boolean).join('. ')}</p>
      )}
      <RateLines id={`${headingId}-prices`} title={t.pricesTitle} lines={words.prices} />
      <RateLines id={`${headingId}-stays`} title={t.staysTitle} lines={words.stays} />
      <RateLines
        id={`${headingId}-policy`}
        title={t.policyTitle}
        lines={facility.policy ? pagePolicy(facility.policy) : []}
      />
      {/* The services page with this facility's dialog open: a link, which works before the app
          runs and without it. */}
      <a
        className="btn btn-outline rate-reserve"
        href={reserveHref(facility._id, pageLanguage())}
        aria-label={t.reserveLabel(facility.name)}
      >
        {t.reserve}
      </a>
    </article>
  )
}

/** One of a facility's lists, under its small title; nothing when it has no line. */
function RateLines({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  if (lines.length === 0) return null
  return (
    <div>
      <h4 id={id} className="rate-lines-title">
        {title}
      </h4>
      <ul className="rate-lines" aria-labelledby={id}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  )
}
