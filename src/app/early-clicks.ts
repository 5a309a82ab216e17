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

/** Replays the kept taps, once, and stops keeping them. */
export function replayEarlyClicks() {
  const clicks = window.__earlyClicks ?? []
  window.__earlyClicks = undefined
  const root = document.getElementById('root')
  for (const path of clicks) {
    let node: Element | undefined = root ?? undefined
    for (const index of path) {
      node = node && [...node.children].filter((el) => !SKIPPED.test(el.tagName))[index]
    }
    if (node instanceof HTMLButtonElement) node.click()
  }
}
