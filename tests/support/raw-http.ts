// HTTP/1.1 over a plain socket, for the requests no HTTP client will send: an unknown method
// token, CR or NUL in the URL, bad chunking, conflicting lengths, oversized headers, no Host.
import net from 'node:net'

export interface RawAnswer {
  status: number
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>
  body: string
}

export interface RawOptions {
  /** Half-close after writing, as a client that sent everything it had (default: stay open). */
  end?: boolean
  timeoutMs?: number
}

function parseHead(head: string): Omit<RawAnswer, 'body'> {
  const [statusLine = '', ...lines] = head.split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN)
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { status, headers }
}

/**
 * Writes `request` on a new connection to `base` and reads the first final answer (1xx skipped):
 * whole when it has a Content-Length, else up to the close; a HEAD's ends with its head (what
 * follows it is left in `body`, to be seen). Undefined when the server closes the
 * connection without answering.
 */
export function rawExchange(
  base: string,
  request: string | Buffer,
  { end = false, timeoutMs = 10_000 }: RawOptions = {},
): Promise<RawAnswer | undefined> {
  const { hostname, port } = new URL(base)
  // A HEAD's answer ends with its head, whatever its Content-Length says (RFC 9110, 9.3.2).
  const head = Buffer.from(request).subarray(0, 5).toString('latin1') === 'HEAD '
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let received = Buffer.alloc(0)
    let settled = false
    const finish = (answer: RawAnswer | undefined, error?: Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      if (error) reject(error)
      else resolve(answer)
    }
    /** The answer, once the bytes hold all of it. */
    const complete = (closed: boolean): RawAnswer | undefined => {
      let text = received.toString('latin1')
      for (;;) {
        const headEnd = text.indexOf('\r\n\r\n')
        if (headEnd < 0) return undefined
        const answer = parseHead(text.slice(0, headEnd))
        const rest = text.slice(headEnd + 4)
        if (answer.status >= 100 && answer.status < 200) {
          text = rest
          continue
        }
        if (head) return { ...answer, body: rest }
        const length = answer.headers['content-length']
        if (length !== undefined) {
          const bytes = Buffer.from(rest, 'latin1')
          if (bytes.length < Number(length)) return undefined
          return { ...answer, body: bytes.subarray(0, Number(length)).toString('utf8') }
        }
        return closed
          ? { ...answer, body: Buffer.from(rest, 'latin1').toString('utf8') }
          : undefined
      }
    }
    const timer = setTimeout(
      () =>
        finish(
          undefined,
          new Error(`no answer in ${timeoutMs} ms; received: ${received.toString('latin1')}`),
        ),
      timeoutMs,
    )
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const answer = complete(false)
      if (answer) finish(answer)
    })
    // A reset after the answer arrived is the server closing; before it, no answer.
    socket.on('error', () => finish(complete(true)))
    socket.on('close', () => finish(complete(true)))
    socket.write(request, () => {
      if (end) socket.end()
    })
  })
}
