// Every state-changing staff call must come from the site's own pages (issue 27): a cross-site
// page can make a browser POST with the staff's cookie (SameSite=Strict is defence in depth, not
// the control). Allowed: `Sec-Fetch-Site: same-origin`; or, from a browser too old to send it, an
// `Origin` equal to the site's (PUBLIC_URL's, or the request's own). And the body must be JSON, which
// a cross-site form cannot send without a preflight. A script holding ADMIN_TOKEN is exempt: a
// browser never attaches that header on its own.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface SameOriginOptions {
  publicUrl: string | undefined
  /** Whether the call carries the admin token (those calls are exempt). */
  isBearer: (request: FastifyRequest) => boolean
}

/** The site's origin as a browser names it in `Origin`. */
export function siteOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`
}

const crossSite = () =>
  new HttpError(
    403,
    'cross_site_refused',
    'This call must come from the staff console on this site itself.',
  )

/** Whether the body is declared JSON (`application/json`, any parameters). */
function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type']
  return (
    typeof type === 'string' && type.split(';', 1)[0]!.trim().toLowerCase() === 'application/json'
  )
}

/** Refuses (403) a state-changing call that does not come from the site's own pages. */
export function requireSiteOrigin(request: FastifyRequest, publicUrl: string | undefined) {
  if (SAFE_METHODS.has(request.method)) return
  const fetchSite = request.headers['sec-fetch-site']
  if (fetchSite !== undefined) {
    if (fetchSite !== 'same-origin') throw crossSite()
  } else if (request.headers.origin !== siteOrigin(publicUrl, request)) {
    throw crossSite()
  }
}

/** An onRequest hook for the staff API's state-changing calls: the origin, then a JSON body. */
export function sameOriginCheck(options: SameOriginOptions) {
  return async function requireSameOrigin(request: FastifyRequest, _reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method) || options.isBearer(request)) return
    requireSiteOrigin(request, options.publicUrl)
    if (!isJson(request)) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json.')
    }
  }
}
