import type { ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'

/** Renders its children in the browser only: not in the prerendered pages, nor while hydrating. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null
}
