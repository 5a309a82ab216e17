// The site's routes and how each is answered, for all who list them: the server
// (server/src/http/site.ts), the prerender (scripts/vite-prerender.ts), the service worker
// (src/start/sw-pages.ts) and the tests. Checked against the router's own list of routes.
import type { FileRouteTypes } from '../routeTree.gen'

/**
 * The routes rendered at build time into their own HTML files, so that a first visit paints the
 * page before any JavaScript runs.
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/services',
  '/our-rates',
  '/about-us',
  '/mission',
  '/contact-us',
] as const

/**
 * Every route of the site: the prerendered ones, and the confirmation page, which shows what this
 * device sent and so has nothing to render before the app runs (it gets the empty shell).
 */
export const SITE_ROUTES = [...PRERENDERED_ROUTES, '/confirmation'] as const
export type SiteRoute = (typeof SITE_ROUTES)[number]

/**
 * The page the server renders with the current catalogue (its photos in the HTML), which the
 * service worker keeps from the guest's last visit.
 */
export const CATALOGUE_ROUTE = '/services' satisfies SiteRoute
/** The pages the server renders with the current catalogue: the services page, and the home
 * page with its glimpse of it (src/routes/-home-glimpse.tsx). */
export const CATALOGUE_ROUTES: readonly SiteRoute[] = [CATALOGUE_ROUTE, '/']
/** The pages the service worker answers with the copy kept from the last visit. */
export const KEPT_ROUTES: readonly SiteRoute[] = CATALOGUE_ROUTES

/** The empty app shell: every path without a page of its own, and the offline fallback. */
export const SHELL_FILE = 'shell.html'

/** The built page of a route: `/about-us` is about-us.html, `/` is index.html. */
export const htmlFileFor = (route: string) =>
  route === '/' ? 'index.html' : `${route.slice(1)}.html`

// Every route file of the router is listed above, and nothing else: a page added to or removed
// from src/routes/ without its line here does not compile.
type Unlisted = Exclude<FileRouteTypes['fullPaths'], SiteRoute>
type Unknown = Exclude<SiteRoute, FileRouteTypes['fullPaths']>
const _everyRouteListed: [Unlisted | Unknown] extends [never] ? true : Unlisted | Unknown = true
