// Runs in the head before the console paints (a classic script in a file: the console's CSP
// allows no inline script): the clerk's light or dark, so the page never flashes the other one.
// A screen the server drew (the inbox's first, issue 41) knows no clerk's theme: its theme switch
// is named here for the theme on the page, as the console will name it.
import {
  applyColorMode,
  currentColorMode,
  storedColorMode,
  THEME_TOGGLE_ATTRIBUTE,
  themeToggleLabel,
} from './lib/color-mode'

applyColorMode(storedColorMode())
// As the parser puts the switch in: not at DOMContentLoaded, which waits for the console's code.
// The drawn screen has one switch, in its header, at its top: once it is named, nothing more is
// looked for (each look is a pass over the page, at each of the parser's pauses through a
// calendar's thousands of elements).
const nameSwitches = () => {
  const toggles = document.querySelectorAll(`#root [${THEME_TOGGLE_ATTRIBUTE}]`)
  for (const toggle of toggles) {
    toggle.setAttribute('aria-label', themeToggleLabel(currentColorMode()))
  }
  if (toggles.length > 0) parsing.disconnect()
}
const parsing = new MutationObserver(nameSwitches)
parsing.observe(document, { childList: true, subtree: true })
document.addEventListener('DOMContentLoaded', () => parsing.disconnect())
