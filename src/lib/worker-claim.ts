// A page the worker missed. A worker claims the open pages when it activates (`clients.claim()`),
// but the spec skips a page still loading: one whose address was asked for while the worker was
// installing, and whose document arrives after it has activated (a clerk opening the inbox just
// after enrolling on that phone, a guest following a link while the site's files are stored).
// That page stays outside the worker until its next load: online nothing shows, but a screen's
// code asked for later is not answered from the worker's copy, and offline it fails. So each
// page, once a worker is active for it, asks to be claimed if it is not already: the same claim
// the worker makes on activation, which a page already controlled never asks for.
//
// Both workers take the message (src/staff/sw.ts, src/start/sw-pages.ts); both pages send it
// (src/staff/main.tsx, src/start/start-app.ts).

/** The message a page sends its worker to be claimed. */
export const CLAIM_ME = 'hearth:claim-me'

/** In a page: once a worker is active for it, asks that worker to claim it, if it has not. */
export function askToBeClaimed(): void {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!workers || workers.controller) return
  // `ready` waits for an active worker for this page's address (forever where none will be). Not
  // with a new version waiting (a page loaded past the worker, as a hard reload does): the site
  // then offers its Reload, and a page taken over then reloads as if Reload had been pressed
  // (src/features/pwa/update-notice.tsx), so it stays as it came.
  void workers.ready.then((registration) => {
    if (!workers.controller && !registration.waiting) registration.active?.postMessage(CLAIM_ME)
  })
}

/** In a worker: claims the pages when one asks (`askToBeClaimed`). */
export function claimWhenAsked(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('message', (event) => {
    if (event.data === CLAIM_ME) event.waitUntil(worker.clients.claim())
  })
}
