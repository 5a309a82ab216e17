// The header's theme switch reads and flips the mode through this hook (lib/color-mode.ts).
import { useSyncExternalStore } from 'react'
import type { ColorMode } from '../../lib/start-names'
import { applyColorMode, CHANGE_EVENT, currentColorMode } from './color-mode'

function subscribe(changed: () => void) {
  window.addEventListener(CHANGE_EVENT, changed)
  return () => window.removeEventListener(CHANGE_EVENT, changed)
}

export function useColorMode(): [ColorMode, () => void] {
  const mode = useSyncExternalStore(subscribe, currentColorMode, () => 'dark' as const)
  return [mode, () => applyColorMode(mode === 'dark' ? 'light' : 'dark', { keep: true })]
}
