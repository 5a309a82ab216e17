// The home page's hero art comes in a light and a dark variant, and which one shows depends on the
// theme the inline script puts on the page, which neither a media query in the page's HTML nor the
// browser's preload scanner can see: both images are lazy in the HTML (the hidden one is then
// never fetched), and this asks for the visible one at once, at high priority, as the head is
// read (src/routes/index.tsx). The same srcset and sizes as the image: the image uses this copy.
import { HERO_ART_SIZES, heroArtSrcSet } from '../content/hero-art'
import { routeOf } from '../lib/site-routes'
import type { ColorMode } from '../lib/start-names'

/** The page that shows the hero art (/, and /fr/ in French). */
const HOME_PATH = '/'

export function preloadHeroArt(mode: ColorMode) {
  if (routeOf(location.pathname) !== HOME_PATH) return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.type = 'image/webp'
  link.imageSrcset = heroArtSrcSet(mode)
  link.imageSizes = HERO_ART_SIZES
  link.fetchPriority = 'high'
  document.head.append(link)
}
