// A disclosure that floats over the page (the account menu, the phone bar's "More") closes, as a
// menu would, when a tap or the focus goes anywhere outside it while it is open.
import { type RefObject, useEffect } from 'react'

export function useCloseAway(
  box: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return
    const away = (event: Event) => {
      if (box.current && !box.current.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', away)
    document.addEventListener('focusin', away)
    return () => {
      document.removeEventListener('pointerdown', away)
      document.removeEventListener('focusin', away)
    }
  }, [box, open, close])
}
