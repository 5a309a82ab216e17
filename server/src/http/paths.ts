// Which part of the server a request is for (the API, the staff console, the site), decided as the
// router decides it, never on the raw URL's spelling (issue 37): `/api/%73taff/people` reaches
// the route `/api/staff/people`, so it gets the staff API's headers and checks; `//staff/x` and
// `/a/../staff/x` get the console's. The route Fastify matched says it when there is one; the
// path as the router and the file server read it (percent-decoded, slashes collapsed, dot
// segments resolved) says it for the rest (a catch-all route, a 404).
import type { FastifyRequest } from 'fastify'

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

/**
 * The URL's path, normalised: the query dropped, each segment percent-decoded, empty segments
 * (`//`) dropped, `.` and `..` resolved (never above the root). A decoded `/` (`%2F`) splits too.
 */
export function normalisedPath(url: string): string {
  const raw = url.split(/[?#]/, 1)[0] ?? ''
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

/**
 * Whether the request is for what lies under `prefix`: by the route it matched (a route's own
 * path), or, whatever it matched, by its normalised path or its path as written. Any one is
 * enough: a staff rule must hold for every spelling that can reach staff content.
 */
export function requestUnder(request: FastifyRequest, prefix: string): boolean {
  return (
    isUnder(prefix, request.routeOptions.url) ||
    isUnder(prefix, request.url.split('?', 1)[0]) ||
    isUnder(prefix, normalisedPath(request.url))
  )
}
