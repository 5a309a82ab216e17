// The site's routes and how each is answered, for all who list them: the server
// (server/src/http/site.ts), the prerender (scripts/vite-prerender.ts), the service worker
// (src/start/sw-pages.ts) and the tests. The list itself is content/site-pages.ts (the pages'
// heads are keyed by it); src/app/router.tsx checks it against the router's own list of routes.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type SiteLanguage } from '../content/messages/default'
import { STAY_ROUTE, type SiteRoute } from '../content/site-pages'

export { PRERENDERED_ROUTES, SITE_ROUTES, STAY_ROUTE, type SiteRoute } from '../content/site-pages'

/**
 * The page the server renders with the current catalogue (its photos in the HTML), which the
 * service worker keeps from the guest's last visit.
 */
export const CATALOGUE_ROUTE = '/services' satisfies SiteRoute
/** The Rates page: the catalogue's rates in words (src/features/facilities/facility-rates.tsx). */
export const RATES_ROUTE = '/our-rates' satisfies SiteRoute
/** The pages the server renders with the current catalogue: the services page, the home page
 * with its glimpse of it (src/routes/-home-glimpse.tsx) and the Rates page, whose prices are the
 * moment's (a rate set now shows at the next load, no rebuild). */
export const CATALOGUE_ROUTES: readonly SiteRoute[] = [CATALOGUE_ROUTE, '/', RATES_ROUTE]
/** The pages the service worker answers with the copy kept from the last visit. */
export const KEPT_ROUTES: readonly SiteRoute[] = CATALOGUE_ROUTES

/** The empty app shell: every path without a page of its own, and the offline fallback. */
export const SHELL_FILE = 'shell.html'

export type { SiteLanguage }
/** The languages whose pages live under /<code>/: every one but the default. */
export const PREFIXED_LANGUAGES: readonly SiteLanguage[] = LANGUAGE_CODES.filter(
  (language) => language !== DEFAULT_LANGUAGE,
)

/** The language of a path: its first segment when that names a language other than the default. */
export function languageOf(path: string): SiteLanguage {
  const first = path.split(/[/?#]/)[1]
  return PREFIXED_LANGUAGES.find((language) => language === first) ?? DEFAULT_LANGUAGE
}

/** The router's basepath for a language's pages: `/fr` for French, `/` for the default. */
export const basepathFor = (language: string) =>
  language === DEFAULT_LANGUAGE ? '/' : `/${language}`

/** A route's path in a language: `/services` is /fr/services in French, `/` is /fr/. */
export const localizedPath = (route: string, language: string) =>
  language === DEFAULT_LANGUAGE ? route : `/${language}${route}`

/** The route a path shows, without its language: /fr/services is `/services`, /fr is `/`. */
export function routeOf(path: string): string {
  const language = languageOf(path)
  if (language === DEFAULT_LANGUAGE) return path
  return path.slice(language.length + 1) || '/'
}

/** The folder of a language's built pages: the site's root for the default, else fr/. */
const folderOf = (language: string) => (language === DEFAULT_LANGUAGE ? '' : `${language}/`)

/**
 * The built page of a route in a language: `/about-us` is about-us.html, `/` is index.html, and
 * in French fr/about-us.html, fr/index.html.
 */
export const htmlFileFor = (route: string, language: string = DEFAULT_LANGUAGE) =>
  folderOf(language) + (route === '/' ? 'index.html' : `${route.slice(1)}.html`)

/** A language's app shell: shell.html, fr/shell.html. */
export const shellFileFor = (language: string) => folderOf(language) + SHELL_FILE

/**
 * The stay page's path as the server's router writes it (`/stay/:token`), in a language
 * (`/fr/stay/:token`): the shell answers every token, and the page asks the API about it.
 */
export const stayPagePattern = (language: string) =>
  localizedPath(STAY_ROUTE.replace('$token', ':token'), language)
