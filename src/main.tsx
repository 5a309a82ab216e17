// The entry: the page paints first (prerendered pages are complete without JavaScript, their
// styles inline), then the app's code downloads, a few requests per task, and the app takes
// over the page.
// Nothing stands between a guest on a slow line and the first paint: no download competes with
// it, no long task delays it.
import { PAGE_CHUNKS_META } from './page-chunks'

/**
 * Each request a page starts costs its main thread a millisecond or two (four times that on a
 * slow phone): the page's chunks are asked for a few per task, so that no task grows long.
 */
const REQUESTS_PER_TASK = 4

/** Preloads the page's chunks, the app's start first, then runs `then`. */
function preloadPageChunks(then: () => void) {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CHUNKS_META}"]`)
  const hrefs = list?.content.split(' ').filter(Boolean) ?? []
  const next = () => {
    for (const href of hrefs.splice(0, REQUESTS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    setTimeout(hrefs.length > 0 ? next : then, 0)
  }
  next()
}

/**
 * Runs `start` once the page has painted its content (its first contentful paint), so that no
 * download or task of the app comes before it. The app shell has nothing to paint before the app
 * runs: it starts at once. A tab in the background paints nothing: after 2 s it starts anyway.
 */
function afterFirstContentfulPaint(start: () => void) {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  if (!document.getElementById('root')?.hasChildNodes()) return once()
  setTimeout(once, 2000)
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(once, 0)
    })
    observer.observe({ type: 'paint', buffered: true })
  } catch {
    requestAnimationFrame(() => setTimeout(once, 0)) // no paint timing: after the next frame
  }
}

afterFirstContentfulPaint(() => preloadPageChunks(() => void import('./app/boot')))
