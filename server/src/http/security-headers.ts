// Security headers, computed once at start with helmet and set on every answer. (The Fastify
// plugin builds helmet again on every request: a tenth of the server's time under load.)
// The API's answers are JSON, never a page: they carry the short set a REST API needs (nothing
// may load from them or frame them, no sniffing), not the site's policies for documents.
// Strict-Transport-Security goes on every answer, page or API, to a request that came over HTTPS:
// on a TLS socket, or with TRUST_PROXY per the proxy's X-Forwarded-Proto (Fastify's
// `request.protocol`). Never over plain HTTP: a LAN install on http:// must stay reachable, and
// browsers ignore the header there anyway.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { isUnder, keepRequestPaths, requestPaths, requestUnder } from './paths'

/** The headers helmet sets with these options, as name-value pairs. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error
    },
  )
  if (failure) throw failure
  return headers
}

/** The options for the API's answers: JSON that nothing may render, frame or sniff. */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xContentTypeOptions: true,
  // Headers for documents only.
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  // HSTS is the host's, not the document's: the site's value, added per request (below).
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
}

/**
 * The options for the staff console's pages and files (/staff): stricter than the site's, as it
 * needs nothing the site does (no inline script or style, no map frame) and shows guests' names
 * and phones. No referrer: a link out (WhatsApp) does not carry a request's address. Its own
 * service worker and manifest (issue 29) are same-origin files: worker-src and manifest-src
 * 'self', nothing more (the worker's own fetches are same-origin, under connect-src 'self').
 */
export const STAFF_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Sent by the hook below, as on the site's answers.
  strictTransportSecurity: false,
}

const HSTS = 'strict-transport-security'

/**
 * Site headers on every answer, except those under `apiPrefix`, which get the API's, and those
 * under `staffPrefix` (the staff console), which get the console's and are kept out of search
 * engines; and the site's Strict-Transport-Security on every answer to a request that came over
 * HTTPS. Which part a request is for is decided as the router reads it (http/paths.ts): an API
 * route by its route, then the console by its route, its path as written or normalised
 * (`/%73taff/x`, `//staff/x` too), then the API by its path as written or normalised (an
 * unmatched `//api/x` or `/api/%2e%2e`).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  site: HelmetOptions,
  apiPrefix: string,
  staffPrefix?: string,
) {
  const { [HSTS]: hsts, ...siteHeaders } = helmetHeaders(site)
  const apiHeaders = helmetHeaders(API_HELMET_OPTIONS)
  const staffHeaders = {
    ...helmetHeaders(STAFF_HELMET_OPTIONS),
    'x-robots-tag': 'noindex, nofollow',
  }
  keepRequestPaths(app)
  const headersFor = (request: FastifyRequest) => {
    if (isUnder(apiPrefix, requestPaths(request).route)) return apiHeaders
    if (staffPrefix && requestUnder(request, staffPrefix)) return staffHeaders
    if (requestUnder(request, apiPrefix)) return apiHeaders
    return siteHeaders
  }
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request))
    // Without TRUST_PROXY, Fastify ignores X-Forwarded-Proto: a client cannot forge HTTPS.
    if (hsts && request.protocol === 'https') reply.header(HSTS, hsts)
    done()
  })
}
