// The staff console (src/staff/) as a build of its own, into dist/staff and served at /staff:
// no chunk shared with the guest's pages, nothing in the guest's service worker (scripts/build.ts
// runs it after the site's build, whose precache manifest is then already written), and no
// service worker of its own (a clerk's inbox is never answered from a cache).
import { createHash } from 'node:crypto'
import react from '@vitejs/plugin-react'
import { build as esbuild } from 'esbuild'
import { defineConfig, type Plugin } from 'vite'
import { STAFF_PATH } from './contract/staff'
import { brand } from './scripts/vite-brand'
import { themeColorsCss } from './src/lib/theme-colors'

const THEME_SCRIPT = 'src/staff/theme-before-paint.ts'
const THEME_COLORS_ID = 'virtual:staff-theme-colors.css'
/** Where src/staff/index.html wants the theme's script. */
const PLACEHOLDER = '<!-- theme script -->'

/**
 * The hotel's colours as a stylesheet (made from src/content/hotel.ts, as the site's are), and
 * the script that puts the clerk's light or dark on the page before it paints: a
 * classic script in a file of its own (the console's CSP allows no inline script), blocking, so
 * there is no flash of the other theme.
 */
function staffTheme(): Plugin {
  let dev = false
  let script = { file: '', code: '' }
  return {
    name: 'hearth-staff-theme',
    configResolved(config) {
      dev = config.command === 'serve'
    },
    resolveId: (id) => (id === THEME_COLORS_ID ? `\0${THEME_COLORS_ID}` : undefined),
    load: (id) => (id === `\0${THEME_COLORS_ID}` ? themeColorsCss() : undefined),
    async buildStart() {
      if (dev) return
      const result = await esbuild({
        entryPoints: [THEME_SCRIPT],
        bundle: true,
        format: 'iife',
        minify: true,
        write: false,
        logLevel: 'silent',
      })
      const code = new TextDecoder().decode(result.outputFiles[0]!.contents)
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
      script = { file: `assets/theme-${hash.replace(/[-_]/g, 'x')}.js`, code }
    },
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`src/staff/index.html has no ${PLACEHOLDER}`)
      const src = dev ? `${STAFF_PATH}/theme-before-paint.ts` : `${STAFF_PATH}/${script.file}`
      const type = dev ? ' type="module"' : ''
      return html.replace(PLACEHOLDER, () => `<script src="${src}"${type}></script>`)
    },
    generateBundle() {
      if (!dev) this.emitFile({ type: 'asset', fileName: script.file, source: script.code })
    },
  }
}

/** The brand's head tags (title, description, icons' links); its icons are the site's, in dist/. */
const brandHead = (): Plugin => ({
  ...brand(),
  generateBundle: undefined,
  configureServer: undefined,
})

export default defineConfig({
  root: 'src/staff',
  base: `${STAFF_PATH}/`,
  // The site's public files (icons, robots.txt) are the site's: served from dist/ already.
  publicDir: false,
  plugins: [react(), brandHead(), staffTheme()],
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
})
