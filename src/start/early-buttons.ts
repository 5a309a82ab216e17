// A tap on a button of the page that only the app answers (the contact page's "Show the live map",
// a form's Send), before the app has taken the page over: the tap starts the app
// (./start-app.ts), which takes a moment, and would be lost. It is kept here instead, the button
// marked busy, and given to the same button once the app runs (hydration keeps the page's
// elements). The page's own answers go first: the theme toggle and See More (./theme.ts,
// ../features/reservations/early-reserve.ts) mark their taps handled; links and the phone menu
// need no app.
import { APP_LISTENING_ATTRIBUTE, APP_READY_ATTRIBUTE, ROOT_ID } from '../lib/start-names'

const appReady = () => document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)
/** React hears the page's taps (replaying those on parts it has not yet taken over). */
const appListening = () => document.documentElement.hasAttribute(APP_LISTENING_ATTRIBUTE)

export function installEarlyButtons() {
  let kept: HTMLButtonElement | undefined
  let observer: MutationObserver | undefined

  const giveToApp = () => {
    observer?.disconnect()
    observer = undefined
    const button = kept
    kept = undefined
    if (!button) return
    button.removeAttribute('aria-busy')
    // Rendered anew (not hydrated) or gone meanwhile: the guest sees the page as it is now.
    if (button.isConnected && !button.disabled) button.click()
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || appListening() || !(event.target instanceof Element)) return
    const button = event.target.closest('button')
    if (!button || button.disabled || !button.closest(`#${ROOT_ID}`)) return
    // Not a form's native submission either (it would reload the page, the form's words lost).
    event.preventDefault()
    kept?.removeAttribute('aria-busy')
    // The last tap counts, once.
    kept = button
    button.setAttribute('aria-busy', 'true')
    observer ??= new MutationObserver(() => appReady() && giveToApp())
    observer.observe(document.documentElement, { attributeFilter: [APP_READY_ATTRIBUTE] })
  })
}
