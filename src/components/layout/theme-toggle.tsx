import { useColorMode } from '../../lib/color-mode'
import { MoonIcon, SunIcon } from '../icons'

/** Both icons are in the page; the stylesheet shows the one for the theme on <html>. */
export function ThemeToggle() {
  const [mode, toggle] = useColorMode()
  const next = mode === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-icon theme-toggle"
      aria-label={`Switch to ${next} theme`}
      onClick={toggle}
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
