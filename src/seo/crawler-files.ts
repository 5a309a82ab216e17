// robots.txt and sitemap.xml, from the one list of the site's routes, served by the server with
// the site's public address (PUBLIC_URL): a sitemap lists absolute URLs only, so without that
// address there is none, and robots.txt does not point to one.
import { STAFF_PATH } from '../../contract/staff'
import { indexedRoutes } from '../content/page-heads'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../content/messages/default'
import { localizedPath, SITE_ROUTES } from '../lib/site-routes'

export const ROBOTS_PATH = '/robots.txt'
export const SITEMAP_PATH = '/sitemap.xml'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A route's page in every language, and the default language's as `x-default`, at `origin`: the
 * alternates each page lists in its head (src/seo/head-tags.ts) and the sitemap beside each URL.
 */
export function alternatesOf(route: string, origin: string): { hreflang: string; href: string }[] {
  const href = (language: string) => new URL(localizedPath(route, language), origin).href
  return [
    ...LANGUAGE_CODES.map((language) => ({ hreflang: language, href: href(language) })),
    { hreflang: 'x-default', href: href(DEFAULT_LANGUAGE) },
  ]
}

/**
 * Every page of the site search engines may show, in every language, at the site's public
 * `origin`, each with its alternates in the other languages (`xhtml:link`, as Google reads them).
 */
export function sitemapXml(origin: string): string {
  const urls = indexedRoutes(SITE_ROUTES).flatMap((route) =>
    LANGUAGE_CODES.map((language) =>
      [
        `  <url><loc>${escapeXml(new URL(localizedPath(route, language), origin).href)}</loc>`,
        ...alternatesOf(route, origin).map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    ),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Pages are for everyone; the API is for the site and the staff console for the staff, neither for
 * search results (the console also says noindex, in its page and its headers).
 */
export function robotsTxt(origin: string | undefined, apiPrefix: string): string {
  return [
    'User-agent: *',
    `Disallow: ${apiPrefix}/`,
    `Disallow: ${STAFF_PATH}`,
    ...(origin ? ['', `Sitemap: ${new URL(SITEMAP_PATH, origin).href}`] : []),
    '',
  ].join('\n')
}
