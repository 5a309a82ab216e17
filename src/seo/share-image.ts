// The picture a shared link shows (Open Graph, Twitter card, the hotel's JSON-LD): rendered at
// build from the hotel's name and art (scripts/vite-share-image.ts). JPEG, which every preview
// reads; 1200x630, the size Open Graph readers ask for.
import { hotel } from '../content/hotel'
// The hotel's words in English (src/content/messages/en.ts): the build is English until the
// pages exist per language.
import { en } from '../content/messages/en'

export const SHARE_IMAGE = {
  path: '/images/share-1200x630.jpg',
  width: 1200,
  height: 630,
  alt: `${hotel.name}: ${en.pages.hotel.tagline}`,
} as const
