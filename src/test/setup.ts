import '@testing-library/jest-dom/vitest'
// What jsdom lacks and the site's components use. (A test file marked `@vitest-environment node`
// runs as on a server: no window, nothing to add or clean.)
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { dateLocale as enDates, en } from '../content/messages/en'
import { setLanguage } from '../lib/i18n'

// The site's components read the page's texts (src/lib/i18n.ts): English, as the spec's routes.
setLanguage('en', en, enDates)

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

if (typeof window !== 'undefined') {
  afterEach(() => {
    cleanup()
    localStorage.clear()
    sessionStorage.clear()
  })

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList
  }

  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver
}
