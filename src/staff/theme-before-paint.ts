// Runs in the head before the console paints (a classic script in a file: the console's CSP
// allows no inline script): the clerk's light or dark, so the page never flashes the other one.
import { applyColorMode, storedColorMode } from './lib/color-mode'

applyColorMode(storedColorMode())
