import { useSyncExternalStore } from 'react'

/** A computer's width (14 days) or a phone's (7): followed as a window is resized or turned. */
export const WIDE = '(min-width: 48rem)'

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = matchMedia(WIDE)
      query.addEventListener('change', notify)
      return () => query.removeEventListener('change', notify)
    },
    () => matchMedia(WIDE).matches,
    () => true,
  )
}
