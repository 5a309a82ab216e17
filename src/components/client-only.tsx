import { useSyncExternalStore, type ReactNode } from 'react'

const subscribe = () => () => {}

/** Renders its children in the browser only: not in the pages prerendered at build time. */
export function ClientOnly({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  return inBrowser ? children : null
}
