// The staff console's page and files (its own build: vite.staff.config.ts, into SITE_DIR/staff).
// Every path under /staff is the console's one page (its router shows the inbox, an invite or a
// request), revalidated on each load so a new build reaches the desk at once; its hashed files
// under /staff/assets are kept for a year. Its service worker and web app manifest (issue 29: it
// installs on its own and opens offline) are files of their own, revalidated like the page; the
// worker may control /staff itself, not only what is below /staff/ (Service-Worker-Allowed).
// Its headers (a stricter CSP, noindex) are set by security-headers.ts for the whole prefix.
// For a clerk signed in, the inbox's page, the desk's day's and the calendar's (and for an owner
// the month's figures') come with their first screen drawn in (./staff-first-screen.ts), private to that clerk. The installed console's start
// (/staff?start) sends a signed-in person to the screen of their role (the front desk's day).
import fs from 'node:fs'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import zlib from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { START_PARAM, STAFF_PATH, startScreenOf } from '../../../contract/staff-paths'
import { chooseEncoding, HTML_TYPE, pageAnswer } from './page-answer'
import { followFile } from './site'
import { readStaffCookie } from './staff-cookie'
import {
  DRAWN_SCREENS,
  type DrawnScreen,
  type FirstScreenSources,
  firstScreenPage,
  loadFirstScreenRender,
} from './staff-first-screen'

/**
 * The installed console's start (/staff?start): the first screen of the signed-in person's role;
 * undefined for any other address, or nobody signed in (the sign-in, then the console decides).
 */
async function startOf(req: FastifyRequest, sources: FirstScreenSources) {
  if (!(START_PARAM in (req.query as Record<string, unknown>))) return undefined
  const sessionId = readStaffCookie(req)
  const session = sessionId === undefined ? undefined : await sources.resolveSession(sessionId)
  return session ? startScreenOf(session.actor.role) : undefined
}

/** @fastify/compress's brotli for answers made per request: quick, for text. */
const DRAWN_BROTLI = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
}

/** Where the console's build lives inside the site's. */
export const STAFF_DIR = STAFF_PATH.slice(1)
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The console's own files beside its page, by name: what each is sent as. */
const STAFF_FILES = {
  'sw.js': 'text/javascript; charset=utf-8',
  'manifest.webmanifest': 'application/manifest+json',
} as const

/**
 * `sources` (the staff's sessions, who is signed in, the inbox) draw the inbox's first screen into
 * its page for a signed-in clerk; without them the page is always the built one.
 */
export async function staffPage(
  app: FastifyInstance,
  siteDir: string,
  sources?: FirstScreenSources,
) {
  const dir = path.join(siteDir, STAFF_DIR)
  const index = path.join(dir, 'index.html')
  // Not built (an API-only checkout, or a build still under way): a plain sentence, as the site
  // says for its own pages, with 503 (the address is right, the server is not ready for it).
  const answer = fs.existsSync(index) ? followFile(index, pageAnswer) : undefined
  if (!answer) app.log.warn(`No staff console in ${dir}: run npm run build.`)
  const page = (req: FastifyRequest, reply: FastifyReply) =>
    answer
      ? answer()(req, reply, 200)
      : reply
          .code(503)
          .type('text/plain')
          .send('The staff console is not built yet: run npm run build.')
  const render = answer && sources ? await loadFirstScreenRender(dir, app.log) : undefined
  const template = render ? followFile(index, (text) => text) : undefined
  const drawnPage = (screen: DrawnScreen) => async (req: FastifyRequest, reply: FastifyReply) => {
    if (!render || !template || !sources) return page(req, reply)
    // Another day than today (?date=), or any address with a query: drawn by the console, from
    // its own read.
    if (screen !== 'inbox' && req.url.includes('?')) return page(req, reply)
    const drawn = await firstScreenPage(req, template(), sources, render, screen).catch((error) => {
      req.log.warn({ err: error, screen }, 'A first screen was not drawn: the page as built')
      return undefined
    })
    if (drawn === undefined) return page(req, reply)
    // A guest's name in a page: never kept (no ETag either: it is never the same page twice).
    reply.header('cache-control', 'no-store').type(HTML_TYPE)
    // The head now, the rest once drawn: compressed here, not by @fastify/compress (which leaves
    // an answer that names its encoding alone), so the head can be flushed out of the encoder
    // before the rest is written.
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    const compress =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: DRAWN_BROTLI })
        : encoding === 'gzip'
          ? zlib.createGzip()
          : undefined
    const body = compress ?? new PassThrough()
    reply.header('vary', 'accept-encoding')
    if (encoding) reply.header('content-encoding', encoding)
    body.write(drawn.head)
    // The reads start once the head is out of the encoder and on its way: SQLite's reads and the
    // render hold the event loop, and would hold the head's bytes back with it.
    const headOut = new Promise<void>((resolve) => {
      const next = () => setImmediate(resolve)
      if (compress) compress.flush(next)
      else next()
    })
    // A read or the render failing now (a database gone away meanwhile) leaves the root empty:
    // the console draws the screen itself from its own reads, as on the built page. A browser
    // gone meanwhile has had the stream destroyed by Fastify: nothing more is written.
    void headOut
      .then(() => drawn.rest())
      .then(
        (rest) => body.destroyed || body.end(rest),
        (error: unknown) => {
          req.log.warn({ err: error, screen }, 'A first screen was not drawn: the console draws it')
          if (!body.destroyed) body.end(drawn.plainRest)
        },
      )
    return reply.send(body)
  }
  const inbox = drawnPage('inbox')
  app.get(STAFF_PATH, async (req, reply) => {
    const start = sources && (await startOf(req, sources).catch(() => undefined))
    // Not the same address: the screen's own (the page then is that screen's, drawn for it).
    if (start && start !== STAFF_PATH)
      return reply.header('cache-control', 'no-store').redirect(start, 303)
    return inbox(req, reply)
  })
  app.get(DRAWN_SCREENS.today, drawnPage('today'))
  app.get(DRAWN_SCREENS.calendar, drawnPage('calendar'))
  app.get(DRAWN_SCREENS.numbers, drawnPage('numbers'))
  app.get(`${STAFF_PATH}/*`, page)

  for (const [name, type] of Object.entries(STAFF_FILES)) {
    const file = path.join(dir, name)
    // Not in the build (one from before issue 29): the page's route answers that address, and
    // the browser refuses a page for a worker; the console works without one, online.
    if (!fs.existsSync(file)) continue
    const content = followFile(file, (text) => text)
    app.get(`${STAFF_PATH}/${name}`, (_req, reply) => {
      reply.header('cache-control', 'no-cache').type(type)
      // The worker's file is under /staff/, its scope /staff: the inbox's own address too.
      if (name === 'sw.js') reply.header('service-worker-allowed', STAFF_PATH)
      return reply.send(content())
    })
  }

  const assets = path.join(dir, 'assets')
  if (!fs.existsSync(assets)) return
  // A route more specific than the page's: the console's code, by its hashed names.
  await app.register(fastifyStatic, {
    root: path.resolve(assets),
    prefix: `${STAFF_PATH}/assets/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', IMMUTABLE),
  })
}
