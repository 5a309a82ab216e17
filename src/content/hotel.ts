// The hotel's own details: edit this file to make the site your own (docs/running.md, "Make it
// your own"). The build makes the rest from it: every page's title, the web app manifest, the
// browser's bar colour, the site's colours and the icons (from src/content/brand/logo.svg).
// The hotel's words (the tagline, the description, the home card, the services, the story, the
// mission and values, the front desk's promise) are in each language's file of
// src/content/messages/ (`pages.hotel`: en.ts, fr.ts), so that each language has its own.

/** The hotel's name, as every page title, the header and the installed app show it. */
const name = 'Hearth House'

export const hotel = {
  name,
  /** The installed app's name under its icon: 12 characters or fewer show whole on a phone. */
  shortName: 'Hearth House',
  phone: { display: '+234 803 555 0142', tel: '+2348035550142' },
  email: 'stay@hearthhouse.example',
  address: {
    lines: ['14 Unity Close, Ikoyi', 'Lagos, Nigeria'],
    /** The same address in parts, for search engines (schema.org's PostalAddress). */
    street: '14 Unity Close, Ikoyi',
    locality: 'Lagos',
    /**
     * ISO 3166-1 alpha-2. It also decides how every date and time is written, in each language
     * (contract/date-format.ts): NG gives "10 December 2026" and "14:34" on the English pages.
     */
    country: 'NG',
  },
  /**
   * The currency of every price (ISO 4217): rates are kept in its minor unit (kobo for NGN) and
   * shown the way each page's language writes it (₦45,000 in English, 45 000 ₦ in French).
   */
  currency: 'NGN',
  /** When guests may arrive and must leave: 24-hour clock, the hotel's own time. */
  checkInTime: '14:00',
  checkOutTime: '11:00',
  /** The office on the map: OpenStreetMap coordinates and zoom. */
  map: { lat: 6.4541, lon: 3.4347, zoom: 16 },
  social: { label: 'Instagram', href: 'https://www.instagram.com/hearthhouse' },
}

export const pageTitle = (title?: string) => (title ? `${title} · ${hotel.name}` : hotel.name)

/**
 * The site's colours: two scales, lightest (50) to darkest (950), as a palette tool gives them
 * (Chakra UI's, Tailwind's or https://uicolors.app). The light theme's page is neutral 50, the
 * dark theme's (the default) neutral 950: the browser's bar and the installed app's splash take
 * them too. Buttons and links are accent 600 on light, 400 on dark; keep those readable on the
 * pages (4.5:1). A separate export, so the page's inline script carries none of the texts above.
 */
export const brandColors = {
  /** The hotel's own colour: buttons, links, focus rings. */
  accent: {
    50: '#fdf3ee',
    100: '#f9e0d3',
    200: '#f1bfa5',
    300: '#e79a74',
    400: '#dc7a4f',
    500: '#c8603a',
    600: '#a84d2d',
    700: '#863c24',
    800: '#652e1e',
    900: '#472217',
    950: '#2a140d',
  },
  /** The pages' backgrounds, text and borders. */
  neutral: {
    50: '#fbf7f1',
    100: '#f4ece1',
    200: '#e8dccb',
    300: '#d3c2aa',
    600: '#7a6a58',
    700: '#5a4c3e',
    800: '#3a2f26',
    850: '#2c231c',
    900: '#211a15',
    950: '#17120e',
  },
  /** Behind the logo in the full-bleed icons (Android's maskable icon, Apple's home screen). */
  iconBackground: '#c8603a',
}
