// Light or dark, kept in localStorage. The page's inline script applies the stored mode before
// the first paint (dark unless the guest chose light: src/start/inline-script.ts), so the page
// never flashes the wrong theme.
import { useSyncExternalStore } from 'react'
import { type ColorMode, THEME_COLOR_META, THEME_COLORS, THEME_STORAGE_KEY } from '../start/names'

const listeners = new Set<() => void>()

function current(): ColorMode {
  return document.documentElement.classList.contains('light') ? 'light' : 'dark'
}

export function setColorMode(mode: ColorMode) {
  const root = document.documentElement
  root.classList.remove('dark', 'light')
  root.classList.add(mode)
  root.style.colorScheme = mode
  document
    .querySelector(`meta[name="${THEME_COLOR_META}"]`)
    ?.setAttribute('content', THEME_COLORS[mode])
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode)
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
