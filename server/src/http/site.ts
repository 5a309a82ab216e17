// Serves the built site from SITE_DIR: precompressed files, long-lived hashed assets, and the
// app's routes answered with their prerendered page (about-us.html for /about-us) or else the app
// shell (shell.html; index.html in builds without one). Unknown paths get the shell with a 404,
// so crawlers know. The services page and the home page are rendered here with the current
// catalogue, once per version of the list, so its cards and photos are in the HTML (the services
// page's largest paint; the home page's glimpse of it), and the Rates page with its prices. Every page gets here its head for search
// engines and shared links (src/seo/head-tags.ts), with the site's public address (PUBLIC_URL),
// and robots.txt and sitemap.xml are made from the list of routes.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Facility } from '../../../contract/facility'
import {
  CATALOGUE_ROUTE,
  CATALOGUE_ROUTES,
  RATES_ROUTE,
  errorPageHead,
  htmlFileFor,
  LANGUAGE_CODES,
  languageOf,
  localizedPath,
  messagesFor,
  pageHeadsIn,
  type PageHead,
  robotsTxt,
  ROBOTS_PATH,
  SHELL_FILE,
  shellFileFor,
  SITE_ROUTES,
  type SiteRoute,
  SITEMAP_PATH,
  sitemapXml,
  servedPage,
  stayPageHead,
  stayPagePattern,
  SSR_DIR,
  SW_FILE,
  SW_PAGES_FILE,
} from '../../../src/server-shared'
import { chooseEncoding, compressedOnce, HTML_TYPE, pageAnswer } from './page-answer'
import { pageRenderer, type RenderPage } from './page-renderer'
import { isUnder, normalisedPath } from './paths'

type CompressedPage = ReturnType<typeof compressedOnce>

/**
 * The facilities list as the API serves it, in a page's language: the list and its ETag (a new
 * one on every change, the facilities' words in another language included).
 */
export interface CatalogueSource {
  get(language: string): Promise<{ list: Facility[]; etag: string }>
}

/** The built site's render bundle (scripts/build.ts copies it there). */
const SSR_ENTRY = path.join(SSR_DIR, 'entry.js')

/** Files that must be revalidated on every load, so a new version reaches guests. */
const ALWAYS_REVALIDATE = new Set([SW_FILE, SW_PAGES_FILE, 'manifest.webmanifest', 'registerSW.js'])

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

/** The built site's render bundle, or undefined when the build has none. */
function bundleRenderer(siteDir: string, log: FastifyBaseLogger): RenderPage | undefined {
  const entry = path.join(siteDir, SSR_ENTRY)
  if (!fs.existsSync(entry)) return undefined
  return pageRenderer(path.resolve(entry), (error) =>
    log.warn({ err: error }, 'The render bundle does not load: the pages are served as built'),
  )
}

/**
 * What `make` makes of a built file, made again when the file has changed: a new build copied
 * over the site under a running server (a deploy without a restart) is what the next request
 * gets, and what the new version's service worker keeps. A stat per request (microseconds) tells.
 * A file missing for a moment (the copy under way) leaves the last version in use.
 */
export function followFile<T>(file: string, make: (text: string) => T): () => T {
  let kept: { version: string; value: T } | undefined
  return () => {
    let version: string
    try {
      const stat = fs.statSync(file)
      version = `${stat.mtimeMs}:${stat.size}`
    } catch (error) {
      if (kept) return kept.value
      throw error
    }
    if (kept?.version !== version) kept = { version, value: make(fs.readFileSync(file, 'utf8')) }
    return kept.value
  }
}

/**
 * A page with the catalogue rendered in, from the built page as template; rendered again only
 * when the list changes, and compressed then, once, at the best setting. Compressed on each
 * answer (@fastify/compress's faster brotli) the pages were 15.0-16.0 kB on the wire, 1-2 kB
 * more: past the 14.6 kB a new connection's first round trip carries (TCP's initial window of 10
 * segments), so a slow line waited a whole round trip more for the page, and Lighthouse's
 * simulated slow 4G ~150 ms more for its first paint (issue 41). Undefined when the build has no
 * such page.
 */
