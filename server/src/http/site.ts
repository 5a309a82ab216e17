// Serves the built site from SITE_DIR: precompressed files, long-lived hashed assets, and the
// app's routes answered with their prerendered page (about-us.html for /about-us) or else the app
// shell (shell.html; index.html in builds without one). Unknown paths get the shell with a 404,
// so crawlers know. The services page and the home page are rendered here with the current
// catalogue, once per version of the list, so its cards and photos are in the HTML (the services
// page's largest paint; the home page's glimpse of it).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify'
import type { Facility } from '../../../contract/facility'
import type { pageHtml, render, stampServedAt } from '../../../src/prerender/entry'
import { SSR_DIR, SW_PAGES_FILE } from '../../../src/start/names'
import {
  CATALOGUE_ROUTES,
  htmlFileFor,
  SHELL_FILE,
  SITE_ROUTES,
} from '../../../src/start/site-routes'

type RenderModule = {
  render: typeof render
  pageHtml: typeof pageHtml
  stampServedAt: typeof stampServedAt
}

/** The facilities list as the API serves it: the list and its ETag (a new one on every change). */
export interface CatalogueSource {
  get(): Promise<{ list: Facility[]; etag: string }>
}

/** The built site's render bundle (scripts/build.ts copies it there). */
const SSR_ENTRY = path.join(SSR_DIR, 'entry.js')

/** Every HTML answer names its charset (as @fastify/static does for the files it sends). */
const HTML_TYPE = 'text/html; charset=utf-8'

/** Files that must be revalidated on every load, so a new version reaches guests. */
const ALWAYS_REVALIDATE = new Set(['sw.js', SW_PAGES_FILE, 'manifest.webmanifest', 'registerSW.js'])

/**
 * The suffixes of the precompressed copies beside each file, as @fastify/static looks for them
 * (its encodingExtensionMap: br, gzip, deflate).
 */
const PRECOMPRESSED_SUFFIX = /\.(br|gz|deflate)$/

/**
 * The cache rule of a file as the browser sees it. @fastify/static hands `setHeaders` the path of
 * the file it read from disk, which is `about-us.html.br` when the browser accepts brotli: the rule
 * is decided by the file that copy stands for, so every encoding is cached alike.
 */
function cacheControlFor(fileOnDisk: string): string {
  const file = fileOnDisk.replace(PRECOMPRESSED_SUFFIX, '')
  const name = path.basename(file)
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html') || name.startsWith('workbox-')) {
    return 'no-cache'
  }
  if (file.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable'
  return 'public, max-age=86400' // one day: icons and photos keep their names between versions
}

/** Hashes of the inline scripts of index.html, for the Content-Security-Policy. */
export function inlineScriptHashes(siteDir: string): string[] {
  const index = path.join(siteDir, 'index.html')
  if (!fs.existsSync(index)) return []
  const html = fs.readFileSync(index, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
}

/** The built site's render bundle, or undefined when the build has none (or it does not load). */
async function renderModule(siteDir: string, log: FastifyBaseLogger) {
  const entry = path.join(siteDir, SSR_ENTRY)
  if (!fs.existsSync(entry)) return undefined
  try {
    return (await import(pathToFileURL(path.resolve(entry)).href)) as RenderModule
  } catch (error) {
    log.warn({ err: error }, 'The render bundle does not load: the pages are served as built')
    return undefined
  }
}

/**
 * A page with the catalogue rendered in, from the built page as template; rendered again only
 * when the list changes, and stamped with the time of each answer (the service worker keeps the
 * page: the app must know how old its list is). Undefined when the build has no such page.
 */
function catalogueRenderer(
  siteDir: string,
  route: string,
  module: RenderModule,
  catalogue: CatalogueSource,
  log: FastifyBaseLogger,
): (() => Promise<string>) | undefined {
  const templateFile = path.join(siteDir, htmlFileFor(route))
  if (!fs.existsSync(templateFile)) return undefined
  const template = fs.readFileSync(templateFile, 'utf8')
  let kept: { etag: string; html: Promise<string> } | undefined
  const page = async () => {
    const { list, etag } = await catalogue.get()
    if (kept?.etag !== etag) {
      const html = module.render(route, list).then((page) => module.pageHtml(template, page))
      kept = { etag, html }
      html.catch(() => {
        if (kept?.html === html) kept = undefined
      })
    }
    const html = await kept.html
    return module.stampServedAt(html, Date.now())
  }
  // Rendered now, not on the first guest's request: the first render of a process is the slowest.
  page().catch((error: unknown) => log.warn({ err: error }, `Rendering ${route} failed`))
  return page
}

export async function siteRoutes(
  app: FastifyInstance,
  siteDir: string,
  catalogue?: CatalogueSource,
) {
  const built = fs.existsSync(path.join(siteDir, 'index.html'))
  const exists = (file: string) => fs.existsSync(path.join(siteDir, file))
  const shell = exists(SHELL_FILE) ? SHELL_FILE : 'index.html'
  /** The file each route answers with, found once: the build does not change under a server. */
  const pageFiles = new Map(
    SITE_ROUTES.map((route) => {
      const file = htmlFileFor(route)
      return [route, exists(file) ? file : shell] as const
    }),
  )
  const sendPage = (reply: FastifyReply, status: number, file = shell) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The site is not built yet: run npm run build.')
    }
    return reply.code(status).header('cache-control', 'no-cache').sendFile(file)
  }

  if (built) {
    await app.register(fastifyStatic, {
      root: path.resolve(siteDir),
      index: false,
      // Nothing starting with a dot: the render bundle (.ssr/) is the server's, not the public's.
      dotfiles: 'deny',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => res.header('cache-control', cacheControlFor(file)),
    })
  } else {
    app.log.warn(`No built site in ${siteDir}: serving the API only. Run npm run build.`)
  }

  const module = built && catalogue ? await renderModule(siteDir, app.log) : undefined
  for (const [route, file] of pageFiles) {
    const rendered =
      module && catalogue && CATALOGUE_ROUTES.includes(route)
        ? catalogueRenderer(siteDir, route, module, catalogue, app.log)
        : undefined
    if (rendered) {
      app.get(route, async (req, reply) => {
        try {
          const html = await rendered()
          return (
            reply
              .code(200)
              .header('cache-control', 'no-cache')
              // Compressed by @fastify/compress when the browser accepts it: a cache must know.
              .header('vary', 'accept-encoding')
              .type(HTML_TYPE)
              .send(html)
          )
        } catch (error) {
          // The page as built still works: it loads the list itself.
          req.log.error({ err: error }, `Rendering ${route} failed`)
          return sendPage(reply, 200, file)
        }
      })
      continue
    }
    app.get(route, (_req, reply) => sendPage(reply, 200, file))
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? ''
    const isApi = pathname === '/api' || pathname.startsWith('/api/')
    const looksLikePage = req.method === 'GET' && !isApi && !/\.\w+$/.test(pathname)
    if (looksLikePage && req.headers.accept?.includes('text/html') !== false) {
      return sendPage(reply, 404)
    }
    return reply.code(404).send({
      error: { code: 'not_found', message: `There is nothing at ${req.method} ${pathname}.` },
    })
  })
}
