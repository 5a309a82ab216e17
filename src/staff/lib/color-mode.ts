// Light or dark in the console: the same choice as the guest site's (one key on one origin), put
// on the page before it paints (../theme-before-paint.ts) and switched by the header's button.
// The only thing the console keeps on the device.
import { themeColors } from '../../lib/theme-colors'
import { type ColorMode, THEME_STORAGE_KEY } from '../../lib/start-names'

export const CHANGE_EVENT = 'hearth-staff:theme-change'

/** Marks the header's theme switch (components/theme-toggle.tsx). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle'

/** The theme switch's name, while the page is in `mode`. */
export function themeToggleLabel(mode: ColorMode): string {
  return `Switch to ${mode === 'dark' ? 'light' : 'dark'} theme`
}

// Which mode is stored and which is on the page: read as the guest site reads them.
export { currentColorMode, storedColorMode } from '../../lib/theme-switch'

/** Puts `mode` on the page and the browser's bar; `keep` also stores it. */
export function applyColorMode(mode: ColorMode, { keep = false } = {}) {
  const root = document.documentElement
  root.classList.remove('dark', 'light')
  root.classList.add(mode)
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors.bg[mode])
  if (!keep) return
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode)
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}
