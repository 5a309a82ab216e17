import { createFileRoute, Link as RouterLink, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, type ReactNode } from 'react'
import { useDocumentHead } from '../components/layout/page'
import { HERO_ART_SIZE, HERO_ART_SIZES, heroArtSrcSet, type HeroArtMode } from '../content/hero-art'
import { hotel } from '../content/hotel'
import { texts } from '../lib/i18n'
import { pageHead } from '../content/page-heads'
import { LANGUAGE_OFFERS_SLOT } from '../lib/start-names'
import { type FollowReserve, reserveNavigation, validateReserveSearch } from './-reserve-search'

// The glimpse of the catalogue is not part of the page's start (its code is the services page's:
// the cards, the dialog's machinery). The server renders it into the page, its code loaded first
// (the loader hands it over there); in the browser React takes it over once its code has arrived,
// the rest of the page already running.
// Its code not there (a first visit that went offline before it came, the worker not yet
// keeping it): the page goes on without the cards, with its link to the whole catalogue.
const LazyGlimpse = lazy(() =>
  import('./-home-glimpse').catch(() => ({ default: GlimpseUnavailable })),
)

function GlimpseUnavailable({ children }: { children: ReactNode }) {
  return <div className="container home-glimpse">{children}</div>
}

export const Route = createFileRoute('/')({
  // `?reserve=<facility id>`: the glimpse's See More opens that facility's dialog here.
  validateSearch: validateReserveSearch,
  loader: async () => {
    const glimpse = import('./-home-glimpse')
    // The browser does not wait for it: the page shows without it, and takes it over after.
    if (!import.meta.env.SSR) return { ServerGlimpse: undefined }
    return { ServerGlimpse: (await glimpse).default }
  },
  component: HomePage,
})

function HeroArt({ mode }: { mode: HeroArtMode }) {
  // Both variants are in the page, the one of the other theme hidden: a hidden image that loads
  // lazily is never fetched. The inline script preloads the visible one, at high priority, as the
  // head is read (src/start/hero-art-preload.ts): lazy does not hold it back.
  return (
    <img
      className={`hero-art hero-art-${mode}`}
      srcSet={heroArtSrcSet(mode)}
      sizes={HERO_ART_SIZES}
      {...HERO_ART_SIZE}
      alt=""
      loading="lazy"
      decoding="async"
    />
  )
}

function HomePage() {
  useDocumentHead(pageHead('/', texts().heads.home))
  const { reserve } = Route.useSearch()
  // The router's own navigate (its context is among the start's shared modules): a hook of its
  // own would be one more file at the page's start.
  const router = useRouter()
  const follow = useCallback<FollowReserve>(
    (id, how) => void router.navigate({ to: '/', ...reserveNavigation(id, how) }),
    [router],
  )
  // On the server the glimpse itself (its code already there); in the browser, loaded by React.
  const HomeGlimpse = Route.useLoaderData().ServerGlimpse ?? LazyGlimpse
  return (
    <>
      {/* The site in the guest's language, offered: the render writes the offers in, the inline
          script shows the one wanted (src/start/language-offer.ts); React keeps what it finds. */}
      <div
        className="notice-area language-offers"
        {...{ [LANGUAGE_OFFERS_SLOT]: '' }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <section aria-labelledby="hero-title" className="hero">
        <div className="container hero-grid">
          <div className="hero-art-frame">
            <HeroArt mode="light" />
            <HeroArt mode="dark" />
          </div>
          <div className="hero-text">
            <p className="hero-kicker">{hotel.name.toUpperCase()}</p>
            <h1 id="hero-title" className="hero-title">
              {texts().pages.hotel.tagline}
            </h1>
            <RouterLink to="/mission" className="link hero-link">
              {texts().pages.home.missionLink}
            </RouterLink>
            <div className="card home-card">
              <div className="card-body">
                <h2 className="section-title">{texts().pages.home.servicesTitle}</h2>
                <p className="muted">{texts().pages.hotel.servicesSummary}</p>
              </div>
              <div className="card-footer">
                <RouterLink to="/services" className="btn btn-solid">
                  {texts().pages.home.explore}
                </RouterLink>
              </div>
            </div>
          </div>
        </div>
      </section>
      <Suspense fallback={<div className="container home-glimpse" />}>
        <HomeGlimpse reserve={reserve} follow={follow}>
          <RouterLink to="/services" className="link">
            {texts().pages.home.allServices}
          </RouterLink>
        </HomeGlimpse>
      </Suspense>
    </>
  )
}
