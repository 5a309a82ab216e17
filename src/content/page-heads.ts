// Each page's title and description, as search engines and shared links show them: their words
// are each language's `heads` (src/content/messages/), keyed here by the one list of routes
// (./site-pages.ts): a route added there without its entry here does not compile.
import type { SiteRoute } from './site-pages'
import { pageTitle } from './hotel'
import type { Messages } from './messages/types'

export interface PageHead {
  /** The page's own title (its h1); none on the home page, whose title is the hotel's name. */
  title?: string
  /** One or two sentences for search results and link previews (about 150 characters at most). */
  description: string
  /** Kept out of search results and the sitemap: the error page, a device's own requests. */
  noindex?: boolean
}

type Heads = Messages['heads']

/** Each route's words among a language's heads (`texts().heads.services`). */
export const HEAD_KEYS = {
  '/': 'home',
  '/services': 'services',
  '/our-rates': 'rates',
  '/about-us': 'about',
  '/mission': 'mission',
  '/contact-us': 'contact',
  '/confirmation': 'confirmation',
} as const satisfies Record<SiteRoute, keyof Heads>

/** Kept out of search results and the sitemap: one device's own requests. */
const NOINDEX_ROUTES: readonly SiteRoute[] = ['/confirmation']

/**
 * A page's head: its words in the page's language (`texts().heads.services` in the page, a
 * language's `heads` on the server), kept out of search results if its route is.
 */
export const pageHead = <R extends SiteRoute>(
  route: R,
  words: Heads[(typeof HEAD_KEYS)[R]],
): PageHead => (NOINDEX_ROUTES.includes(route) ? { ...words, noindex: true } : words)

/** Every route's head in a language (its `heads`). */
export const pageHeadsIn = (heads: Heads) =>
  Object.fromEntries(
    (Object.keys(HEAD_KEYS) as SiteRoute[]).map((route) => [
      route,
      pageHead(route, heads[HEAD_KEYS[route]]),
    ]),
  ) as Record<SiteRoute, PageHead>

/** The robots tag's value on pages kept out of search results. */
export const NOINDEX = 'noindex'

/** A page kept out of search results whatever its address. */
const unlisted = (words: PageHead): PageHead => ({ ...words, noindex: true })

/** Unknown paths and routing errors, in a language (its `heads.error`). */
export const errorPageHead = (words: Heads['error']) => unlisted(words)

/** A stay's own page (its `heads.stay`): a private link, never in search results. */
export const stayPageHead = (words: Heads['stay']) => unlisted(words)

/** The document title: the page's title and the hotel's name, or the name alone. */
export const documentTitle = (head: PageHead) => pageTitle(head.title)

/** The routes search engines are told of (the sitemap): those not kept out of their results. */
export const indexedRoutes = (routes: readonly SiteRoute[]) =>
  routes.filter((route) => !NOINDEX_ROUTES.includes(route))
