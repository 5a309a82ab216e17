// A push subscription's endpoint is a URL the server will later POST to, given by whoever knows a
// request's id: without care, a door for making the server call into its own network (SSRF).
// So an endpoint passes the server's outbound rules (../outbound.ts: https on the default port, a
// public host name, public addresses, checked again at every send inside the connection); this
// module gives them push's words: the refusal is an EndpointRefused ("endpoint must ..."), the
// API's 400, and a connection refused at send says "push endpoint ...".
// Tests name their local push service in OUTBOUND_ALLOWED_TEST_ORIGINS (or its old name,
// PUSH_ALLOWED_TEST_ORIGINS): those origins are accepted as they are (unset in production).
import type { LookupFunction } from 'node:net'
import {
  checkOutboundUrl,
  OutboundRefused,
  publicOnlyLookup as outboundLookup,
  systemResolve,
  type OutboundPolicy,
  type Resolve,
} from '../outbound'

export { isPublicAddress, isTestOrigin, systemResolve, type Resolve } from '../outbound'

/** Why an endpoint is refused: the 400's message. */
export class EndpointRefused extends Error {
  override name = 'EndpointRefused'
}

export type EndpointPolicy = OutboundPolicy

/**
 * Checks an endpoint before it is stored; throws EndpointRefused with the reason. A name that
 * does not resolve now (the push service's DNS out of reach) is accepted: the send checks again.
 */
export async function checkEndpoint(endpoint: string, policy: EndpointPolicy = {}): Promise<URL> {
  try {
    return await checkOutboundUrl(endpoint, policy, 'endpoint')
  } catch (error) {
    if (error instanceof OutboundRefused) throw new EndpointRefused(error.message)
    throw error
  }
}

/** The connection's address check (../outbound.ts), its refusal naming the push endpoint. */
export const publicOnlyLookup = (resolve: Resolve = systemResolve): LookupFunction =>
  outboundLookup(resolve, 'push endpoint', 'EPUSHADDRESS')
