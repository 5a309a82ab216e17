// The switch to the other theme. Its icon is the page's theme's business (console.css, by the
// class the head's script sets before the first paint), not the render's: a screen the server
// drew (the inbox's first, issue 41) knows no clerk's theme, and shows the right icon all the same;
// its name there is put right by the head's script (../theme-before-paint.ts).
import { THEME_TOGGLE_ATTRIBUTE, themeToggleLabel } from '../lib/color-mode'
import { useColorMode } from '../lib/use-color-mode'

export function ThemeToggle() {
  const [mode, toggle] = useColorMode()
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggle}
      aria-label={themeToggleLabel(mode)}
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          className="theme-icon-sun"
          fill="currentColor"
          d="M12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-12a1 1 0 0 1-1-1V2a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1Zm0 17a1 1 0 0 1-1-1v-2a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1ZM4 13H2a1 1 0 1 1 0-2h2a1 1 0 1 1 0 2Zm18 0h-2a1 1 0 1 1 0-2h2a1 1 0 1 1 0 2Z"
        />
        <path
          className="theme-icon-moon"
          fill="currentColor"
          d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5Z"
        />
      </svg>
    </button>
  )
}
