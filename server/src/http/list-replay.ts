// The facilities list answered again as the server answered it (issue 41). The site asks for the
// list on every visit and the list is the same bytes for everyone until the catalogue changes, so
// the whole answer is worked out once: the first request of each shape goes through Fastify (the
// host check, who may call, the security and cache headers, the ETag, CORS, HSTS: every hook and
// the route), and the status and headers it wrote are kept beside that list's bytes. Later
// requests of the same shape for the same list get them again from the node:http handler, before
// Fastify makes a request, a reply and a round of hooks for them (about a third of the server's
// time per list request, more once the hooks have seen the site's other traffic).
//
// A shape is what the answer can depend on: 200 or 304 (the request's If-None-Match against the
// list's ETag) and whether the request came over HTTPS (Strict-Transport-Security: the socket,
// or X-Forwarded-Proto under TRUST_PROXY, read as Fastify reads it). Anything else goes to
// Fastify every time: another method or path (a query, `?lang=fr`, HEAD), HTTP/1.0 or no Host, an
// Origin when CORS is on, a list that is not in memory or is stale (the database unreachable:
// Fastify marks it), and every request once the server is closing (Fastify answers 503 then).
// A change to the catalogue makes a new list, which learns its answers afresh; the old ones go
// with the old list (a WeakMap). Nothing is kept from an answer that is not this list's: another
// status, another ETag, a body of another length. A hook that one day sets a header per request
// (an id, a rate limit's count) must make the route ineligible here: tests/api/list-replay.test.ts
// holds the replayed answers to Fastify's own, header for header, for each shape.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { matchesEtag, type FacilitiesListCache, type ListSnapshot } from '../facilities/list-cache'

export interface ListReplayOptions {
  /** The list's path, exactly as a client writes it (`/api/facilities`). */
  path: string
  listCache: FacilitiesListCache
  /** The server's TRUST_PROXY: X-Forwarded-Proto then says whether the guest came over HTTPS. */
  trustProxy: boolean
  /** Cross-origin reads are allowed (CORS_ORIGINS): a request with an Origin is Fastify's. */
  cors: boolean
}

/** What Node writes on every answer itself: never kept, always Node's own for this answer. */
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

interface Learned {
  status: number
  /** Names and values, one after the other (what `writeHead` takes). */
  headers: string[]
}

const shapeOf = (status: number, https: boolean) => `${status} ${https ? 'https' : 'http'}`

/** Fastify's reading of X-Forwarded-Proto: its last entry, trimmed. */
const lastEntry = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim()

export interface ListReplay {
  /**
   * Answers the request from a learned answer and returns true; or returns false, leaving it to
   * Fastify, and learns from Fastify's answer when the request has a shape.
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean
  /** The server is closing: from now on every request is Fastify's. */
  stop(): void
}

export function listReplay(options: ListReplayOptions): ListReplay {
  const { path, listCache, trustProxy, cors } = options
  let stopped = false
  // Per list: the answer of each shape, once Fastify has given it.
  const answers = new WeakMap<ListSnapshot, Map<string, Learned>>()

  const overHttps = (req: IncomingMessage) => {
    const forwarded = trustProxy ? req.headers['x-forwarded-proto'] : undefined
    if (forwarded) return lastEntry([forwarded].flat().join(',')) === 'https'
    return (req.socket as Partial<TLSSocket>).encrypted === true
  }

  /**
   * Keeps what Fastify writes for this request, if it is the current list's answer: read when the
   * answer is written, so a request that found no list in memory (the first after a change, which
   * Fastify's route reads from the database) teaches its shape too.
   */
  const learn = (req: IncomingMessage, res: ServerResponse, https: boolean) => {
    const writeHead = res.writeHead
    res.writeHead = function (this: ServerResponse, code: number, ...rest: unknown[]) {
      res.writeHead = writeHead
      const given = rest.find((arg) => typeof arg === 'object' && arg !== null)
      // Only a current list: a stale copy (the database unreachable) is never `current()`.
      const snapshot = listCache.current()
      if (snapshot && !Array.isArray(given)) {
        const headers: OutgoingHttpHeaders = { ...res.getHeaders() }
        for (const [name, value] of Object.entries((given ?? {}) as OutgoingHttpHeaders)) {
          headers[name.toLowerCase()] = value
        }
        const status = matchesEtag(req.headers['if-none-match'], snapshot.etag) ? 304 : 200
        const isThisList =
          code === status &&
          headers.etag === snapshot.etag &&
          (status === 304 || Number(headers['content-length']) === snapshot.bytes.length)
        if (isThisList) {
          const flat: string[] = []
          for (const [name, value] of Object.entries(headers)) {
            if (value === undefined || NODE_OWN.has(name)) continue
            for (const one of [value].flat()) flat.push(name, String(one))
          }
          let shapes = answers.get(snapshot)
          if (!shapes) answers.set(snapshot, (shapes = new Map()))
          shapes.set(shapeOf(status, https), { status, headers: flat })
        }
      }
      return writeHead.call(this, code, ...(rest as [])) as ServerResponse
    } as ServerResponse['writeHead']
  }

  return {
    handle(req, res) {
      if (stopped || req.method !== 'GET' || req.url !== path) return false
      if (req.httpVersion !== '1.1' || req.headers.host === undefined) return false
      if (cors && req.headers.origin !== undefined) return false
      const https = overHttps(req)
      const snapshot = listCache.current()
      const status =
        snapshot && matchesEtag(req.headers['if-none-match'], snapshot.etag) ? 304 : 200
      const answer = snapshot && answers.get(snapshot)?.get(shapeOf(status, https))
      if (!snapshot || !answer) {
        learn(req, res, https)
        return false
      }
      res.writeHead(answer.status, answer.headers)
      res.end(status === 200 ? snapshot.bytes : undefined)
      return true
    },
    stop() {
      stopped = true
    },
  }
}
