// Pages the server renders with current data (the services page, its catalogue in the HTML), for
// the service worker that vite-plugin-pwa generates: it loads this script first (importScripts in
// vite.config.ts), so these handlers answer before its own.
//
// A returning guest gets the copy kept from their last visit at once, its photos and list in it,
// while the page is fetched again for the next visit (stale-while-revalidate); the app refetches a
// list older than a minute, and says how old the one it shows is. A kept copy whose code is no
// longer in the precache is dropped, never served, and a new version starts with none kept. With
// no copy, the network answers; offline, or after 3 s of a network that hangs, the page as built.
/* global self, caches, fetch, setTimeout, clearTimeout, URL */
'use strict'

const PAGES_CACHE = 'pages'
const KEPT_PAGES = ['/services']
const NETWORK_TIMEOUT_MS = 3000

// A new version of the site (a new worker) starts with no kept page: one kept by the version
// before may hold its markup, which Reload after an update must not bring back.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE))
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.mode !== 'navigate' || request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || !KEPT_PAGES.includes(url.pathname)) return
  event.respondWith(answerPage(event, url.origin + url.pathname))
})

async function answerPage(event, key) {
  const cache = await caches.open(PAGES_CACHE)
  const fresh = fetchAndKeep(cache, key, event.request)
  // The fresh copy is kept even when the guest already has their page.
  event.waitUntil(fresh.catch(() => undefined))
  const kept = await usable(cache, key)
  if (kept) return kept
  try {
    return await withTimeout(fresh, NETWORK_TIMEOUT_MS)
  } catch {
    const built = await caches.match(`${key}.html`, { ignoreSearch: true })
    return built ?? fresh
  }
}

async function fetchAndKeep(cache, key, request) {
  const response = await fetch(request)
  const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html')
  if (response.ok && isPage && !response.redirected) await cache.put(key, response.clone())
  return response
}

/** The kept copy, if the code it starts is still precached: else it is dropped. */
async function usable(cache, key) {
  const kept = await cache.match(key)
  if (!kept) return undefined
  const html = await kept.clone().text()
  // The entry script: a module, or (prerendered pages) marked to start after the first paint.
  const entry = /<script\b[^>]*\btype="(?:module|hearth\/after-paint)"[^>]*\bsrc="([^"]+)"/.exec(
    html,
  )?.[1]
  if (entry && (await caches.match(entry, { ignoreSearch: true }))) return kept
  await cache.delete(key)
  return undefined
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
