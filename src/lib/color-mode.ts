// Light or dark, kept in localStorage: what a switch does is src/lib/theme-switch.ts's (the page's
// inline script applies the stored mode before the first paint, and switches it on a tap that
// comes before the app runs).
import { useSyncExternalStore } from 'react'
import { type ColorMode, THEME_CHANGE_EVENT } from './start-names'
import { applyColorMode, currentColorMode } from './theme-switch'

export function setColorMode(mode: ColorMode) {
  applyColorMode(mode, { keep: true })
}

function subscribe(changed: () => void) {
  window.addEventListener(THEME_CHANGE_EVENT, changed)
  return () => window.removeEventListener(THEME_CHANGE_EVENT, changed)
}

export function useColorMode(): [ColorMode, () => void] {
  const mode = useSyncExternalStore(subscribe, currentColorMode, () => 'dark' as const)
  return [mode, () => setColorMode(mode === 'dark' ? 'light' : 'dark')]
}
