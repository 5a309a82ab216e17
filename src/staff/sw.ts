// The staff console's service worker (issue 29, "On the hotel's Wi-Fi"), built by vite-plugin-pwa
// (vite.staff.config.ts, injectManifest) into dist/staff/sw.js and registered by main.tsx for
// /staff. It keeps the console's own files, so the console opens with no connection; the data the
// clerk last saw is not here but in the page's persisted query cache (src/staff/lib/saved-copy.ts),
// which sign-out clears. It never answers an API call: what the server says is always asked of
// the server, and a decision is never taken for sent when it was not.
//
// Apart from the guest site's worker (scope /, vite.config.ts): its cache has a name of its own,
// without workbox's "-precache-": the site's worker deletes, on each update, every cache whose
// name holds "-precache-" and its scope's URL, which the default name of this one would
// ("workbox-precache-v2-https://hotel/staff" holds "https://hotel/").
import { setCacheNameDetails } from 'workbox-core'
import { matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { claimWhenAsked } from '../lib/worker-claim'
// "Notify this phone" (issue 37): its push and notificationclick handlers.
import './sw-push'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

/** A hotel Wi-Fi that hangs is worse than none: after this the kept page answers. */
const NETWORK_TIMEOUT_MS = 4000
/**
 * The console's addresses, matched with their query (Workbox tests the path and the search): the
 * installed console's start is /staff?start. The scope (/staff) as a prefix also matches
 * /staffroom, not ours.
 */
const CONSOLE_PAGE = /^\/staff([/?]|$)/

// Its one cache: "hearth-staff-shell".
setCacheNameDetails({ prefix: 'hearth-staff', precache: 'shell', suffix: '' })
// A new version takes over at once: the page comes from the server on every load anyway (below),
// and the worker only stands in when the server cannot be reached.
self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
// A page that loaded while this worker was activating asks for the same (../lib/worker-claim.ts).
claimWhenAsked(self)

precacheAndRoute(self.__WB_MANIFEST)

/**
 * Every /staff page: the server's, so a new build reaches the desk at its next load; offline, or
 * when the server has not answered in NETWORK_TIMEOUT_MS, the console's page as built (its router
 * shows the screen the address names).
 */
async function consolePage({ request }: { request: Request }): Promise<Response> {
  const kept = () => matchPrecache('index.html')
  let timer: ReturnType<typeof setTimeout> | undefined
  const network = fetch(request)
  const slow = new Promise<Response | undefined>((resolve) => {
    timer = setTimeout(() => void kept().then(resolve), NETWORK_TIMEOUT_MS)
  })
  try {
    const answer = await Promise.race([network, slow])
    if (answer) return answer
    return await network
  } catch {
    return (await kept()) ?? Response.error()
  } finally {
    clearTimeout(timer)
  }
}

registerRoute(new NavigationRoute(consolePage, { allowlist: [CONSOLE_PAGE] }))