function catalogueRenderer(
  siteDir: string,
  route: SiteRoute,
  language: string,
  head: PageHead,
  render: RenderPage,
  catalogue: CatalogueSource,
  origin: string | undefined,
  log: FastifyBaseLogger,
): (() => Promise<CompressedPage>) | undefined {
  const templateFile = path.join(siteDir, htmlFileFor(route, language))
  const url = localizedPath(route, language)
  if (!fs.existsSync(templateFile)) return undefined
  const templateOf = followFile(templateFile, (text) => text)
  let kept: { etag: string; template: string; html: Promise<CompressedPage> } | undefined
  const page = async () => {
    const { list, etag } = await catalogue.get(language)
    const template = templateOf()
    if (kept?.etag !== etag || kept.template !== template) {
      const html = render(url, list, template)
        .then((page) =>
          servedPage(page, {
            route: url,
            head,
            origin,
            // The rooms and apartments are described on the services page, not on every page
            // that shows a glimpse of them.
            facilities: route === CATALOGUE_ROUTE ? list : undefined,
            // Their prices, where the page shows them.
            rates: route === RATES_ROUTE ? list : undefined,
          }),
        )
        .then((page) => {
          const compressed = compressedOnce(Buffer.from(page))
          // Ahead of the built pages waiting to be compressed: until it is, this page goes out
          // compressed on each answer, larger (the handler below).
          compressed
            .warm(true)
            .catch((error: unknown) => log.warn({ err: error }, 'Compressing failed'))
          return compressed
        })
      kept = { etag, template, html }
      html.catch(() => {
        if (kept?.html === html) kept = undefined
      })
    }
    return kept.html
  }
  // Rendered now, not on the first guest's request: the first render of a process is the slowest.
  page().catch((error: unknown) => log.warn({ err: error }, `Rendering ${url} failed`))
  return page
}

export interface SiteOptions {
  /** The site's public origin (PUBLIC_URL): canonical URLs, Open Graph, the sitemap. */
  origin?: string
  /** Where the API lives, which robots.txt keeps crawlers out of. */
  apiPrefix: string
}

