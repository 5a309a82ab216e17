// Taps on a prerendered page's buttons that React did not handle yet (the app had not run, or the
// part of the page holding the button was not hydrated yet) are kept by index.html's inline script
// and replayed here once React has the button. A kept tap names its button (aria-label or text)
// and its place under #root (style, link and script elements skipped: the prerendered page has its
// styles inline, the app keeps them in the head). The name finds the button first: the app's page
// can hold more than the prerendered one (an offline notice above the carousels) and move it.
declare global {
  interface Window {
    __earlyClicks?: KeptClick[]
    /** Set once the app runs: index.html calls it for a tap kept after that. */
    __replayEarlyClicks?: () => void
  }
}

interface KeptClick {
  path: number[]
  name: string
  /** When it was kept (Date.now()). */
  at: number
}

const SKIPPED = /^(STYLE|LINK|SCRIPT)$/

/** Whether React has taken this element over: hydration attaches its props to the node. */
const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))

/** How long a kept tap waits for its button (parts of a page hydrate in turn; a slow phone). */
const WAIT_MS = 10_000

const nameOf = (button: Element) => button.getAttribute('aria-label') || button.textContent || ''

function findButton(root: Element, click: KeptClick): HTMLButtonElement | undefined {
  if (click.name) {
    const named = [...root.querySelectorAll('button')].filter((b) => nameOf(b) === click.name)
    if (named.length === 1) return named[0]
  }
  let node: Element | undefined = root
  for (const index of click.path) {
    node = node && [...node.children].filter((el) => !SKIPPED.test(el.tagName))[index]
  }
  return node instanceof HTMLButtonElement ? node : undefined
}

/** Replays the kept taps, once each, and every tap kept from now on, as React takes them over. */
export function replayEarlyClicks() {
  const root = document.getElementById('root')
  if (!root) return
  let frame = 0
  const replay = () => {
    frame = 0
    const waiting: KeptClick[] = []
    for (const click of window.__earlyClicks ?? []) {
      const button = findButton(root, click)
      if (button && hydrated(button)) button.click()
      else if (Date.now() - click.at < WAIT_MS) waiting.push(click)
    }
    window.__earlyClicks = waiting
    if (waiting.length > 0) frame = requestAnimationFrame(replay)
  }
  window.__replayEarlyClicks = () => {
    if (frame === 0) frame = requestAnimationFrame(replay)
  }
  replay()
  return () => {
    cancelAnimationFrame(frame)
    window.__replayEarlyClicks = undefined
  }
}
