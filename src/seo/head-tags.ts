// A page's head as served. Its title, description and robots tag are written at build into the
// prerendered pages (src/prerender/entry.tsx), and by the server into the app shell it sends for
// the other routes; the app keeps them up to date as the guest moves (components/layout/page.tsx).
// The tags for search engines and shared links (canonical, Open Graph, Twitter card, JSON-LD) are
// added by the server (server/src/http/site.ts): their URLs need the site's public address.
import type { Facility } from '../../contract/facility'
import { hotel } from '../content/hotel'
import { documentTitle, NOINDEX, type PageHead } from '../content/page-heads'
import { LANGUAGE_CODES, LANGUAGE_LIST } from '../content/messages/default'
import { languageOf, routeOf } from '../lib/site-routes'
import { alternatesOf } from './crawler-files'
import { hotelJsonLd, jsonLdScript } from './hotel-json-ld'
import { SHARE_IMAGE } from './share-image'

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;')

const TITLE = /<title>[^<]*<\/title>/
const DESCRIPTION = /<meta\s+name="description"[^>]*>/
const ROBOTS = /<meta\s+name="robots"[^>]*>/

/** `html` with the page's title, description and robots tag, in place of any it had. */
export function writeHead(html: string, head: PageHead): string {
  const tags = [
    [TITLE, `<title>${escapeText(documentTitle(head))}</title>`],
    [DESCRIPTION, `<meta name="description" content="${escapeAttribute(head.description)}">`],
    [ROBOTS, head.noindex ? `<meta name="robots" content="${NOINDEX}">` : ''],
  ] as const
  return tags.reduce((page, [pattern, tag]) => {
    if (pattern.test(page)) return page.replace(pattern, () => tag)
    return tag ? page.replace('</head>', () => `${tag}</head>`) : page
  }, html)
}

export interface ShareOptions {
  /** The page's path (`/fr/services`), or undefined for the error page (no address of its own). */
  route: string | undefined
  /** The page's language; by default its path's. */
  language?: string
  head: PageHead
  /** The site's public origin (`https://hotel.example`), from the server's PUBLIC_URL. */
  origin: string | undefined
  /** The catalogue, on the page rendered with it: the hotel's rooms and apartments. */
  facilities?: readonly Facility[]
  /** The catalogue, on the Rates page rendered with it: their prices as offers. */
  rates?: readonly Facility[]
}

const meta = (key: 'name' | 'property', name: string, content: string | number) =>
  `<meta ${key}="${name}" content="${escapeAttribute(String(content))}">`

/**
 * The tags for search engines and shared links. Without the public origin there is no canonical
 * URL, no og:url and no picture (Open Graph and schema.org want absolute URLs), and the card is
 * the small one.
 */
export function shareTags({
  route,
  head,
  origin,
  facilities,
  rates,
  ...options
}: ShareOptions): string {
  const title = documentTitle(head)
  const language = options.language ?? languageOf(route ?? '/')
  // A page kept out of search results names no address for them.
  const url = origin && route && !head.noindex ? new URL(route, origin).href : undefined
  // The same page in every language (hreflang), absolute as search engines want them.
  const alternates =
    url && origin && route
      ? alternatesOf(routeOf(route), origin).map(
          ({ hreflang, href }) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`,
        )
      : []
  const image = origin ? new URL(SHARE_IMAGE.path, origin).href : undefined
  const tags = [
    url && `<link rel="canonical" href="${escapeAttribute(url)}">`,
    ...alternates,
    meta('property', 'og:type', 'website'),
    meta(
      'property',
      'og:locale',
      LANGUAGE_LIST[language as keyof typeof LANGUAGE_LIST]?.ogLocale ?? language,
    ),
    ...LANGUAGE_CODES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', LANGUAGE_LIST[other].ogLocale),
    ),
    meta('property', 'og:site_name', hotel.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    url && meta('property', 'og:url', url),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', SHARE_IMAGE.width),
          meta('property', 'og:image:height', SHARE_IMAGE.height),
          meta('property', 'og:image:alt', SHARE_IMAGE.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    image && meta('name', 'twitter:image', image),
    image && meta('name', 'twitter:image:alt', SHARE_IMAGE.alt),
    // The error page is no place of the hotel's: nothing to describe.
    route !== undefined && jsonLdScript(hotelJsonLd(origin, language, facilities, rates)),
  ]
  return tags.filter(Boolean).join('')
}

/** `html` with the head of `options` written in and its share tags added. */
export const servedPage = (html: string, options: ShareOptions) =>
  writeHead(html, options.head).replace('</head>', () => `${shareTags(options)}</head>`)
