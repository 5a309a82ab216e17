// After a move inside the console, focus goes to the new page's heading (or the section an
// address's #hash names), as a page load would put a screen reader and the keyboard at the top of
// the new page: without it, focus stays on the link that was followed, or falls to <body>, and a
// screen reader says nothing of the new page. The heading comes when the page's code and data
// have (a chunk, a request's details), so it is waited for; the person's own move meanwhile (a
// tap, a Tab) wins. The first load is left alone: the browser starts at the top by itself.
import type { AnyRouter } from '@tanstack/react-router'

/** Long enough for a slow phone to fetch a page's code and data; then the wait is given up. */
const WAIT_MS = 15_000

export function focusOnNavigate(router: AnyRouter): () => void {
  let stale = new Set<Element>()
  let leftFrom: Element | null = null
  let stopWaiting = () => {}

  const unsubscribeBefore = router.subscribe('onBeforeNavigate', () => {
    // What is on the screen now is the old page's, whenever the new one is drawn.
    stale = new Set(document.querySelectorAll('h1'))
    leftFrom = document.activeElement
  })

  const unsubscribeResolved = router.subscribe(
    'onResolved',
    ({ fromLocation, toLocation, pathChanged, hashChanged }) => {
      stopWaiting()
      if (!fromLocation || !(pathChanged || hashChanged)) return
      const from = leftFrom
      const hash = toLocation.hash

      /** Whether focus is still where the navigation left it (nobody has moved it since). */
      const untouched = () => {
        const active = document.activeElement
        return !active || active === document.body || active === from || active.id === 'main'
      }
      const target = (): HTMLElement | null => {
        const main = document.getElementById('main')
        if (!main) return null
        const named = hash ? document.getElementById(hash) : null
        if (named && main.contains(named)) return named
        if (!pathChanged) return null
        const heading = main.querySelector('h1')
        return heading && !stale.has(heading) ? heading : null
      }
      /** Focuses the target when it is there; true when there is nothing more to wait for. */
      const place = () => {
        if (!untouched()) return true
        const element = target()
        if (!element) return false
        if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
        element.focus()
        return true
      }
      if (place()) return
      const observer = new MutationObserver(() => {
        if (place()) stopWaiting()
      })
      observer.observe(document.body, { childList: true, subtree: true })
      const timer = setTimeout(() => stopWaiting(), WAIT_MS)
      stopWaiting = () => {
        observer.disconnect()
        clearTimeout(timer)
        stopWaiting = () => {}
      }
    },
  )

  return () => {
    stopWaiting()
    unsubscribeBefore()
    unsubscribeResolved()
  }
}
