// The site's pages, as one list: the routes the prerender renders into their own HTML files and
// the one it leaves to the app shell. Here, below src/lib/, because the pages' heads
// (./page-heads.ts) are keyed by it; src/lib/site-routes.ts tells how each is answered, and
// src/app/router.tsx checks the list against the router's own.

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
 * The guest's own stay page (issue 53), one per confirmed stay at its secret token: not a page of
 * the site's list (nothing to prerender, nothing for search engines), served the app shell with
 * a head that keeps it out of search results (server/src/http/site.ts).
 */
export const STAY_ROUTE = '/stay/$token'
