// Pages the server renders with current data (the services page, its catalogue in the HTML), for
// the service worker that vite-plugin-pwa generates: it loads this script first (importScripts in
// vite.config.ts; scripts/vite-start-scripts.ts builds it), so these handlers answer before its
// own.
//
// A returning guest gets the copy kept from their last visit at once, its photos and list in it,
// while the page is fetched again for the next visit (stale-while-revalidate); the app refetches a
// list older than a minute, and says how old the one it shows is. A kept copy whose code is no
// longer in the precache is dropped, never served, and a new version starts with none kept. With
// no copy, the network answers; offline, or after 3 s of a network that hangs, the page as built.
//
// Pages in the other languages (/fr/...) are answered here too: the generated worker's fallback
// for a path without a page of its own is one file, the default language's shell; here a French
// path gets the French page as built (fr/services.html) or the French shell (fr/shell.html).
//
// The hotel's answers pushed to the guest (issue 30) are handled by ./sw-push.ts, bundled here.
import './sw-push'
import { FACILITY_PHOTO_CACHE } from '../../contract/facility-photo'
import { claimWhenAsked } from '../lib/worker-claim'
import { staffPhotoUrls } from '../app/keep-staff-photos'
import { API_BASE_URL } from '../lib/env'
import { entryScriptOf } from './after-paint'
import { FACILITIES_API_CACHE, PAGES_CACHE } from '../lib/start-names'
import { DEFAULT_LANGUAGE } from '../content/messages/default'
import {
  htmlFileFor,
  KEPT_ROUTES,
  languageOf,
  localizedPath,
  PRERENDERED_ROUTES,
  routeOf,
  shellFileFor,
} from '../lib/site-routes'

declare const self: ServiceWorkerGlobalScope

const NETWORK_TIMEOUT_MS = 3000

// A new version of the site (a new worker) starts with no kept page: one kept by the version
// before may hold its markup, which Reload after an update must not bring back.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE))
  // Not waited for: the worker takes the pages over at once, the catalogue comes when it comes.
  void keepCatalogue()
})
// The generated worker claims the pages open as it activates (clientsClaim in vite.config.ts); a
// page that loaded meanwhile asks for the same (../lib/worker-claim.ts).
claimWhenAsked(self)

/**
 * The catalogue and the staff's own photos in it, kept for offline as soon as the worker is
 * active: a visit in which the app never started (nothing touched: src/start/start-app.ts) leaves
 * them too, and the services page works offline after any first visit. Into the caches of the
 * worker's own routes (vite.config.ts), which answer with them; the app asks again whenever it
 * starts (src/app/app.tsx), so the list is renewed and the photos are counted there. Offline or
 * refused: the next time.
 */
async function keepCatalogue() {
  // The default language's list, and each other language's whose pages are open (a French
  // page's list has the facilities' French words: `?lang=fr`).
  const languages = new Set([DEFAULT_LANGUAGE])
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    languages.add(languageOf(new URL(client.url).pathname))
  }
  for (const language of languages) await keepCatalogueIn(language)
}

async function keepCatalogueIn(language: string) {
  try {
    const query = language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`
    const url = new URL(`${API_BASE_URL}/facilities${query}`, self.location.origin)
    const response = await fetch(url)
    if (!response.ok) return
    await (await caches.open(FACILITIES_API_CACHE)).put(url, response.clone())
    const photos = await caches.open(FACILITY_PHOTO_CACHE)
    for (const photo of staffPhotoUrls(await response.json())) {
      const photoUrl = new URL(photo, self.location.origin)
      if (!(await photos.match(photoUrl))) await photos.add(photoUrl).catch(() => undefined)
    }
  } catch {
    // offline, or the answer was not the list: the app's start asks again
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.mode !== 'navigate' || request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  const language = languageOf(url.pathname)
  const route = routeOf(url.pathname)
  if (KEPT_ROUTES.some((kept) => kept === route)) {
    event.respondWith(answerPage(event, url.origin, route, language))
  } else if (language !== DEFAULT_LANGUAGE) {
    event.respondWith(answerBuilt(event.request, url.origin, route, language))
  }
  // Else the generated worker's own routes: the precached page, or the default language's shell.
})

/** The page as built for `route` in `language`, or that language's shell; the network if neither. */
async function answerBuilt(
  request: Request,
  origin: string,
  route: string,
  language: string,
): Promise<Response> {
  const prerendered = PRERENDERED_ROUTES.some((page) => page === route)
  const file = prerendered ? htmlFileFor(route, language) : shellFileFor(language)
  const built = await caches.match(`${origin}/${file}`, { ignoreSearch: true })
  return built ?? fetch(request)
}

async function answerPage(
  event: FetchEvent,
  origin: string,
  route: string,
  language: string,
): Promise<Response> {
  // One copy per page whatever its spelling (/fr and /fr/ are the French home page).
  const key = origin + localizedPath(route, language)
  const cache = await caches.open(PAGES_CACHE)
  const fresh = fetchAndKeep(cache, key, event.request)
  // The fresh copy is kept even when the guest already has their page.
  event.waitUntil(fresh.catch(() => undefined))
  const kept = await usable(cache, key)
  if (kept) return kept
  try {
    return await withTimeout(fresh, NETWORK_TIMEOUT_MS)
  } catch {
    const built = await caches.match(`${origin}/${htmlFileFor(route, language)}`, {
      ignoreSearch: true,
    })
    return built ?? fresh
  }
}

async function fetchAndKeep(cache: Cache, key: string, request: Request): Promise<Response> {
  const response = await fetch(request)
  const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (response.ok && isPage && !response.redirected) await cache.put(key, response.clone())
  return response
}

/** The kept copy, if the code it starts is still precached: else it is dropped. */
async function usable(cache: Cache, key: string): Promise<Response | undefined> {
  const kept = await cache.match(key)
  if (!kept) return undefined
  const entry = entryScriptOf(await kept.clone().text())
  if (entry && (await caches.match(entry, { ignoreSearch: true }))) return kept
  await cache.delete(key)
  return undefined
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
