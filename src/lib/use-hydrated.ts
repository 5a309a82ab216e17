import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while React takes over a prerendered page (hydration), true after and
 * in every render the browser starts itself. What the browser knows and the prerendered page did
 * not (stored data, the guest's settings) waits for true, so the two renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
