// What the app has taken over from the page's inline script: a See More link or a carousel's
// arrow, once React has hydrated it (a ref sets the mark). The inline script answers the taps of
// what is not marked (src/features/reservations/early-reserve.ts, ./carousel-scroll.ts) and
// leaves the rest to React.
import { APP_OWNED_ATTRIBUTE } from './start-names'

/** For the app's elements the inline script also answers, as a ref: from now on they are React's. */
export const ownByApp = (element: HTMLElement | null) =>
  element?.setAttribute(APP_OWNED_ATTRIBUTE, '')
