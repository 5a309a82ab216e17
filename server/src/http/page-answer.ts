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
 * `body` compressed at the best setting, once per encoding, in zlib's threads (not the event
 * loop's); `ready` has the copies already made.
 */
export function compressedOnce(body: Buffer) {
  const encoded = new Map<Encoding, Promise<Buffer>>()
  const made = new Map<Encoding, Buffer>()
  const encode = (encoding: Encoding) => {
    let data = encoded.get(encoding)
    if (!data) {
      data = ENCODERS[encoding](body)
      data.then(
        (copy) => made.set(encoding, copy),
        () => encoded.delete(encoding),
      )
      encoded.set(encoding, data)
    }
    return data
  }
  /** Compresses the page ahead of its first request. */
  const warm = () => Promise.all([encode('br'), encode('gzip')]).then(() => undefined)
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
