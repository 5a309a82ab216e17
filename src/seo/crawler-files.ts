// robots.txt and sitemap.xml, from the one list of the site's routes, served by the server with
// the site's public address (PUBLIC_URL): a sitemap lists absolute URLs only, so without that
// address there is none, and robots.txt does not point to one.
import { STAFF_PATH } from '../../contract/staff'
import { indexedRoutes } from '../content/page-heads'
import { SITE_ROUTES } from '../lib/site-routes'

export const ROBOTS_PATH = '/robots.txt'
export const SITEMAP_PATH = '/sitemap.xml'

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Every route of the site search engines may show, at the site's public `origin`. */
export function sitemapXml(origin: string): string {
  const urls = indexedRoutes(SITE_ROUTES).map(
    (route) => `  <url><loc>${escapeXml(new URL(route, origin).href)}</loc></url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
