// A page the server writes itself, once per process: a built page with the tags only the server
// knows (the site's public address: server/src/http/site.ts). Sent as the build's own files are:
// compressed at the best setting once, not on each request (@fastify/compress's per-request
// brotli is a faster, larger one), with an ETag, so a revalidation costs a 304.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Every HTML answer names its charset (as @fastify/static does for the files it sends). */
export const HTML_TYPE = 'text/html; charset=utf-8'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const ENCODERS = {
  br: (data: Buffer) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (data: Buffer) => gzip(data, { level: 9 }),
}
export type Encoding = keyof typeof ENCODERS

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return [name.trim(), q === undefined ? 1 : Number(q)] as const
    }),
  )
  return (['br', 'gzip'] as const).find((name) => (accepted.get(name) ?? 0) > 0)
}

/**
 * Compressions made ahead of a request wait here and run one at a time. Brotli at its best setting
 * takes a large working memory for each page it is compressing, and the start warmed every page at
 * once (30-odd pages and encodings, in all of zlib's threads): the process's memory rose by ~12 MB
 * for it and kept a part of that (glibc's arenas do not give it all back). In a line, the start
 * compresses the same bytes in ~1.5 s; a request for a page still waiting has its copy made at
 * once (`now`), and the pages rendered with the catalogue (the most asked-for) go first.
 */
const waiting: Array<() => void> = []
let running = false

function nextInLine() {
  if (running) return
  const next = waiting.shift()
  if (next) next()
}

/** `job` when its turn comes (at the front of the line if `first`), or when `now` is called. */
function inLine<T>(job: () => Promise<T>, first: boolean) {
  let started = false
  let settle!: (result: Promise<T>) => void
  const result = new Promise<T>((resolve) => (settle = resolve))
  const start = (inTurn: boolean) => {
    if (started) return
    started = true
    const done = job()
    settle(done)
    if (!inTurn) return
    running = true
    const release = () => {
      running = false
      nextInLine()
    }
    done.then(release, release)
  }
  const turn = () => start(true)
  if (first) waiting.unshift(turn)
  else waiting.push(turn)
  nextInLine()
  return {
    result,
    now() {
      const at = waiting.indexOf(turn)
      if (at >= 0) waiting.splice(at, 1)
      start(false)
    },
  }
}

/**
 * `body` compressed at the best setting, once per encoding, in zlib's threads (not the event
 * loop's); `ready` has the copies already made. `warm` makes them ahead of the first request, in
 * the line above (`first`: ahead of the pages already waiting).
 */
export function compressedOnce(body: Buffer) {
  const encoded = new Map<Encoding, Promise<Buffer>>()
  const made = new Map<Encoding, Buffer>()
  /** A copy waiting in the line: started at once when a request wants it. */
  const queued = new Map<Encoding, () => void>()
  const keep = (encoding: Encoding, data: Promise<Buffer>) => {
    data.then(
      (copy) => made.set(encoding, copy),
      () => encoded.delete(encoding),
    )
    encoded.set(encoding, data)
  }
  const encode = (encoding: Encoding) => {
    queued.get(encoding)?.()
    queued.delete(encoding)
    let data = encoded.get(encoding)
    if (!data) {
      data = ENCODERS[encoding](body)
      keep(encoding, data)
    }
    return data
  }
  const warmOne = (encoding: Encoding, first: boolean) => {
    const data = encoded.get(encoding)
    if (data) return data
    const turn = inLine(() => ENCODERS[encoding](body), first)
    queued.set(encoding, turn.now)
    turn.result.then(
      () => queued.delete(encoding),
      () => queued.delete(encoding),
    )
    keep(encoding, turn.result)
    return turn.result
  }
  /** Compresses the page ahead of its first request. */
  const warm = (first = false) =>
    Promise.all([warmOne('br', first), warmOne('gzip', first)]).then(() => undefined)
  return { body, encode, ready: (encoding: Encoding) => made.get(encoding), warm }
}

export function pageAnswer(html: string) {
  const body = Buffer.from(html)
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const { encode, warm } = compressedOnce(body)
  const send = async (req: FastifyRequest, reply: FastifyReply, status: number) => {
    reply
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type(HTML_TYPE)
    if (status !== 200) return sendEncoded(req, reply)
    reply.header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.code(304).send()
    return sendEncoded(req, reply)
  }

  async function sendEncoded(req: FastifyRequest, reply: FastifyReply) {
    const encoding = chooseEncoding(req.headers['accept-encoding'])
    if (!encoding) return reply.send(body)
    return reply.header('content-encoding', encoding).send(await encode(encoding))
  }

  return Object.assign(send, { warm })
}
