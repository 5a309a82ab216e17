import fs from 'node:fs'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { brand, manifestFileFor, webAppManifest } from './scripts/vite-brand'
import {
  FACILITY_PHOTO_CACHE,
  FACILITY_PHOTO_FILE,
  FACILITY_PHOTO_PREFIX,
} from './contract/facility-photo'
import { STAFF_PATH } from './contract/staff'
import { prerender } from './scripts/vite-prerender'
import { compiledTexts } from './scripts/vite-texts'
import { shareImage } from './scripts/vite-share-image'
import { siteStyles } from './scripts/vite-site-styles'
import { startChunks } from './scripts/vite-start-chunks'
import { startScripts } from './scripts/vite-start-scripts'
import { FACILITIES_API_CACHE, SW_FILE, SW_PAGES_FILE } from './src/lib/start-names'
import { SHELL_FILE } from './src/lib/site-routes'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './src/content/messages/default'

/**
 * The language this build speaks (scripts/build.ts builds the site once per language, the
 * default last: its service worker lists every language's files, which are in dist/ by then).
 */
const language = process.env.SITE_LANGUAGE ?? DEFAULT_LANGUAGE
if (!(LANGUAGE_CODES as readonly string[]).includes(language)) {
  throw new Error(`SITE_LANGUAGE=${language} is not in src/content/messages/default.ts`)
}
// The web app manifest in that language: the hotel's name, words, colours and icons
// (src/content/hotel.ts, src/content/messages/) over the rest of it (manifest.webmanifest).
const manifest = webAppManifest(language)
const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }
/** Tells builds apart: a new id changes index.html, so the service worker sees a new version. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString()
const apiBase = (process.env.VITE_API_BASE_URL?.trim() || '/api').replace(/\/+$/, '')
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const DAY = 24 * 60 * 60
/** The staff console (its own build, dist/staff): never answered or kept by the guest's worker. */
const staffPages = new RegExp(`^${escapeRegExp(STAFF_PATH)}(/|$)`)
if (staffPages.source !== '^\\/staff(\\/|$)') {
  // The images route below is copied into the worker as source text, without this module's
  // constants: it spells the console's path itself, and must be told when it moves.
  throw new Error(`STAFF_PATH moved to ${STAFF_PATH}: update the images route's pattern`)
}

function buildIdMeta(): Plugin {
  return {
    name: 'hearth-build-id',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'build-id', content: buildId }, injectTo: 'head' },
    ],
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __APP_VERSION__: JSON.stringify(version),
    __BUILD_ID__: JSON.stringify(buildId),
    // The footer's year in the prerendered pages; the app shows the guest's own once it runs.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    buildIdMeta(),
    brand(language),
    siteStyles(),
    startScripts(),
    compiledTexts(language, DEFAULT_LANGUAGE),
    prerender(language),
    // The share picture once, in the default language's build (the others share its folder).
    language === DEFAULT_LANGUAGE && shareImage(),
    // In every language's build: the page registers the worker through it, and it writes and
    // links the language's manifest. The default language's build comes last (scripts/build.ts),
    // and its worker, which lists every language's files, is the one kept.
    VitePWA({
      // A new version waits for the guest's Reload: a half-filled form is never lost to it.
      registerType: 'prompt',
      injectRegister: false,
      // Registered by the inline script too, before the app runs (src/start/start-app.ts).
      filename: SW_FILE,
      manifest,
      manifestFilename: manifestFileFor(language),
      // The icons are made by the build (scripts/vite-brand.ts), not found in public/: the
      // glob below precaches them.
      includeManifestIcons: false,
      workbox: {
        // The app shell, every route's code, icons and the catalogue's photos: the whole site
        // opens offline after one visit, deep links included.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,webmanifest}'],
        // The console is built after this worker (scripts/build.ts), so its files are not there
        // to list; should a build ever leave them, a guest's phone still never downloads them.
        globIgnores: ['**/node_modules/**/*', `${STAFF_PATH.slice(1)}/**`],
        // Prerendered pages are precached under their own names (about-us.html for /about-us);
        // any other path gets the empty app shell; never the API, nor the staff console (a clerk
        // on a phone that has the guest site's worker must get the console from the server).
        navigateFallback: `/${SHELL_FILE}`,
        navigateFallbackDenylist: [/^\/api\//, staffPages],
        cleanupOutdatedCaches: true,
        // The first visit's page is controlled at once, so it keeps working if the network drops.
        clientsClaim: true,
        // Its handlers first: the services page as last rendered with its catalogue, at once.
        importScripts: [`/${SW_PAGES_FILE}`],
        runtimeCaching: [
          {
            // Facilities and their availability (GET only; reservations are never cached); the
            // list in another language (`?lang=fr`) is an entry of its own.
            urlPattern: new RegExp(`${escapeRegExp(apiBase)}/facilities([/?]|$)`),
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: FACILITIES_API_CACHE,
              // Hotel Wi-Fi that hangs is worse than none: after 3 s the saved copy answers.
              networkTimeoutSeconds: 3,
              // A week, like the persisted query cache: enough for a stay, then it is refetched.
              expiration: { maxEntries: 100, maxAgeSeconds: 7 * DAY },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // The staff's own photos (`facilities add --photo`), served from the database. A URL
            // names its content, so a kept copy is never stale; asked for by the app as well as
            // by <img> (src/app/keep-staff-photos.ts), hence matched by URL, not destination.
            urlPattern: new RegExp(
              `${escapeRegExp(FACILITY_PHOTO_PREFIX)}${FACILITY_PHOTO_FILE.source.replace(/^\^/, '')}`,
            ),
            method: 'GET',
            handler: 'CacheFirst',
            options: {
              cacheName: FACILITY_PHOTO_CACHE,
              // Two sizes each of up to 60 facilities, for a year (they never change): about 4 MB
              // at most, and let go first when the phone runs short of space.
              expiration: { maxEntries: 120, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Other images from this site not in the precache; none of the staff console's (the
            // worker gets this function as text: the pattern is staffPages, spelt out).
            urlPattern: ({ request, url }) =>
              request.destination === 'image' && !/^\/staff(\/|$)/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              // 60 photos for 30 days: facility photos rarely change, and phones are small.
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
  // The render bundle is loaded by the server too (server/src/http/site.ts), for its whole life:
  // these two packages are bundled into it, only the functions it uses, where Node would load
  // each whole from node_modules (date-fns' index imports its 300 modules, react-day-picker's
  // every date-fns locale), ~3 MB more of the server's memory for code never run.
  ...(isSsrBuild ? { ssr: { noExternal: ['date-fns', 'react-day-picker'] } } : {}),
  server: {
    // `npm run dev` runs the API on API_PORT; the dev server forwards /api to it.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8081}` },
  },
  // The prerender bundle runs in Node at build time: it needs no copy of the public files.
  build: {
    sourcemap: false,
    // One folder for every language's build (scripts/build.ts empties it once, before the first).
    ...(process.env.SITE_LANGUAGE && !isSsrBuild ? { emptyOutDir: false } : {}),
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: startChunks } },
  },
}))
