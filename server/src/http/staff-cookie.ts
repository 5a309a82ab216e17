// The staff session's cookie, by hand (a few lines; @fastify/cookie would be one more dependency
// for one cookie). Over HTTPS it is `__Host-` prefixed and Secure: the browser then refuses it
// from plain HTTP and from any subdomain. Over plain HTTP (localhost) it cannot be either. Only the
// name that matches the request's protocol is read, so an HTTP answer cannot plant the HTTPS one.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { cookieIn } from '../../../contract/staff-paths'

const SECURE_NAME = '__Host-hearth_staff'
const PLAIN_NAME = 'hearth_staff'

/** `request.protocol` honours X-Forwarded-Proto only with TRUST_PROXY: a client cannot forge it. */
const isHttps = (request: FastifyRequest) => request.protocol === 'https'

export function staffCookieName(request: FastifyRequest): string {
  return isHttps(request) ? SECURE_NAME : PLAIN_NAME
}

/** The session id in the request's cookie, if any (the last one wins, as most servers read). */
export function readStaffCookie(request: FastifyRequest): string | undefined {
  const value = cookieValue(request, staffCookieName(request))
  // Our ids are base64url: anything else is not ours, and never reaches a query.
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : undefined
}

/** The request's cookie `name`, as sent (the last one wins, as most servers read); if any. */
export const cookieValue = (request: FastifyRequest, name: string): string | undefined =>
  cookieIn(request.headers.cookie, name)

function cookieLine(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${staffCookieName(request)}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ]
  if (isHttps(request)) parts.push('Secure')
  return parts.join('; ')
}

/** Sets the session cookie for what is left of the session's 30 days. */
export function setStaffCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { id: string; expiresAt: string },
  now: Date,
) {
  const seconds = (Date.parse(session.expiresAt) - now.getTime()) / 1000
  reply.header('set-cookie', cookieLine(request, session.id, seconds))
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', cookieLine(request, '', 0))
}
