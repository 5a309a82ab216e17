// Taps on a prerendered page's buttons before the app ran were kept by index.html's inline
// script, as paths of element positions under #root (style, link and script elements skipped:
// the prerendered page has its styles inline, the app keeps them in the head). The app's markup
// is the same, so the same path finds the same button.
declare global {
  interface Window {
    __earlyClicks?: number[][]
  }
}

const SKIPPED = /^(STYLE|LINK|SCRIPT)$/

/** Whether React has taken this element over: hydration attaches its props to the node. */
const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))

/** How long a kept tap waits for its button to be hydrated (parts of a page hydrate in turn). */
const WAIT_MS = 5_000

/** Replays the kept taps, once each, and stops keeping them. */
export function replayEarlyClicks() {
  const clicks = window.__earlyClicks ?? []
  window.__earlyClicks = undefined
  const root = document.getElementById('root')
  const started = performance.now()
  const replay = (pending: number[][]) => {
    const waiting: number[][] = []
    for (const path of pending) {
      let node: Element | undefined = root ?? undefined
      for (const index of path) {
        node = node && [...node.children].filter((el) => !SKIPPED.test(el.tagName))[index]
      }
      if (!(node instanceof HTMLButtonElement)) continue
      if (hydrated(node)) node.click()
      else waiting.push(path)
    }
    if (waiting.length > 0 && performance.now() - started < WAIT_MS) {
      requestAnimationFrame(() => replay(waiting))
    }
  }
  replay(clicks)
}
