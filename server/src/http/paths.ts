// Which part of the server a request is for (the API, the staff console, the site), decided as the
// router decides it, never on the raw URL's spelling (issue 37): `/api/%73taff/people` reaches
// the route `/api/staff/people`, so it gets the staff API's headers and checks; `//staff/x` and
// `/a/../staff/x` get the console's. The route Fastify matched says it when there is one; the
// path as the router and the file server read it (percent-decoded, slashes collapsed, dot
// segments resolved) says it for the rest (a catch-all route, a 404). Each request's spellings are
// worked out once, by the first hook that asks, and kept on the request for the next ones: every
// answer of the server asks two or three times (its headers, the staff API's rules).
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** `path` is `prefix` itself or below it (`/api`, `/api/…`; not `/apiary`). */
export const isUnder = (prefix: string, path: string | undefined) =>
  path !== undefined && (path === prefix || path.startsWith(`${prefix}/`))

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment // not valid percent-encoding: the router refuses it, as it stands here
  }
}

/** Where the URL's path ends: at its query, or (`orFragment`) at a fragment if that comes first. */
function pathEnd(url: string, orFragment: boolean): number {
  const query = url.indexOf('?')
  const fragment = orFragment ? url.indexOf('#') : -1
  if (query < 0) return fragment < 0 ? url.length : fragment
  return fragment < 0 ? query : Math.min(query, fragment)
}

/**
 * The URL's path, normalised: the query dropped, each segment percent-decoded, empty segments
 * (`//`) dropped, `.` and `..` resolved (never above the root). A decoded `/` (`%2F`) splits too.
 */
export function normalisedPath(url: string): string {
  const raw = url.slice(0, pathEnd(url, true))
  // Most requests: nothing to decode, collapse or resolve.
  if (!/%|\/\/|\/\.\.?(\/|$)/.test(raw)) return raw
  const out: string[] = []
  for (const segment of raw.split('/').flatMap((s) => decoded(s).split('/'))) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') out.pop()
    else out.push(segment)
  }
  const trailing = raw.endsWith('/') && out.length > 0 ? '/' : ''
  return `/${out.join('/')}${trailing}`
}

/** A request's path in each spelling a rule must hold for. */
export interface RequestPaths {
  /** The route's own path, when a route matched. */
  route: string | undefined
  /** The path as written (the query dropped). */
  written: string
  /** As the router and the file server read it (normalisedPath). */
  normalised: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Its paths, once a hook has asked (requestPaths). */
    hearthPaths: RequestPaths | null
  }
}

/** Lets requests keep their paths: called by each installer of a hook that reads them. */
export function keepRequestPaths(app: FastifyInstance) {
  if (!app.hasRequestDecorator('hearthPaths')) app.decorateRequest('hearthPaths', null)
}

/**
 * The request's paths, worked out on the first call and kept. (Fastify's `routeOptions` makes a
 * new object on every read, and the normalised path costs a pass over the URL.)
 */
export function requestPaths(request: FastifyRequest): RequestPaths {
  let paths = request.hearthPaths
  if (!paths) {
    const { url } = request
    paths = {
      route: request.routeOptions.url,
      written: url.slice(0, pathEnd(url, false)),
      normalised: normalisedPath(url),
    }
    request.hearthPaths = paths
  }
  return paths
}

/**
 * Whether the request is for what lies under `prefix`: by the route it matched (a route's own
 * path), or, whatever it matched, by its normalised path or its path as written. Any one is
 * enough: a staff rule must hold for every spelling that can reach staff content.
 */
export function requestUnder(request: FastifyRequest, prefix: string): boolean {
  const { route, written, normalised } = requestPaths(request)
  return isUnder(prefix, route) || isUnder(prefix, written) || isUnder(prefix, normalised)
}
