// The names the parts of the start-up agree on: the build that writes a page, the inline script
// that starts it, the entry, the service worker, the server and the tests. Each is spelt here
// only. This module imports nothing, so every side can import it, the inline script included.

// The meta tag in which a built page lists the code its entry preloads: ./page-chunks-meta.ts.

/**
 * On a prerendered page, the meta tags that hold the entry script's URL and the web app
 * manifest's: the inline script links the manifest once the page has painted, and starts the
 * entry at the guest's first touch (src/start/after-paint.ts, src/start/start-app.ts).
 */
export const AFTER_PAINT_ENTRY_META = 'hearth:after-paint-entry'
export const AFTER_PAINT_MANIFEST_META = 'hearth:after-paint-manifest'

/** The element the app renders into (index.html's `<div id="root">`). */
export const ROOT_ID = 'root'

/** Where the guest's light or dark choice is kept (localStorage). */
export const THEME_STORAGE_KEY = 'hearth:theme'
export type ColorMode = 'dark' | 'light'
/** Sent on window when the guest switches the theme (src/lib/theme-switch.ts). */
export const THEME_CHANGE_EVENT = 'hearth:theme-change'
/** On the header's theme toggle: the inline script switches the theme before the app runs. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle'
/**
 * The meta tag that tells the browser the page's background colour, for its own bars (the build
 * writes the dark one, src/lib/theme-switch.ts follows the theme).
 */
export const THEME_COLOR_META = 'theme-color'

/** The service worker (vite.config.ts), registered by the inline script and by the app. */
export const SW_FILE = 'sw.js'
/** The service worker's page handler as built (src/start/sw-pages.ts), loaded by the worker. */
export const SW_PAGES_FILE = 'sw-pages.js'
/** The service worker's cache of the catalogue as the API last sent it (vite.config.ts). */
export const FACILITIES_API_CACHE = 'api-facilities'
/** The service worker's cache of the pages kept from the last visit. */
export const PAGES_CACHE = 'pages'

/**
 * Where a built site keeps the render bundle with which the server renders the services page
 * (a dot-folder: the server never serves it, the service worker never precaches it).
 */
export const SSR_DIR = '.ssr'

/** On a See More link: the facility whose dialog it opens
 * (src/features/reservations/early-reserve.ts). */
export const RESERVE_ATTRIBUTE = 'data-reserve'
/**
 * On a See More link once the app has it (React answers its taps): the inline script leaves it to
 * the app. Until then the inline script answers its taps, also while the app runs but has not yet
 * hydrated that part of the page (the home page's glimpse comes with code of its own, later).
 */
export const APP_OWNED_ATTRIBUTE = 'data-app-owned'
/** On the dialog opened before the app runs: the facility it is for. */
export const EARLY_DIALOG_ATTRIBUTE = 'data-early-reserve'
/**
 * On the page's end, one `<template>` per facility type: the app's reservation dialog as the
 * server rendered it, for a facility of that type still unknown (FACILITY_TOKENS in its words). The
 * inline script clones it for a See More tapped before the app runs
 * (src/features/reservations/early-reserve.ts).
 */
export const EARLY_TEMPLATE_ATTRIBUTE = 'data-early-reserve-template'
/** In that template, where the tapped facility's words go. */
export const FACILITY_TOKENS = {
  name: '{{facility.name}}',
  desc: '{{facility.desc}}',
  guests: '{{facility.guests}}',
} as const
/** On a facility card: the card (its facility's id) and its facility's type. */
export const FACILITY_CARD_ATTRIBUTE = 'data-facility-card'
export const FACILITY_TYPE_ATTRIBUTE = 'data-facility-type'
/**
 * On a card's parts and the dialog's: 'name', 'desc', 'guests', 'photo'. The early dialog copies
 * each from the card tapped (an absent part is removed from it).
 */
export const FACILITY_PART_ATTRIBUTE = 'data-facility-part'
export type FacilityPart = 'name' | 'desc' | 'guests' | 'photo'
/** How wide the reservation dialog's photo shows (the stylesheet's `.dialog-facility` column). */
export const DIALOG_PHOTO_SIZES = '7rem'
/**
 * In the history entry a reservation dialog added as it opened (the early one and the app's):
 * Back closes the dialog and stays on the page; Close goes back to the entry before.
 */
