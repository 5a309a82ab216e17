// The page's one inline script, in the head of every page before anything paints
// (scripts/vite-start-scripts.ts bundles it into index.html; the server allows it by its hash in
// the Content-Security-Policy). Its jobs: the guest's theme before the first paint, a prerendered
// page's code started after it, and the taps that come before the app has taken the page over
// (the theme toggle switches; See More opens the reservation form's first fields).
import { installEarlyReserve } from './early-reserve'
import { preloadHeroArt } from './hero-art-preload'
import { AFTER_PAINT_ENTRY_META, AFTER_PAINT_MANIFEST_META } from './names'
import { applyColorMode, installEarlyThemeToggle, storedColorMode } from './theme'

const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content

/**
 * A prerendered page leaves its entry and its manifest in meta tags (src/start/after-paint.ts):
 * both are started here once the page has painted what the guest sees first: its content, and
 * the photos in view (the first rooms on /services). The code is most of the page's bytes; asked
 * for before those photos, it shares the line with them and holds back their paint (measured on
 * /services at slow 4G: the first photo's paint waited ~500 ms behind the code's download and
 * run). At most 2 s after the head was read, whatever has painted (a tab in the background never
 * paints; a photo may never arrive). Read the tags then, not now: the head is still being parsed.
 * The empty shell has neither tag: its entry is a plain module script.
 */
function startAfterPaint() {
  let started = false
  const start = () => {
    const entry = metaContent(AFTER_PAINT_ENTRY_META)
    if (started || !entry) return
    started = true
    const manifest = metaContent(AFTER_PAINT_MANIFEST_META)
    if (manifest) {
      // A new link: browsers look for a manifest in the links added.
      const link = document.createElement('link')
      link.rel = 'manifest'
      link.href = manifest
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = 'anonymous'
    script.src = entry
    document.head.append(script)
  }
  setTimeout(start, 2000)
  const whenPainted = () =>
    photosInView((photos) => {
      const pending = photos.filter((photo) => !photo.complete)
      let waiting = pending.length
      const settled = () => {
        waiting -= 1
        // The next frame paints the photo; the code starts after it.
        if (waiting <= 0) requestAnimationFrame(() => setTimeout(start, 0))
      }
      if (waiting === 0) setTimeout(start, 0)
      for (const photo of pending) {
        photo.addEventListener('load', settled, { once: true })
        photo.addEventListener('error', settled, { once: true })
      }
    })
  // The photos in view are known once the page is parsed (the first paint can come before).
  const afterParse = () =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', whenPainted, { once: true })
      : whenPainted()
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      afterParse()
    }).observe({ type: 'paint', buffered: true })
  } catch {
    // No paint timing in this browser: the next frame.
    requestAnimationFrame(afterParse)
  }
}

/**
 * The page's images that show in the first screen, as the browser sees them: an IntersectionObserver
 * knows what a scrolling row clips (a lazy photo beyond a carousel's edge is in the window's box but
 * never loads) and what is hidden (the other theme's hero art).
 */
function photosInView(then: (photos: HTMLImageElement[]) => void) {
  const images = Array.from(document.images)
  if (images.length === 0 || typeof IntersectionObserver === 'undefined') return then([])
  // Its first report has an entry for every image observed.
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect()
    then(
      entries
        .filter((entry) => entry.isIntersecting)
        .map((entry) => entry.target as HTMLImageElement),
    )
  })
  for (const image of images) observer.observe(image)
}

// The stored theme, dark unless the guest chose light: the page never flashes the wrong one.
const mode = storedColorMode()
applyColorMode(mode)
// The home page's hero art of that theme, fetched before the body is read.
preloadHeroArt(mode)
startAfterPaint()
// Taps the app cannot take yet (it has not taken the page over): the theme toggle and See More.
installEarlyThemeToggle()
installEarlyReserve()