export async function siteRoutes(
  app: FastifyInstance,
  siteDir: string,
  catalogue: CatalogueSource | undefined,
  { origin, apiPrefix }: SiteOptions,
) {
  const built = fs.existsSync(path.join(siteDir, 'index.html'))
  const exists = (file: string) => fs.existsSync(path.join(siteDir, file))
  /** A language's shell: the default's in a build without that language's pages. */
  const shellOf = (language: string) =>
    [shellFileFor(language), SHELL_FILE].find(exists) ?? 'index.html'
  /** Every route in every language, with its head in that language: /services, /fr/services, ... */
  const pages = LANGUAGE_CODES.flatMap((language) => {
    const heads = pageHeadsIn(messagesFor(language).heads)
    return SITE_ROUTES.map((route) => ({
      route,
      language,
      url: localizedPath(route, language),
      head: heads[route],
    }))
  })
  /**
   * Each page with its head, written once per version of its built file (the public address
   * does not change under a server). The not-found page is the shell with the error page's head.
   */
  const answers = built
    ? new Map(
        pages.map(({ route, language, url, head }) => {
          const file = exists(htmlFileFor(route, language))
            ? htmlFileFor(route, language)
            : shellOf(language)
          const answer = followFile(path.join(siteDir, file), (html) =>
            pageAnswer(servedPage(html, { route: url, head, origin })),
          )
          return [url, answer] as const
        }),
      )
    : undefined
  /**
   * A language's shell with `head`, a page of no address of its own (no canonical URL, no JSON-LD):
   * the app shows what it is once it runs.
   */
  const shellWith = (language: string, head: PageHead) =>
    built &&
    followFile(path.join(siteDir, shellOf(language)), (html) =>
      pageAnswer(servedPage(html, { route: undefined, language, head, origin })),
    )
  /** The not-found page of each language: under /fr/, the French shell. */
  const notFoundPages = new Map(
    LANGUAGE_CODES.map((language) => [
      language,
      shellWith(language, errorPageHead(messagesFor(language).heads.error)),
    ]),
  )
  if (built) {
    // Compressed while the server starts; the first guest of each page does not wait for it.
    app.addHook('onReady', async () => {
      for (const answer of [...(answers?.values() ?? []), ...notFoundPages.values()]) {
        if (!answer) continue
        answer()
          .warm()
          .catch((error: unknown) => app.log.warn({ err: error }, 'Compressing failed'))
      }
    })
    if (!origin) {
      app.log.info('PUBLIC_URL is not set: pages have no canonical URL, no share image, no sitemap')
    }
  }
  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).type('text/plain').send('The site is not built yet: run npm run build.')

  // Crawlers: the pages, not the API; the sitemap where there is an address to give.
  app.get(ROBOTS_PATH, (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain').send(robotsTxt(origin, apiPrefix)),
  )
  if (origin) {
    const sitemap = sitemapXml(origin)
    app.get(SITEMAP_PATH, (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('application/xml').send(sitemap),
    )
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

  const render = built && catalogue ? bundleRenderer(siteDir, app.log) : undefined
  for (const { route, language, url, head } of pages) {
    const answer = answers?.get(url)
    const rendered =
      render && catalogue && answer && CATALOGUE_ROUTES.includes(route)
        ? catalogueRenderer(siteDir, route, language, head, render, catalogue, origin, app.log)
        : undefined
    // The home page of a language is /fr/, and /fr as well.
    const paths = url !== '/' && url.endsWith('/') ? [url, url.slice(0, -1)] : [url]
    if (rendered && answer) {
      const handler = async (req: FastifyRequest, reply: FastifyReply) => {
        try {
          const page = await rendered()
          reply
            .code(200)
            .header('cache-control', 'no-cache')
            .header('vary', 'accept-encoding')
            // When this answer left the server: the service worker keeps the page, and the app
            // reads how old its list is in document.lastModified (catalogue-in-page.ts).
            .header('last-modified', new Date().toUTCString())
            .type(HTML_TYPE)
          const encoding = chooseEncoding(req.headers['accept-encoding'])
          const compressed = encoding && page.ready(encoding)
          if (encoding && compressed) {
            return reply.header('content-encoding', encoding).send(compressed)
          }
          // A new version still being compressed: @fastify/compress compresses this answer.
          return reply.send(page.body)
        } catch (error) {
          // The page as built still works: it loads the list itself.
          req.log.error({ err: error }, `Rendering ${url} failed`)
          return answer()(req, reply, 200)
        }
      }
      for (const at of paths) app.get(at, handler)
      continue
    }
    for (const at of paths) {
      app.get(at, (req, reply) => (answer ? answer()(req, reply, 200) : notBuilt(reply)))
    }
  }

  // A stay's own page (issue 53), at its secret token, in each language: the shell, kept out of
  // search results; the page asks the API, which answers a wrong token as it answers none.
  for (const language of LANGUAGE_CODES) {
    const answer = shellWith(language, stayPageHead(messagesFor(language).heads.stay))
    app.get(stayPagePattern(language), (req, reply) =>
      answer ? answer()(req, reply, 200) : notBuilt(reply),
    )
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? ''
    // As the router reads it: `//api/x` and `/api/%78` are the API's too (JSON, not a page).
    const isApi = isUnder(apiPrefix, pathname) || isUnder(apiPrefix, normalisedPath(pathname))
    const looksLikePage = req.method === 'GET' && !isApi && !/\.\w+$/.test(pathname)
    if (looksLikePage && req.headers.accept?.includes('text/html') !== false) {
      const notFoundPage = notFoundPages.get(languageOf(pathname))
      return notFoundPage ? notFoundPage()(req, reply, 404) : notBuilt(reply)
    }
    return reply.code(404).send({
      error: { code: 'not_found', message: `There is nothing at ${req.method} ${pathname}.` },
    })
  })
}
