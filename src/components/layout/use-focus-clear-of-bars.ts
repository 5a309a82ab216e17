// WCAG 2.4.11 (Focus Not Obscured): the page's scroll-padding (site.css) keeps what the browser
// scrolls into view clear of the fixed header and footer, and covers most of Tab's moves. Two of
// Chromium's focus paths ignore it, so this corrects them after the browser has scrolled:
// - a text field is revealed by its caret, not its box: a textarea whose first line shows stays
//   half under the footer;
// - an element taller than the space between the bars (a carousel row at 200 % zoom) is centred,
//   so neither its top nor its bottom shows. It is scrolled to show its start.
import { useEffect } from 'react'

export function useFocusClearOfBars() {
  useEffect(() => {
    const main = document.getElementById('main')
    const header = document.querySelector('.site-header')
    const footer = document.querySelector('[data-fixed-bottom]')
    if (!main || !header || !footer) return
    let frame = 0
    const onFocusIn = (event: FocusEvent) => {
      const el = event.target
      // Only the page's content scrolls under the bars: not the bars' own links, not a dialog.
      if (!(el instanceof Element) || el === main || !main.contains(el)) return
      cancelAnimationFrame(frame)
      // The browser scrolls the element into view after this event: measure once it has.
      frame = requestAnimationFrame(() => {
        // A keyboard's focus (a tap or click has put the element where the guest can see it).
        if (document.activeElement !== el || !el.matches(':focus-visible')) return
        const box = el.getBoundingClientRect()
        const top = header.getBoundingClientRect().bottom
        const bottom = footer.getBoundingClientRect().top
        const fits = box.height <= bottom - top
        const under = (y: number) => y < top - 0.5 || y > bottom + 0.5
        if (fits ? under(box.top) || under(box.bottom) : under(box.top))
          el.scrollIntoView({ block: fits ? 'nearest' : 'start' })
      })
    }
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      cancelAnimationFrame(frame)
    }
  }, [])
}
