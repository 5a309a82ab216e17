// The static routes, rendered at build time into their own HTML files (`/about-us` is
// about-us.html, `/` is index.html), so a first visit paints the page before any JavaScript
// runs. `shell.html` keeps the empty app shell for every other path: the confirmation page, the
// not-found page and the service worker's offline fallback.
//
// The render function comes from the SSR build of src/prerender/entry.tsx, which `npm run build`
// makes first (PRERENDER_ENTRY). The files are added to the bundle before the service worker is
// generated, so it precaches them.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin, Rolldown } from 'vite'
import type { pageHtml, render } from '../src/prerender/entry'
import { waitForPaint, parsedFirst } from '../src/start/after-paint'
import { ROOT_ID } from '../src/lib/start-names'
import { PAGE_CHUNKS_META } from '../src/start/page-chunks-meta'
import { DEFAULT_LANGUAGE } from '../src/content/messages/default'
import {
  htmlFileFor,
  localizedPath,
  PRERENDERED_ROUTES,
  shellFileFor,
} from '../src/lib/site-routes'

type OutputAsset = Rolldown.OutputAsset
type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

export const PRERENDER_OUT_DIR = 'node_modules/.cache/hearth-prerender'
type RenderModule = { render: typeof render; pageHtml: typeof pageHtml }

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')

/** The chunk and every chunk it imports statically, directly or not, as URLs. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk | undefined): string[] {
  const files = new Set<string>()
  const visit = (c: OutputChunk | undefined) => {
    if (!c || files.has(c.fileName)) return
    files.add(c.fileName)
    for (const file of c.imports) visit(bundle[file] as OutputChunk | undefined)
  }
  visit(chunk)
  return [...files].map((file) => `/${file}`)
}

/** The app's start, imported by the entry. */
const BOOT_MODULE = '/src/start/boot.tsx'

/**
 * The app's start (BOOT_MODULE), which the entry imports once the page has painted, and the
 * parts it imports one after another (dynamic imports, each evaluated in a task of its own): all
 * of them needed before the page is interactive. The page's words are in them: each language has
 * a build of its own (scripts/vite-texts.ts).
 */
function bootChunks(bundle: OutputBundle): string[] {
  const boot = chunksOf(bundle).find((c) => c.facadeModuleId?.endsWith(BOOT_MODULE))
  const parts = (boot?.dynamicImports ?? []).map((file) => bundle[file] as OutputChunk | undefined)
  return [boot, ...parts].flatMap((chunk) => withStaticImports(bundle, chunk))
}

/** The page template in `language`: its <html lang>. */
function inLanguage(template: string, language: string): string {
  if (language === DEFAULT_LANGUAGE) return template
  const html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
  if (html === template) throw new Error('index.html has no <html lang>')
  return html
}

/** The route file's code-split component and what it imports. */
function routeChunks(bundle: OutputBundle, route: string): string[] {
  const source = `/src/routes/${route === '/' ? 'index' : route.slice(1)}.tsx`
  const component = chunksOf(bundle).find(
    (c) => c.facadeModuleId?.includes(source) && c.facadeModuleId.includes('tsr-split=component'),
  )
  return withStaticImports(bundle, component)
}

/**
 * Lists `urls` for the entry to preload once the page has painted (src/start/main.ts). Not as
 * modulepreload links: downloads started before the first paint compete with it on a slow line.
 */
function listPageChunks(html: string, urls: string[]): string {
  const meta = `<meta name="${PAGE_CHUNKS_META}" content="${[...new Set(urls)].join(' ')}">`
  return html.replace('</head>', `${meta}</head>`)
}

/** The pages of the build's `language` (scripts/build.ts builds the site once per language). */
export function prerender(language: string): Plugin {
  let ssrBuild = false
  return {
    name: 'hearth-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr)
    },
    async generateBundle(_options, bundle) {
      if (ssrBuild) return
      const entry = path.resolve(PRERENDER_OUT_DIR, 'entry.js')
      if (!fs.existsSync(entry)) {
        this.error(`No prerender build at ${entry}: run the build with \`npm run build\`.`)
      }
      process.env.NODE_ENV = 'production'
      // Imported by its plain URL: the route chunks import it so too, and must share its state.
      const { render, pageHtml } = (await import(pathToFileURL(entry).href)) as RenderModule
      const shell = bundle['index.html'] as OutputAsset | undefined
      if (!shell) this.error('index.html is missing from the bundle')
      const template = String(shell.source)
      if (!template.includes(`<div id="${ROOT_ID}"></div>`))
        this.error('index.html has no empty #root')
      // The build's language's pages from the template: /fr/services is fr/services.html, with
      // <html lang="fr">; the default language's build writes index.html and the others' none.
      const languageTemplate = inLanguage(template, language)
      const boot = bootChunks(bundle)
      this.emitFile({
        type: 'asset',
        fileName: shellFileFor(language),
        source: listPageChunks(languageTemplate, boot),
      })
      for (const route of PRERENDERED_ROUTES) {
        const page = await render(localizedPath(route, language))
        // The page's own code, fetched beside the app's instead of after it.
        const html = listPageChunks(parsedFirst(waitForPaint(pageHtml(languageTemplate, page))), [
          ...boot,
          ...routeChunks(bundle, route),
        ])
        const fileName = htmlFileFor(route, language)
        if (fileName === 'index.html') shell.source = html
        else this.emitFile({ type: 'asset', fileName, source: html })
      }
      if (language !== DEFAULT_LANGUAGE) delete bundle['index.html']
    },
  }
}
