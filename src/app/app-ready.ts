import { APP_READY_ATTRIBUTE } from '../lib/start-names'

/**
 * Set on <html> once the app has taken the page over (the first render committed, a prerendered
 * page hydrated): from then on React handles every tap. The inline script gives it the taps it
 * kept (src/start/early-buttons.ts); tests and benchmarks wait for it.
 */
export { APP_READY_ATTRIBUTE }

export function markAppReady() {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
}
