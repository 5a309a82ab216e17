// The staff console (src/staff/) as a build of its own, into dist/staff and served at /staff:
// no chunk shared with the guest's pages, nothing in the guest's service worker (scripts/build.ts
// runs it after the site's build, whose precache manifest is then already written). It has a
// worker and a manifest of its own (issue 29, "On the hotel's Wi-Fi"): installable apart from the
// site, and it opens offline. The worker keeps only the console's code (src/staff/sw.ts); the
// data a clerk last saw is the query cache's, kept by the page (src/staff/lib/saved-copy.ts).
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build as esbuild } from 'esbuild'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { STAFF_PATH } from './contract/staff'
import { STAFF_START } from './contract/staff-paths'
import { brand, webAppManifest } from './scripts/vite-brand'
import { hotel } from './src/content/hotel'
import { themeColorsCss } from './src/lib/theme-colors'

/**
 * Classic scripts of their own files in the page's head (the console's CSP allows no inline
 * script), each built alone and put where src/staff/index.html says:
 * - the clerk's light or dark on the page before it paints, blocking, so there is no flash of the
 *   other theme;
 * - the first screen's reads (src/staff/early-reads.ts), blocking too: asked for while the
 *   console's code downloads and compiles. Not async: an async script runs when the main thread is
 *   free, and on a fast network that was after the browser had compiled the console's code (on a
 *   phone's CPU, 0.3 s and more), so the calendar's reads left only then. Blocking costs no
 *   round trip: the browser fetches it beside the theme's, which the page waits for anyway. Not a
 *   module script: Vite would fold it into the console's entry, which runs last.
 */
const HEAD_SCRIPTS = [
  {
    source: 'src/staff/theme-before-paint.ts',
    name: 'theme',
    placeholder: '<!-- theme script -->',
    async: false,
  },
  {
    source: 'src/staff/early-reads.ts',
    name: 'early-reads',
    placeholder: '<!-- early reads -->',
    async: false,
  },
]
const THEME_COLORS_ID = 'virtual:staff-theme-colors.css'

/**
 * The hotel's colours as a stylesheet (made from src/content/hotel.ts, as the site's are), and
 * the head's classic scripts (HEAD_SCRIPTS).
 */
function staffTheme(): Plugin {
  let dev = false
  const built = new Map<string, { file: string; code: string }>()
  return {
    name: 'hearth-staff-theme',
    configResolved(config) {
      dev = config.command === 'serve'
    },
    resolveId: (id) => (id === THEME_COLORS_ID ? `\0${THEME_COLORS_ID}` : undefined),
    load: (id) => (id === `\0${THEME_COLORS_ID}` ? themeColorsCss() : undefined),
    async buildStart() {
      if (dev) return
      for (const script of HEAD_SCRIPTS) {
        const result = await esbuild({
          entryPoints: [script.source],
          bundle: true,
          format: 'iife',
          minify: true,
          write: false,
          logLevel: 'silent',
        })
        const code = new TextDecoder().decode(result.outputFiles[0]!.contents)
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
        built.set(script.name, {
          file: `assets/${script.name}-${hash.replace(/[-_]/g, 'x')}.js`,
          code,
        })
      }
    },
    transformIndexHtml(html) {
      for (const script of HEAD_SCRIPTS) {
        if (!html.includes(script.placeholder))
          throw new Error(`src/staff/index.html has no ${script.placeholder}`)
        const src = dev
          ? `${STAFF_PATH}/${script.source.replace('src/staff/', '')}`
          : `${STAFF_PATH}/${built.get(script.name)!.file}`
        const type = dev ? ' type="module"' : ''
        const async = script.async ? ' async' : ''
        html = html.replace(
          script.placeholder,
          () => `<script src="${src}"${type}${async}></script>`,
        )
      }
      return html
    },
    generateBundle() {
      if (dev) return
      for (const { file, code } of built.values())
        this.emitFile({ type: 'asset', fileName: file, source: code })
    },
  }
}

/**
 * Each screen whose code is a chunk of its own, by the address that opens it (a trailing slash:
 * every address under it). Opened there first, the chunk would wait for the console's code to
 * download and run before it is even asked for; src/staff/early-reads.ts asks for it beside.
 */
export const SCREEN_MODULES: Record<string, string> = {
  [`${STAFF_PATH}/today`]: 'features/today/today-page.tsx',
  [`${STAFF_PATH}/calendar`]: 'features/calendar/calendar-page.tsx',
  [`${STAFF_PATH}/messages`]: 'features/messages/messages-page.tsx',
  [`${STAFF_PATH}/catalogue`]: 'features/catalogue/catalogue-page.tsx',
  [`${STAFF_PATH}/people`]: 'features/people/people-page.tsx',
  [`${STAFF_PATH}/booking-sites`]: 'features/channels/channels-page.tsx',
  [`${STAFF_PATH}/notifications`]: 'features/notifications/notifications-page.tsx',
  [`${STAFF_PATH}/requests/`]: 'features/request/request-page.tsx',
  [`${STAFF_PATH}/numbers`]: 'features/numbers/numbers-page.tsx',
}
/** Where src/staff/index.html has the screens' files written (early-reads.ts EARLY_SCREENS_ID). */
const SCREENS_PLACEHOLDER = '<!-- early screens -->'

