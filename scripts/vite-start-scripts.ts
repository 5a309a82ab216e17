// The two scripts of the start-up that are not modules of the app, written in TypeScript in
// src/start/ and bundled here each into one small file that imports nothing (esbuild, an IIFE):
// - the page's inline script, into the head of index.html where `<!-- start-up script -->` stands
//   (in the dev server too), and so into every page built from it;
// - the service worker's page handler, as sw-pages.js beside the worker, which loads it
//   (vite.config.ts: importScripts). Emitted with the bundle, so the worker precaches it.
import { build } from 'esbuild'
import type { Plugin } from 'vite'
import { SW_PAGES_FILE } from '../src/lib/start-names'

const INLINE_SCRIPT = 'src/start/inline-script.ts'
const SW_PAGES = 'src/start/sw-pages.ts'
/** Where index.html wants its inline script. */
const PLACEHOLDER = '<!-- start-up script -->'

/** `entry` and what it imports as one minified script for the browsers of `target`. */
async function bundleScript(entry: string, target: string | string[]): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    target,
    write: false,
    logLevel: 'silent',
    // What src/lib/env.ts reads, as Vite gives it to the app (vite.config.ts reads the same).
    define: {
      'import.meta.env.VITE_API_BASE_URL': JSON.stringify(process.env.VITE_API_BASE_URL ?? ''),
    },
  })
  return new TextDecoder().decode(result.outputFiles[0]!.contents).trim()
}

export function startScripts(): Plugin {
  let dev = false
  let ssrBuild = false
  /** The browsers the site is built for, as Vite resolved them. */
  let target: string | string[] = 'es2020'
  return {
    name: 'hearth-start-scripts',
    configResolved(config) {
      dev = config.command === 'serve'
      ssrBuild = Boolean(config.build.ssr)
      if (config.build.target) target = config.build.target
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`)
        // Bundled again on each load in the dev server, so that an edit shows on reload.
        const code = await bundleScript(INLINE_SCRIPT, target)
        if (/<\/script|<!--/i.test(code))
          throw new Error(`${INLINE_SCRIPT} would end its tag early`)
        return html.replace(PLACEHOLDER, () => `<script>${code}</script>`)
      },
    },
    async generateBundle() {
      if (dev || ssrBuild) return
      this.emitFile({
        type: 'asset',
        fileName: SW_PAGES_FILE,
        source: await bundleScript(SW_PAGES, target),
      })
    },
  }
}
