import { useSyncExternalStore } from 'react'

/** A computer's width (14 days) or a phone's (7): followed as a window is resized or turned. */
export const WIDE = '(min-width: 48rem)'

/** What a render with no window (the server's, first-screen.tsx) takes the width for. */
let drawnWide = true

/** The server draws the calendar as wide as the console's page said its window was. */
export function drawAsWide(wide: boolean) {
  drawnWide = wide
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = matchMedia(WIDE)
      query.addEventListener('change', notify)
      return () => query.removeEventListener('change', notify)
    },
    () => matchMedia(WIDE).matches,
    () => drawnWide,
  )
}