/**
 * The files of each screen in SCREEN_MODULES (its chunk, the chunks it imports, its styles), as
 * a JSON data block in the page's head: a data block, not a script, so the console's CSP (no
 * inline script) has nothing to allow.
 */
function screenFiles(): Plugin {
  return {
    name: 'hearth-staff-screen-files',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes(SCREENS_PLACEHOLDER))
          throw new Error(`src/staff/index.html has no ${SCREENS_PLACEHOLDER}`)
        const bundle = ctx.bundle
        if (!bundle) return html.replace(SCREENS_PLACEHOLDER, '')
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
        const screens: Record<string, string[]> = {}
        for (const [address, module] of Object.entries(SCREEN_MODULES)) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/staff/${module}`))
          if (!chunk) throw new Error(`no chunk of its own for src/staff/${module}`)
          const files = new Set<string>()
          const add = (fileName: string) => {
            const item = bundle[fileName]
            if (!item || item.type !== 'chunk' || item.isEntry || files.has(fileName)) return
            files.add(fileName)
            for (const css of item.viteMetadata?.importedCss ?? []) files.add(css)
            item.imports.forEach(add)
          }
          add(chunk.fileName)
          screens[address] = [...files].map((file) => `${STAFF_PATH}/${file}`)
        }
        // `<` escaped: nothing in a file name can end the block early.
        const json = JSON.stringify(screens).replace(/</g, '\\u003c')
        return html.replace(
          SCREENS_PLACEHOLDER,
          () => `<script type="application/json" id="early-screens">${json}</script>`,
        )
      },
    },
  }
}

/** The brand's head tags (title, description, icons' links); its icons are the site's, in dist/. */
const brandHead = (): Plugin => ({
  ...brand(),
  generateBundle: undefined,
  configureServer: undefined,
})

/**
 * The console's web app manifest: the site's icons and colours, its own name, id and scope. The
 * start URL is `/staff?start` (issue 54: each person opens on their role's screen, the front desk
 * on the day; the id stays `/staff`, so an installed console stays the same app). The
 * scope is `/staff` (no trailing slash) because the start URL, under the inbox, is `/staff`: a start URL
 * outside its scope makes the browser drop the scope for the start URL's folder, `/`, and the
 * console would claim the guest's pages. As a prefix it covers /staff and /staff/…; the only other
 * addresses it could match (/staffroom) are nobody's, and the worker leaves them to the network.
 */
function staffManifest() {
  const site = webAppManifest()
  return {
    id: STAFF_PATH,
    name: `${hotel.name} front desk`,
    short_name: 'Front desk',
    description: `The front desk of ${hotel.name}: requests, the calendar and messages.`,
    start_url: STAFF_START,
    scope: STAFF_PATH,
    display: 'standalone' as const,
    background_color: site.background_color,
    theme_color: site.theme_color,
    icons: site.icons,
  }
}

/**
 * The server's render of the inbox's first screen (src/staff/first-screen.tsx, an SSR build made by
 * scripts/build.ts): React, the router and the query cache bundled in, minified, in their production
 * builds, and of React's server renderer only the part `renderToString` is in (`react-dom/server`
 * loads the streaming renderer beside it, 300 KB of source never run). Loaded from node_modules they
 * were their whole sources, which the server keeps for its life: ~2 MB more of its memory under
 * load (issue 41). zod and libphonenumber-js stay outside: the server has them loaded already.
 */
const FIRST_SCREEN_SSR = {
  ssr: { noExternal: true, external: ['zod', 'libphonenumber-js'] },
  resolve: {
    alias: [
      {
        find: /^react-dom\/server$/,
        // Not among the package's exports: found beside its package.json.
        replacement: fileURLToPath(
          new URL(
            'cjs/react-dom-server-legacy.node.production.js',
            import.meta.resolve('react-dom/package.json'),
          ),
        ),
      },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
}

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? FIRST_SCREEN_SSR : {}),
  root: 'src/staff',
  base: `${STAFF_PATH}/`,
  // The site's public files (icons, robots.txt) are the site's: served from dist/ already.
  publicDir: false,
  plugins: [
    react(),
    brandHead(),
    staffTheme(),
    screenFiles(),
    VitePWA({
      // Our own worker (src/staff/sw.ts): workbox's precache of the console's files, the page for
      // any /staff address offline, and nothing else (never an API answer).
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      // Registered by the console's code (main.tsx): the CSP allows no inline script.
      injectRegister: false,
      scope: STAFF_PATH,
      manifest: staffManifest(),
      manifestFilename: 'manifest.webmanifest',
      // The icons are the site's (dist/icons), served from there, not copied into dist/staff.
      includeManifestIcons: false,
      injectManifest: {
        // The page and every screen's chunk: each screen opens offline, not only those visited.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        globIgnores: ['**/node_modules/**/*', 'sw.js'],
      },
    }),
  ],
  build: {
    outDir: '../../dist/staff',
    emptyOutDir: true,
    sourcemap: false,
    // A logo as a data URL would be fine for the CSP (img-src data:), but a file is cached.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8081}` },
  },
}))
