// Security headers, computed once at start with helmet and set on every answer. (The Fastify
// plugin builds helmet again on every request: a tenth of the server's time under load.)
// The API's answers are JSON, never a page: they carry the short set a REST API needs (nothing
// may load from them or frame them, no sniffing), not the site's policies for documents.
// Strict-Transport-Security goes on every answer, page or API, to a request that came over HTTPS:
// on a TLS socket, or with TRUST_PROXY per the proxy's X-Forwarded-Proto (Fastify's
// `request.protocol`). Never over plain HTTP: a LAN install on http:// must stay reachable, and
// browsers ignore the header there anyway.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

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

const HSTS = 'strict-transport-security'

/**
 * Site headers on every answer, except those under `apiPrefix`, which get the API's; and the
 * site's Strict-Transport-Security on every answer to a request that came over HTTPS.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  site: HelmetOptions,
  apiPrefix: string,
) {
  const { [HSTS]: hsts, ...siteHeaders } = helmetHeaders(site)
  const apiHeaders = helmetHeaders(API_HELMET_OPTIONS)
  const isApi = (url: string) =>
    url.startsWith(apiPrefix) &&
    (url.length === apiPrefix.length || '/?'.includes(url[apiPrefix.length]!))
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? apiHeaders : siteHeaders)
    // Without TRUST_PROXY, Fastify ignores X-Forwarded-Proto: a client cannot forge HTTPS.
    if (hsts && request.protocol === 'https') reply.header(HSTS, hsts)
    done()
  })
}
