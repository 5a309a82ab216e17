// The hotel's own details and texts: edit this one file to make the site your own
// (docs/running.md, "Make it your own"). The build makes the rest from it: every page's title, the
// web app manifest, the browser's bar colour, the site's colours and the icons (from
// src/content/brand/logo.svg).

/** The hotel's name, as every page title, the header and the installed app show it. */
const name = 'Hearth House'

export const hotel = {
  name,
  /** The installed app's name under its icon: 12 characters or fewer show whole on a phone. */
  shortName: 'Hearth House',
  tagline: 'A Place from the Heart. A Home in the Community.',
  /** One or two sentences: the app stores' and search engines' description of the site. */
  description:
    'Rooms, apartments and an activity centre: a place from the heart, a home in the community.',
  /** The home page's card that leads to the services. */
  servicesSummary:
    'Rooms, apartments and an activity centre, with a bar, a restaurant, an event centre, a lounge and suites, and a sports centre.',
  /** What the confirmation page promises a guest whose request has reached the hotel. */
  frontDeskPromise: (phone: string) =>
    `Our front desk will call you on ${phone} within a day to confirm your stay and arrange payment.`,
  phone: { display: '+234 803 555 0142', tel: '+2348035550142' },
  email: 'stay@hearthhouse.example',
  address: {
    lines: ['14 Unity Close, Ikoyi', 'Lagos, Nigeria'],
    /** The same address in parts, for search engines (schema.org's PostalAddress). */
    street: '14 Unity Close, Ikoyi',
    locality: 'Lagos',
    /** ISO 3166-1 alpha-2. */
    country: 'NG',
  },
  /** When guests may arrive and must leave: 24-hour clock, the hotel's own time. */
  checkInTime: '14:00',
  checkOutTime: '11:00',
  /** The office on the map: OpenStreetMap coordinates and zoom. */
  map: { lat: 6.4541, lon: 3.4347, zoom: 16 },
  social: { label: 'Instagram', href: 'https://www.instagram.com/hearthhouse' },

  services: [
    'Bar',
    'Restaurant',
    'Hotel',
    'Event Center',
    'AirBnB Apartments',
    'Lounge & Suite',
    'Sports Center',
  ],

  story: [
    `${name} began as a family home with a long table and an open door. Neighbours came for dinner, travellers stayed the night, and the kitchen was never quiet.`,
    'Today we welcome guests from near and far to rooms, apartments and an activity centre built around that same table: a bar and a restaurant, an event centre for the moments that matter, a lounge, suites and a sports centre.',
    'We are still a family business. We know our guests by name, we buy from the market down the road, and we measure a good day by how at home people feel.',
  ],

  mission:
    'Our mission is to give every guest a warm, clean and safe place to rest, and to be a good neighbour: a home where travellers and our community meet, celebrate and feel cared for.',

  values: [
    {
      name: 'Love & Care',
      text: 'We look after every guest the way we would look after family.',
    },
    {
      name: 'Community First',
      text: 'We hire locally, buy locally and open our doors to the neighbourhood.',
    },
    {
      name: 'Comfort & Cleanliness',
      text: 'Fresh linen, spotless rooms and quiet nights, every single day.',
    },
    {
      name: 'Cultural Respect',
      text: 'We honour the traditions of our guests and of the place we call home.',
    },
    {
      name: 'Service with Soul',
      text: 'Small, thoughtful touches delivered with a genuine smile.',
    },
  ],
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
