// The page's one inline script, in the head of every page before anything paints
// (scripts/vite-start-scripts.ts bundles it into index.html; the server allows it by its hash in
// the Content-Security-Policy). Its jobs: the guest's theme before the first paint, the offer of
// the site in the guest's language (./language-offer.ts), the sections below the first screen
// kept waiting until it has painted (./below-first-screen.ts), a prerendered
// page's code started at the guest's first touch (./start-app.ts), and the taps that come before
// the app has taken the page over (the theme toggle switches; See More opens the reservation
// form; a carousel's arrow scrolls its row; any other button's tap is kept for the app).
import { installEarlyCarousel } from '../lib/carousel-scroll'
import { holdBelowFirstScreen } from './below-first-screen'
import { installEarlyButtons } from './early-buttons'
import { installEarlyReserve } from '../features/reservations/early-reserve'
import { installLanguageOffer } from './language-offer'
import { preloadHeroArt } from './hero-art-preload'
import { installPhoneMenu } from './phone-menu'
import { startPrerenderedApp } from './start-app'
import { OFFLINE_CLASS } from '../lib/start-names'
import { applyColorMode, installEarlyThemeToggle, storedColorMode } from '../lib/theme-switch'

// The stored theme, dark unless the guest chose light: the page never flashes the wrong one.
const mode = storedColorMode()
applyColorMode(mode)
// The home page's hero art of that theme, fetched before the body is read.
preloadHeroArt(mode)
// Offline as the page loads: its banner shows from the first paint (nothing moves as the app starts).
if (!navigator.onLine) document.documentElement.classList.add(OFFLINE_CLASS)
// The home page's offer of the site in the guest's language, and their choice of language kept.
installLanguageOffer()
// The sections below the first screen wait for it to paint: their photos do not share the line
// with the first screen's (below-first-screen.ts).
const showBelow = holdBelowFirstScreen()
// A prerendered page's app: at the guest's first touch, or at once when it has work (start-app.ts).
startPrerenderedApp(showBelow)
// Taps the app cannot take yet (it has not taken the page over): the theme toggle, See More and
// the carousels' arrows.
installEarlyThemeToggle()
installEarlyReserve()
installEarlyCarousel()
// The phone menu's Escape, tap elsewhere and history moves, for the tab's life.
installPhoneMenu()
// Any other button's tap, kept for the app (after the two above, which answer theirs).
installEarlyButtons()
