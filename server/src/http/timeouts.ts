// How long a request may take to arrive, as Node's HTTP server enforces it (issue 37). Node does
// not time each request: every `connectionsCheckingInterval` (30 s by default) it looks at the
// open connections and answers 408 to those past their bound. And the bound a request whose body
// is still coming is held to is the server's `headersTimeout` (60 s by default) unless the
// server was made with a lower one: Fastify sets `requestTimeout` on the server after making it,
// which leaves `headersTimeout` at 60 s. Together, a body dripped a byte every 2 s was answered
// after 60 to 90 s (72-84 s seen through the proxy) for a configured 30 s. So the server is made
// with all three: the request's bound, the headers' (the same: a request cannot take longer to
// send its headers than to arrive whole) and a check often enough that a 408 comes within a
// tenth of the bound after it (at most a second).
import type { ServerOptions } from 'node:http'

/** Node's `http.createServer` options for a request bound of `requestTimeoutMs`. */
export function nodeTimeouts(
  requestTimeoutMs: number,
): Pick<ServerOptions, 'requestTimeout' | 'headersTimeout' | 'connectionsCheckingInterval'> {
  return {
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(requestTimeoutMs / 10))),
  }
}
