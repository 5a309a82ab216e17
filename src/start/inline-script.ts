// The page's one inline script, in the head of every page before anything paints
// (scripts/vite-start-scripts.ts bundles it into index.html; the server allows it by its hash in
// the Content-Security-Policy). Two jobs: the guest's theme before the first paint, and a
// prerendered page's code started after it.
import {
  AFTER_PAINT_ENTRY_META,
  AFTER_PAINT_MANIFEST_META,
  type ColorMode,
  THEME_COLOR_META,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from './names'

/** The stored theme, dark unless the guest chose light: the page never flashes the wrong one. */
function applyStoredTheme() {
  let mode: ColorMode = 'dark'
  try {
    if (localStorage.getItem(THEME_STORAGE_KEY) === 'light') mode = 'light'
  } catch {
    // Storage blocked: the default.
  }
  const root = document.documentElement
  root.classList.add(mode)
  root.style.colorScheme = mode
  const themeColor = document.querySelector<HTMLMetaElement>(`meta[name="${THEME_COLOR_META}"]`)
  if (themeColor) themeColor.content = THEME_COLORS[mode]
}

const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content

/**
 * A prerendered page leaves its entry and its manifest in meta tags (src/start/after-paint.ts):
 * both are started here once the page has painted its content (2 s at most, for a tab in the
 * background). Read then, not now: the head is still being parsed. The empty shell has neither:
 * its entry is a plain module script.
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
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(start, 0)
    }).observe({ type: 'paint', buffered: true })
  } catch {
    // No paint timing in this browser: the next frame.
    requestAnimationFrame(() => setTimeout(start, 0))
  }
}

applyStoredTheme()
startAfterPaint()
