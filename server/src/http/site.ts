// Serves the built site from SITE_DIR: precompressed files, long-lived hashed assets, and the
// app's routes answered with index.html (unknown paths too, but with a 404 so crawlers know).
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
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js'])

function cacheControlFor(file: string): string {
  const name = path.basename(file)
  if (ALWAYS_REVALIDATE.has(name) || name.startsWith('workbox-')) return 'no-cache'
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
  const sendIndex = (reply: FastifyReply, status: number) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The site is not built yet: run npm run build.')
    }
    return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html')
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

  for (const route of SITE_ROUTES) app.get(route, (_req, reply) => sendIndex(reply, 200))

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? ''
    const looksLikePage =
      req.method === 'GET' && !pathname.startsWith('/api/') && !/\.\w+$/.test(pathname)
    if (looksLikePage && req.headers.accept?.includes('text/html') !== false) {
      return sendIndex(reply, 404)
    }
    return reply.code(404).send({
      error: { code: 'not_found', message: `There is nothing at ${req.method} ${pathname}.` },
    })
  })
}
