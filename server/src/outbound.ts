// The server's rules for calling out to a URL someone else gave it: a push subscription's endpoint
// (push/endpoint.ts), an outside calendar's feed (channels/feed-url.ts). Without care, such a URL
// is a door for making the server call into its own network (SSRF). So: only `https:` on the
// default port, a host NAME (no IP literal), never `localhost` or a name of a private network
// (.local, .internal, .home.arpa, a single label), no user:password, and when the name resolves,
// to public addresses only. And at every call, the address the connection is about to use is
// checked again, inside the connection (the `lookup` below): a name that resolves elsewhere later
// (DNS rebinding) is refused there. Public means ipaddr.js's `unicast` range: loopback, private,
// link-local, carrier-grade NAT, multicast, reserved, documentation, IPv4-mapped private and the
// like are all other ranges. One module so that every caller refuses the same URLs.
// Tests name their local services in OUTBOUND_ALLOWED_TEST_ORIGINS (config.ts): those origins are
// accepted as they are (unset in production; docs/running.md).
import dns from 'node:dns'
import type { LookupFunction } from 'node:net'
import net from 'node:net'
import ipaddr from 'ipaddr.js'

/** Why a URL is refused: a sentence naming what was refused ("endpoint must ..."). */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused'
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

export interface OutboundPolicy {
  /** Origins accepted as they are (the tests' local services). */
  allowedTestOrigins?: readonly string[]
  resolve?: Resolve
}

/** True when the URL is on an origin the tests named: no other check applies. */
export function isTestOrigin(url: URL, policy: OutboundPolicy): boolean {
  return policy.allowedTestOrigins?.includes(url.origin) ?? false
}

/**
 * Checks a URL before it is stored or called; throws OutboundRefused with the reason, a sentence
 * that starts with `what` ("endpoint", "the feed's address"). A name that does not resolve now
 * (its DNS out of reach) is accepted: the connection checks again.
 */
export async function checkOutboundUrl(
  raw: string,
  policy: OutboundPolicy,
  what: string,
): Promise<URL> {
  if (!URL.canParse(raw)) throw new OutboundRefused(`${what} must be a URL`)
  const url = new URL(raw)
  if (isTestOrigin(url, policy)) return url
  if (url.protocol !== 'https:') throw new OutboundRefused(`${what} must be an https: URL`)
  if (url.username || url.password) {
    throw new OutboundRefused(`${what} must not carry a user name or password`)
  }
  if (url.port !== '') throw new OutboundRefused(`${what} must use the default https port`)
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  if (net.isIP(host.replace(/^\[|\]$/g, '')) !== 0) {
    throw new OutboundRefused(`${what} must name its host, not an IP address`)
  }
  if (
    host === 'localhost' ||
    !host.includes('.') ||
    PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))
  ) {
    throw new OutboundRefused(`${what} must be on a public host name`)
  }
  let addresses: string[] = []
  try {
    addresses = await (policy.resolve ?? systemResolve)(host)
  } catch {
    // Not resolvable from here now: checked again, at the connection, when it is used.
  }
  if (addresses.some((a) => !isPublicAddress(a))) {
    throw new OutboundRefused(`${what} must be on a public host name`)
  }
  return url
}

/**
 * A `lookup` for http(s).request that lets a connection use public addresses only: the check is
 * made on the very addresses the socket connects to, so no later answer of the DNS slips past it.
 * The refusal's error says `${what} ${hostname} resolves to a non-public address`, with `code`.
 */
export function publicOnlyLookup(
  resolve: Resolve = systemResolve,
  what = 'outbound host',
  code = 'EOUTBOUNDADDRESS',
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then(
        (addresses) => {
          const blocked = addresses.find((a) => !isPublicAddress(a))
          if (addresses.length === 0 || blocked !== undefined) {
            const error = Object.assign(
              new Error(`${what} ${hostname} resolves to a non-public address`),
              { code },
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
      // A DNS answer is a remote's bytes too. What throws above (the callback itself, Node's
      // connect on an address it will not take) would be an unhandled rejection, and Node ends the
      // process for one; caught here, the socket is left unconnected and the caller's own deadline
      // fails the request (the feed's fetch, the push's timeout): the caller's failure, never
      // the server's exit (issue 50).
      .catch(() => {})
  }
}
