import { useColorMode } from '../../lib/color-mode'
import { THEME_TOGGLE_ATTRIBUTE } from '../../lib/start-names'
import { texts } from '../../lib/i18n'
import { TOGGLE_LABEL_ATTRIBUTE } from '../../lib/theme-switch'
import { MoonIcon, SunIcon } from '../icons'

/**
 * Both icons are in the page; the stylesheet shows the one for the theme on <html>. Before the app
 * runs, the page's inline script switches the theme on a tap (src/lib/theme-switch.ts): once the app
 * has the button, its click is marked handled so the script leaves it alone.
 */
export function ThemeToggle() {
  const [mode, toggle] = useColorMode()
  const t = texts().chrome.header
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-icon theme-toggle"
      aria-label={mode === 'dark' ? t.toLightTheme : t.toDarkTheme}
      {...{
        [THEME_TOGGLE_ATTRIBUTE]: '',
        // Both names, for the page's inline script to say the right one before the app runs.
        [TOGGLE_LABEL_ATTRIBUTE.dark]: t.toLightTheme,
        [TOGGLE_LABEL_ATTRIBUTE.light]: t.toDarkTheme,
      }}
      onClick={(event) => {
        event.preventDefault()
        toggle()
      }}
    >
      <span className="icon-dark">
        <SunIcon />
      </span>
      <span className="icon-light">
        <MoonIcon />
      </span>
    </button>
  )
}
