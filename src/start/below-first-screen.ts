// The sections of a page below its first screen wait until that screen has painted (for the inline
// script, ./inline-script.ts). Their photos are lazy, but a browser fetches a lazy photo as soon as
// the page is laid out if it lies within ~1,250 px of the screen (Chrome), so the services page's
// second and third rows and the home page's glimpse were fetched beside the first screen's photo,
// the largest paint: on a slow line they shared the line with it. Lighthouse's simulation counts
// every photo that came in before the largest paint so, with the images alone taken out of its
// recorded load of /services, its LCP fell from 838 to 760 ms (issue 41).
//
// So such a section (WAITS_FOR_FIRST_SCREEN_ATTRIBUTE, the carousels and the glimpse) is skipped
// by the stylesheet (content-visibility: hidden: not laid out, nothing in it fetched) from the
// moment it is parsed while the page is pending (FIRST_SCREEN_PENDING_ATTRIBUTE on the root).
// Before each frame, before the browser lays the page out and paints, the sections that would
// show are shown (IN_FIRST_SCREEN_ATTRIBUTE: laid out as usual, so nothing in view is ever painted
// skipped or moves); once the page is parsed, the others wait (WAITING_ATTRIBUTE) until the first
// screen's photos have painted or the guest's hand moves (a touch, a key, the wheel, a scroll:
// ./start-app.ts), whichever comes first, then are laid out below the screen, out of sight.
//
// Without script, nothing waits. Nor when the page is to open at a place (a #fragment) or where the
// guest was (a reload, Back or Forward): the browser scrolls there as the page is laid out.
import {
  FIRST_SCREEN_PENDING_ATTRIBUTE,
  IN_FIRST_SCREEN_ATTRIBUTE,
  WAITING_ATTRIBUTE,
  WAITS_FOR_FIRST_SCREEN_ATTRIBUTE,
} from '../lib/start-names'

/** Starts the wait; returns what ends it (called again, it does nothing). */
export function holdBelowFirstScreen(): () => void {
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  if (location.hash || (navigation && navigation.type !== 'navigate')) return () => undefined

  const root = document.documentElement
  const waiting: Element[] = []
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    root.removeAttribute(FIRST_SCREEN_PENDING_ATTRIBUTE)
    for (const section of waiting) section.removeAttribute(WAITING_ATTRIBUTE)
  }

  root.setAttribute(FIRST_SCREEN_PENDING_ATTRIBUTE, '')
  const beforeFrame = () => {
    if (ended) return
    const parsed = document.readyState !== 'loading'
    const sections = document.querySelectorAll(
      `[${WAITS_FOR_FIRST_SCREEN_ATTRIBUTE}]:not([${IN_FIRST_SCREEN_ATTRIBUTE}])`,
    )
    // In the page's order: each measured with the ones above it shown and the ones below skipped,
    // where it will be painted. The first below the screen has every later one below it too.
    let below = false
    for (const section of sections) {
      // The layout viewport's height, not innerHeight: that one grows while the page is zoomed out.
      below ||= section.getBoundingClientRect().top >= root.clientHeight
      if (!below) section.setAttribute(IN_FIRST_SCREEN_ATTRIBUTE, '')
      else if (parsed) {
        section.setAttribute(WAITING_ATTRIBUTE, '')
        waiting.push(section)
      }
    }
    // Sections the app renders later are not the page's first screen: they never wait.
    if (parsed) root.removeAttribute(FIRST_SCREEN_PENDING_ATTRIBUTE)
    else requestAnimationFrame(beforeFrame)
  }
  requestAnimationFrame(beforeFrame)
  return end
}
