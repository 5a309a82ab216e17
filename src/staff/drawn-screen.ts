// The inbox's first screen as the server drew it (server/src/http/staff-first-screen.ts, issue 41)
// is shown for about a second on a phone on slow 4G before the console's code has come and drawn
// the same screen in its place (main.tsx). In that second the screen is only HTML:
// - a tap on one of its links would load a whole page (the request's page, focus at its top),
//   where the console moves to it in place and puts focus on its heading;
// - a tap on one of its buttons would do nothing;
// - the element a keyboard user had reached would be taken away by the console's render, focus
//   falling back to the page's start.
// installDrawnScreen (run by ./early-reads.ts, a blocking script of the head, so before any tap)
// keeps the last such tap and where focus is; app/drawn-screen-takeover.ts gives both to the
// console once it has drawn the screen: the link followed in place, the button pressed, focus put
// back on the same element. A page with no drawn screen is left alone. No imports but constants:
// esbuild bundles ./early-reads.ts alone.
import { CONSOLE_ENTRY_ATTRIBUTE, FIRST_SCREEN_ID, STAFF_PATH } from '../../contract/staff-paths'

/** Set on <html> once the console has drawn the screen: from then on, taps are its own. */
export const TAKEN_OVER_ATTRIBUTE = 'data-console-drawn'

/** What the drawn screen left for the console: a window property (two bundles share it). */
export interface DrawnScreenLeft {
  /** The last tap on a link, a button or a calendar's cell, until the console has drawn the screen. */
  tap?: { link: string } | { button: string }
  /** The element that had focus last (its key: elementKey). */
  focus?: string
}
export type DrawnScreenKey = '__hearthStaffDrawn'
const key: DrawnScreenKey = '__hearthStaffDrawn'

export function drawnScreenLeft(): DrawnScreenLeft | undefined {
  return (window as unknown as Partial<Record<DrawnScreenKey, DrawnScreenLeft>>)[key]
}

/**
 * A link by its address, a button by its accessible name, a calendar's cell by its name (its
 * facility, date and state); undefined for anything else.
 */
function nameOf(element: Element): string | undefined {
  if (element instanceof HTMLAnchorElement) {
    const href = element.getAttribute('href')
    return href ? `a ${href}` : undefined
  }
  if (element instanceof HTMLButtonElement) {
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim()
    return name ? `button ${name}` : undefined
  }
  if (element.getAttribute('role') === 'gridcell') {
    const name = element.getAttribute('aria-label')
    return name ? `cell ${name}` : undefined
  }
  return undefined
}

const TAPPABLE = 'a[href], button, [role="gridcell"]'

/**
 * What names an element on both screens, the drawn one and the console's (the same components
 * drawn from the same reads): its name (nameOf) and, when elements before it share that name,
 * its place among them. The day's rows each have a "Check in": the second guest's is "button
 * Check in #2", never the first guest's.
 */
export function elementKey(element: Element): string | undefined {
  const name = nameOf(element)
  if (!name) return undefined
  let place = 1
  for (const other of (element.closest('#root') ?? document).querySelectorAll(TAPPABLE)) {
    if (other === element) break
    if (nameOf(other) === name) place++
  }
  return place === 1 ? name : `${name} #${place}`
}

/** The element of `root` that `elementKey` names, if there is one. */
export function findByKey(root: ParentNode, wanted: string): HTMLElement | undefined {
  const seen = new Map<string, number>()
  for (const element of root.querySelectorAll<HTMLElement>(TAPPABLE)) {
    const name = nameOf(element)
    if (!name) continue
    const place = (seen.get(name) ?? 0) + 1
    seen.set(name, place)
    if ((place === 1 ? name : `${name} #${place}`) === wanted) return element
  }
  return undefined
}

/** A link of the console itself (same origin, under STAFF_PATH), as a plain click follows it. */
function consoleLink(link: HTMLAnchorElement): string | undefined {
  if (link.target && link.target !== '_self') return undefined
  if (link.hasAttribute('download')) return undefined
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin) return undefined
  if (url.pathname !== STAFF_PATH && !url.pathname.startsWith(`${STAFF_PATH}/`)) return undefined
  return url.pathname + url.search + url.hash
}

export function installDrawnScreen() {
  if (!document.querySelector(`meta[name="${FIRST_SCREEN_ID}"]`)) return
  const left: DrawnScreenLeft = {}
  ;(window as unknown as Record<DrawnScreenKey, DrawnScreenLeft>)[key] = left
  const drawn = () => !document.documentElement.hasAttribute(TAKEN_OVER_ATTRIBUTE)
  const inRoot = (target: EventTarget | null) =>
    target instanceof Element && target.closest('#root') ? target : undefined
  let busy: Element | undefined

  document.addEventListener('focusin', (event) => {
    const element = inRoot(event.target)
    if (!drawn() || !element) return
    left.focus = elementKey(element)
  })
  document.addEventListener('click', (event) => {
    const target = inRoot(event.target)
    if (!drawn() || !target || event.defaultPrevented) return
    // A click that opens elsewhere (a new tab, a download) is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    const element = target.closest(TAPPABLE)
    if (!element) return
    const link = element instanceof HTMLAnchorElement ? consoleLink(element) : undefined
    const name = elementKey(element)
    if (element instanceof HTMLAnchorElement && !link) return
    if (!link && !name) return
    event.preventDefault()
    // The last tap counts, once; the element says it is on its way.
    busy?.removeAttribute('aria-busy')
    busy = element
    element.setAttribute('aria-busy', 'true')
    left.tap = link ? { link } : { button: name! }
  })
}

/**
 * On a page the server drew a screen into, the console's code (fetched from the head as a
 * modulepreload, in place of its script tag) is run once the drawn screen has been painted, not as
 * soon as the page is parsed: a module script whose code has come by then runs before the page's
 * next frame, and the console's code is ~0.2 s of evaluating on a phone's CPU (a trace of issue
 * 54's calendar at 4x CPU), which the drawn screen's last rows would wait for. The bench could not
 * tell it apart from its noise (+-200 ms between runs); the order is the one the page wants either
 * way. A tap or focus in between is kept for the console (above). A hidden page paints no frame
 * (a tab opened in the background): its code is run at once. Should the code fail to load, the
 * drawn screen stays as it is, as it would have with the script tag.
 */
export function runConsoleAfterPaint(
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
) {
  if (!document.querySelector(`meta[name="${FIRST_SCREEN_ID}"]`)) return
  const run = () => {
    const entry = document.querySelector<HTMLLinkElement>(`link[${CONSOLE_ENTRY_ATTRIBUTE}]`)
    if (entry) load(entry.href).catch(() => undefined)
  }
  document.addEventListener('DOMContentLoaded', () => {
    if (document.visibilityState === 'hidden') run()
    // After the frame: a task queued in its animation callback runs once it has been painted.
    else requestAnimationFrame(() => setTimeout(run, 0))
  })
}
