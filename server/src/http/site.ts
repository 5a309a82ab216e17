// Serves the built site from SITE_DIR: precompressed files, long-lived hashed assets, and the
// app's routes answered with their prerendered page (about-us.html for /about-us) or else the app
// shell (shell.html; index.html in builds without one). Unknown paths get the shell with a 404,
// so crawlers know.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

export const SITE_ROUTES = [
  '/',
  '/services',
  '/our-rates',
  '/about-us',
  '/mission',
  '/contact-us',
  '/confirmation',
]

/** Files that must be revalidated on every load, so a new version reaches guests. */
const ALWAYS_REVALIDATE = new Set(['sw.js', 'manifest.webmanifest', 'registerSW.js'])

function cacheControlFor(file: string): string {
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

export async function siteRoutes(app: FastifyInstance, siteDir: string) {
  const built = fs.existsSync(path.join(siteDir, 'index.html'))
  const exists = (file: string) => fs.existsSync(path.join(siteDir, file))
  const shell = exists('shell.html') ? 'shell.html' : 'index.html'
  /** The file each route answers with, found once: the build does not change under a server. */
  const pageFiles = new Map(
    SITE_ROUTES.map((route) => {
      const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`
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
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => res.header('cache-control', cacheControlFor(file)),
    })
  } else {
    app.log.warn(`No built site in ${siteDir}: serving the API only. Run npm run build.`)
  }

  for (const [route, file] of pageFiles) {
    app.get(route, (_req, reply) => sendPage(reply, 200, file))
  }

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? ''
    const looksLikePage =
      req.method === 'GET' && !pathname.startsWith('/api/') && !/\.\w+$/.test(pathname)
    if (looksLikePage && req.headers.accept?.includes('text/html') !== false) {
      return sendPage(reply, 404)
    }
    return reply.code(404).send({
      error: { code: 'not_found', message: `There is nothing at ${req.method} ${pathname}.` },
    })
  })
}
