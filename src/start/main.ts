// The entry: the page paints first (prerendered pages are complete without JavaScript, their
// styles inline, and start this script at the guest's first touch: start-app.ts), then the app's
// code downloads, a few requests per task, and the app takes over the page.
// Nothing stands between a guest on a slow line and the first paint: no download competes with
// it, no long task delays it.
import { PAGE_CHUNKS_META } from './page-chunks-meta'

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

preloadPageChunks(() => void import('./boot'))
