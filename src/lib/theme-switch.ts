// Light or dark: applied to the page before its first paint by the inline script, switched by the
// header's toggle (by the app's ThemeToggle once it runs, by the inline script before), and read
// by the app (src/lib/color-mode.ts). One place for what a switch does.
import {
  type ColorMode,
  THEME_CHANGE_EVENT,
  THEME_COLOR_META,
  THEME_STORAGE_KEY,
  THEME_TOGGLE_ATTRIBUTE,
} from './start-names'

/** The stored theme: dark unless the guest chose light. */
export function storedColorMode(): ColorMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark'
  } catch {
    return 'dark' // storage blocked: the default
  }
}

export const currentColorMode = (): ColorMode =>
  document.documentElement.classList.contains('light') ? 'light' : 'dark'

/**
 * The toggle's two names in the page's language, written on it by the app's render (ThemeToggle):
 * what it says it will do from each theme. The inline script reads them; it has no words itself.
 */
export const TOGGLE_LABEL_ATTRIBUTE: Record<ColorMode, string> = {
  dark: 'data-label-from-dark',
  light: 'data-label-from-light',
}

/** Puts `mode` on the page (and the browser's bars); `keep` also stores it and tells the app. */
export function applyColorMode(mode: ColorMode, { keep = false } = {}) {
  const root = document.documentElement
  root.classList.remove('dark', 'light')
  root.classList.add(mode)
  root.style.colorScheme = mode
  // The page's background as the site's styles say it for this mode (made from the hotel's
  // colours at build): one source, and the styles are in the head before this runs.
  const background = getComputedStyle(root).getPropertyValue('--bg').trim()
  if (background)
    document.querySelector(`meta[name="${THEME_COLOR_META}"]`)?.setAttribute('content', background)
  if (!keep) return
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode)
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT))
}

/** Switches to the other theme. */
export function toggleColorMode() {
  applyColorMode(currentColorMode() === 'dark' ? 'light' : 'dark', { keep: true })
}

/**
 * For the inline script: a tap on the theme toggle that the app did not take (it has not taken the
 * page over yet) switches the theme all the same, and the toggle says what it does next.
 */
export function installEarlyThemeToggle() {
  // The page as sent says what the toggle does from the default theme: from the guest's, once it
  // is read (the app may start only at their first touch: src/start/start-app.ts).
  const say = (toggle: Element | null) => {
    const label = toggle?.getAttribute(TOGGLE_LABEL_ATTRIBUTE[currentColorMode()])
    if (label) toggle?.setAttribute('aria-label', label)
  }
  document.addEventListener(
    'DOMContentLoaded',
    () => say(document.querySelector(`[${THEME_TOGGLE_ATTRIBUTE}]`)),
    { once: true },
  )
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return
    const toggle = event.target.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`)
    if (!toggle) return
    event.preventDefault()
    toggleColorMode()
    say(toggle)
  })
}