export const RESERVE_HISTORY_STATE = 'hearthReserveDialog'
/**
 * On a carousel's previous and next buttons (-1, 1): before the app runs, the inline script
 * scrolls the row (src/lib/carousel-scroll.ts). With APP_OWNED_ATTRIBUTE once React has it.
 */
export const CAROUSEL_STEP_ATTRIBUTE = 'data-carousel-step'
/** Where the reservation form keeps what the guest typed, for this tab (sessionStorage). */
export const RESERVATION_DRAFT_KEY = 'hearth:reservation-draft'
/** Sent on window when the early dialog opens or closes. */
export const EARLY_RESERVE_EVENT = 'hearth:early-reserve'

/** The search parameter that opens a facility's reservation dialog: `/services?reserve=<id>`. */
export const RESERVE_SEARCH_PARAM = 'reserve'
/**
 * What the guest keeps on this device (localStorage): their requests
 * (src/features/reservations/reservation-store.ts) and the messages not yet delivered
 * (src/features/contact/contact-store.ts). While either holds something, the app starts at once.
 */
export const RESERVATIONS_KEY = 'hearth:reservations'
export const CONTACT_MESSAGES_KEY = 'hearth:contact-messages'
/** The hotel to be told to stop pushing the answers of requests withdrawn here (push-withdrawals.ts). */
export const PUSH_WITHDRAWALS_KEY = 'hearth:push-withdrawals'
/** On window: the browser's install offer, if it came before the app ran (src/start/start-app.ts). */
export const EARLY_INSTALL_PROMPT = 'hearthInstallPrompt'
/**
 * On a part of a page that only the app can fill in (the catalogue of a page built ahead of time):
 * the app starts at once on such a page (src/start/start-app.ts).
 */
export const AWAITS_APP_ATTRIBUTE = 'data-awaits-app'
/**
 * On <html> from the moment React listens to the page's taps (src/start/boot.tsx): a tap from then
 * on is React's, replayed by it if it comes before React has the part tapped.
 */
export const APP_LISTENING_ATTRIBUTE = 'data-app-listening'
/**
 * A mark in the page's performance timeline: the app's code came before the page's end, and
 * waits for it before it reads the page and takes it over (src/start/boot.tsx,
 * `pageParsedNextTask`).
 */
export const APP_WAITS_FOR_PAGE_MARK = 'hearth:app-waits-for-page'
/**
 * On <html> while the hotel's server cannot be reached: the offline banner, in every page from the
 * start, shows. Set before the first paint when the browser knows it is offline (the inline
 * script), and kept by the app's connectivity probe (src/components/layout/offline-banner.tsx):
 * a banner that came with the app pushed the page down under a finger about to tap.
 */
export const OFFLINE_CLASS = 'offline'
/**
 * The sections below a page's first screen wait for it to paint (src/start/below-first-screen.ts):
 * on such a section (the carousels, the home page's glimpse), it may wait; on <html> while the
 * page is parsed (every such section skipped until the inline script has seen where it falls); on
 * a section in the first screen, laid out as usual; on a section below it, waiting.
 */
export const WAITS_FOR_FIRST_SCREEN_ATTRIBUTE = 'data-waits-for-first-screen'
export const FIRST_SCREEN_PENDING_ATTRIBUTE = 'data-first-screen-pending'
export const IN_FIRST_SCREEN_ATTRIBUTE = 'data-in-first-screen'
export const WAITING_ATTRIBUTE = 'data-waiting'
/**
 * An empty element at the end of a prerendered page's body: its first frame waits until the page
 * is parsed up to it (src/start/after-paint.ts, `parsedFirst`).
 */
export const PAGE_END_ID = 'page-end'
/** On <html> once the app has taken the page over (src/app/app-ready.ts). */
export const APP_READY_ATTRIBUTE = 'data-app-ready'
/** On the phone menu's <details>: the inline script closes it (src/start/phone-menu.ts). */
export const PHONE_MENU_ATTRIBUTE = 'data-phone-menu'

/**
 * The home page's offers of the site in another language (src/prerender/language-offers.tsx):
 * the slot the page leaves for them, the language the inline script chose to offer (on the
 * root element, which CSS reads to show that one), and an offer's dismiss button.
 */
export const LANGUAGE_OFFERS_SLOT = 'data-language-offers'
export const LANGUAGE_OFFER_ATTRIBUTE = 'data-language-offer'
export const LANGUAGE_OFFER_DISMISS = 'data-language-offer-dismiss'
