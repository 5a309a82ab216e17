import { useColorMode } from '../../lib/color-mode'
import { THEME_TOGGLE_ATTRIBUTE } from '../../lib/start-names'
import { themeToggleLabel } from '../../lib/theme-switch'
import { MoonIcon, SunIcon } from '../icons'

/**
 * Both icons are in the page; the stylesheet shows the one for the theme on <html>. Before the app
 * runs, the page's inline script switches the theme on a tap (src/lib/theme-switch.ts): once the app
 * has the button, its click is marked handled so the script leaves it alone.
 */
export function ThemeToggle() {
  const [mode, toggle] = useColorMode()
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-icon theme-toggle"
      aria-label={themeToggleLabel(mode)}
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
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
