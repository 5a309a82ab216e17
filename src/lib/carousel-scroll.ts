// A carousel's previous and next buttons, answered by the same code before the app runs (the
// page's inline script: the first tap on "next" moves the row even while the app's code is on the
// way) and after (src/features/facilities/facility-carousel.tsx). The row is the button's
// carousel's `.carousel-track`; a step is one card and the gap the stylesheet puts between two.
import { APP_OWNED_ATTRIBUTE, CAROUSEL_STEP_ATTRIBUTE } from './start-names'

/** Scrolls the row of `button`'s carousel one card in the button's direction. */
export function scrollCarousel(button: Element) {
  const direction = Number(button.getAttribute(CAROUSEL_STEP_ATTRIBUTE)) < 0 ? -1 : 1
  const track = button.closest('.carousel')?.querySelector<HTMLElement>('.carousel-track')
  if (!track) return
  const card = track.querySelector('li')
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0
  const step = card ? card.getBoundingClientRect().width + gap : track.clientWidth * 0.8
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  track.scrollBy({ left: direction * step, behavior: smooth ? 'smooth' : 'auto' })
}

/**
 * For the inline script: a tap on a carousel button React does not have yet scrolls its row, and
 * is marked handled (React, if it takes the button over at this tap and replays it, leaves it).
 */
export function installEarlyCarousel() {
  addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return
      const button = event.target.closest(`button[${CAROUSEL_STEP_ATTRIBUTE}]`)
      if (!button || button.hasAttribute(APP_OWNED_ATTRIBUTE)) return
      event.preventDefault()
      if (!(button as HTMLButtonElement).disabled) scrollCarousel(button)
    },
    { capture: true },
  )
}
