// A push subscription's endpoint is a URL the server will later POST to, given by whoever knows a
// request's id: without care, a door for making the server call into its own network (SSRF).
// So, when a subscription is stored: only `https:` on the default port, a host NAME (no IP
// literal), never `localhost` or a name of a private network (.local, .internal, .home.arpa, a
// single label), no user:password, and when the name resolves, to public addresses only. And at
// every send, the address the connection is about to use is checked again, inside the connection
// (the `lookup` below): a name that resolves elsewhere later (DNS rebinding) is refused there.
// Public means ipaddr.js's `unicast` range: loopback, private, link-local, carrier-grade NAT,
// multicast, reserved, documentation, IPv4-mapped private and the like are all other ranges.
// Tests name their local push service in PUSH_ALLOWED_TEST_ORIGINS: those origins are accepted as
// they are (unset in production; README).
import dns from 'node:dns'
import type { LookupFunction } from 'node:net'
import net from 'node:net'
import ipaddr from 'ipaddr.js'

/** Why an endpoint is refused: the 400's message. */
export class EndpointRefused extends Error {
  override name = 'EndpointRefused'
}

/** Names that only mean something inside a network (RFC 6761, 6762, 8375 and common practice). */
const PRIVATE_SUFFIXES = [
  '.localhost',
  '.local',
  '.internal',
  '.intranet',
  '.lan',
  '.home.arpa',
  '.localdomain',
  '.corp',
  '.test',
  '.invalid',
  '.example',
]

/** Whether an address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

/** Resolves a name to every address it has (the system's resolver, as connections use). */
export type Resolve = (hostname: string) => Promise<string[]>

export const systemResolve: Resolve = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address)

export interface EndpointPolicy {
  /** Origins accepted as they are (tests' local push service). */
  allowedTestOrigins?: readonly string[]
  resolve?: Resolve
}

/** True when the endpoint is on an origin the tests named: no other check applies. */
export function isTestOrigin(url: URL, policy: EndpointPolicy): boolean {
  return policy.allowedTestOrigins?.includes(url.origin) ?? false
}

/**
 * Checks an endpoint before it is stored; throws EndpointRefused with the reason. A name that
 * does not resolve now (the push service's DNS out of reach) is accepted: the send checks again.
 */
export async function checkEndpoint(endpoint: string, policy: EndpointPolicy = {}): Promise<URL> {
  if (!URL.canParse(endpoint)) throw new EndpointRefused('endpoint must be a URL')
  const url = new URL(endpoint)
  if (isTestOrigin(url, policy)) return url
  if (url.protocol !== 'https:') throw new EndpointRefused('endpoint must be an https: URL')
  if (url.username || url.password) {
    throw new EndpointRefused('endpoint must not carry a user name or password')
  }
  if (url.port !== '') throw new EndpointRefused('endpoint must use the default https port')
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (net.isIP(host.replace(/^\[|\]$/g, '')) !== 0) {
    throw new EndpointRefused('endpoint must name its host, not an IP address')
  }
  if (
    host === 'localhost' ||
    !host.includes('.') ||
    PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))
  ) {
    throw new EndpointRefused('endpoint must be on a public host name')
  }
  let addresses: string[] = []
  try {
    addresses = await (policy.resolve ?? systemResolve)(host)
  } catch {
    // Not resolvable from here now: checked again, at the connection, when it is used.
  }
  if (addresses.some((a) => !isPublicAddress(a))) {
    throw new EndpointRefused('endpoint must be on a public host name')
  }
  return url
}

/**
 * A `lookup` for http(s).request that lets a connection use public addresses only: the check is
 * made on the very addresses the socket connects to, so no later answer of the DNS slips past it.
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const blocked = addresses.find((a) => !isPublicAddress(a))
        if (addresses.length === 0 || blocked !== undefined) {
          const error = Object.assign(
            new Error(`push endpoint ${hostname} resolves to a non-public address`),
            { code: 'EPUSHADDRESS' },
          )
          callback(error, '', 4)
          return
        }
        const family = (a: string) => (net.isIPv6(a) ? 6 : 4)
        const wanted = options.family === 6 || options.family === 4 ? options.family : undefined
        const usable = wanted ? addresses.filter((a) => family(a) === wanted) : addresses
        if (usable.length === 0) {
          callback(
            Object.assign(new Error(`no IPv${wanted} address for ${hostname}`), {
              code: 'ENOTFOUND',
            }),
            '',
            4,
          )
          return
        }
        if (options.all) {
          ;(callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(
            null,
            usable.map((address) => ({ address, family: family(address) })),
          )
        } else {
          callback(null, usable[0]!, family(usable[0]!))
        }
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 4),
    )
  }
}
