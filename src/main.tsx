// The entry: the page paints first (prerendered pages are complete without JavaScript, their
// styles inline), then the app's code downloads, all at once, and the app takes over the page.
// Nothing stands between a guest on a slow line and the first paint: no download competes with
// it, no long task delays it.
import { PAGE_CHUNKS_META } from './page-chunks'

function preloadPageChunks() {
  const list = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CHUNKS_META}"]`)
  for (const href of list?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}

requestAnimationFrame(() =>
  setTimeout(() => {
    preloadPageChunks()
    void import('./app/boot')
  }, 0),
)
