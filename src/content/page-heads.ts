// Each page's title and description, as search engines and shared links show them. Keyed by the
// one list of routes (src/lib/site-routes.ts): a route added there without its entry here does
// not compile. The titles are the spec's page titles; the document title adds the hotel's name.
import type { SiteRoute } from '../lib/site-routes'
import { hotel, pageTitle } from './hotel'

export interface PageHead {
  /** The page's own title (its h1); none on the home page, whose title is the hotel's name. */
  title?: string
  /** One or two sentences for search results and link previews (about 150 characters at most). */
  description: string
  /** Kept out of search results and the sitemap: the error page, a device's own requests. */
  noindex?: boolean
}

export const pageHeads = {
  '/': {
    // Ends with the tagline, written out: this module is part of the site's start, which must not
    // import a language's file (src/content/messages/en.ts is a chunk of its own, a page loads its
    // own language's only). Until the heads are per language, keep it the same as
    // `pages.hotel.tagline` there.
    description: `${hotel.name}, ${hotel.address.locality}: rooms, apartments and an activity centre, with a bar, a restaurant, an event centre, a lounge and a sports centre. A Place from the Heart. A Home in the Community.`,
  },
  '/services': {
    title: 'Services',
    description: `Rooms, apartments and an activity centre at ${hotel.name}, ${hotel.address.locality}: see each one, how many guests it sleeps, and send a reservation request.`,
  },
  '/our-rates': {
    title: 'Rate',
    description: `Rates for the rooms, apartments and activity centre of ${hotel.name}, ${hotel.address.locality}. Coming soon: call or write to us for a price today.`,
  },
  '/about-us': {
    title: 'About',
    description: `The story of ${hotel.name}: a family home in ${hotel.address.locality} with a long table and an open door, now a small hotel for guests from near and far.`,
  },
  '/mission': {
    title: 'Mission & Values',
    description: `Our mission at ${hotel.name}: a warm, clean and safe place to rest, and a good neighbour. Our values, from Love & Care to Service with Soul.`,
  },
  '/contact-us': {
    title: 'Contact Us',
    description: `Call, email or visit ${hotel.name} at ${hotel.address.lines.join(', ')}, or send us a message from this page.`,
  },
  // One device's own requests: nothing a search engine could show anyone else.
  '/confirmation': {
    title: 'Your Reservation',
    description: `The reservation requests you sent to ${hotel.name} from this device, their reference and their status.`,
    noindex: true,
  },
} satisfies Record<SiteRoute, PageHead>

/** The robots tag's value on pages kept out of search results. */
export const NOINDEX = 'noindex'

/** Unknown paths and routing errors. */
export const errorPageHead: PageHead = {
  title: 'Error Page',
  description: `This page of ${hotel.name} does not exist, or something went wrong.`,
  noindex: true,
}

/** The document title: the page's title and the hotel's name, or the name alone. */
export const documentTitle = (head: PageHead) => pageTitle(head.title)

/** The routes search engines are told of (the sitemap): those not kept out of their results. */
export const indexedRoutes = (routes: readonly SiteRoute[]) =>
  routes.filter((route) => !(pageHeads[route] as PageHead).noindex)
