/**
 * Set on <html> once the app has taken the page over (the first render committed, a prerendered
 * page hydrated): from then on React handles every tap. For tests and benchmarks that wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

export function markAppReady() {
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
}
