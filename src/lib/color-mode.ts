// Light or dark, kept in localStorage. index.html applies the stored mode before the first paint
// (dark unless the guest chose light), so the page never flashes the wrong theme.
import { useSyncExternalStore } from 'react'

export type ColorMode = 'dark' | 'light'
export const COLOR_MODE_KEY = 'hearth:theme'
/** The page background of each mode, for the browser's own bars. */
const THEME_COLORS: Record<ColorMode, string> = { dark: '#17120e', light: '#fbf7f1' }

const listeners = new Set<() => void>()

function current(): ColorMode {
  return document.documentElement.classList.contains('light') ? 'light' : 'dark'
}

export function setColorMode(mode: ColorMode) {
  const root = document.documentElement
  root.classList.remove('dark', 'light')
  root.classList.add(mode)
  root.style.colorScheme = mode
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[mode])
  try {
    localStorage.setItem(COLOR_MODE_KEY, mode)
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
  listeners.forEach((l) => l())
}

export function useColorMode(): [ColorMode, () => void] {
  const mode = useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    current,
    () => 'dark' as const,
  )
  return [mode, () => setColorMode(mode === 'dark' ? 'light' : 'dark')]
}
