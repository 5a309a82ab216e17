// Requests that never reach a route still get the API's answer: the error JSON with the API's
// security headers. Node's HTTP parser refuses some before Fastify sees them (an unknown method
// token, CR, LF or other controls in the URL, bad chunking, headers over 16 KB, Content-Length
// and Transfer-Encoding together): Node then hands over only the socket, so the answer is written
// raw and the connection closed (nothing after the bad bytes can be read as HTTP). The router
// refuses a URL it cannot decode; Node answers an Expect it cannot meet and an HTTP/1.1 request
// without Host, and closes on CONNECT, unless the server says otherwise: each has a handler here.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { API_HELMET_OPTIONS, helmetHeaders } from './security-headers'

/** Every answer written here: the API's security headers, JSON, never stored. */
const ERROR_HEADERS: Record<string, string> = {
  ...helmetHeaders(API_HELMET_OPTIONS),
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
}

const errorJson = (code: string, message: string) => JSON.stringify({ error: { code, message } })

type ParserError = Error & { code?: string; reason?: string; rawPacket?: unknown }

/** What the parser's error means for the client: status, code and a message to act on. */
function describeParserError(error: ParserError): [number, string, string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, 'headers_too_large', 'The request headers are larger than 16 KB.']
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'body_too_large', 'The chunk extensions of the request are too large.']
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return [408, 'request_timeout', 'The request took too long to arrive.']
    case 'HPE_INVALID_METHOD':
      return [400, 'bad_request', 'The request method is not one this server knows.']
    default: {
      // llhttp's reason says what was wrong ("Invalid character in chunk size"); no client bytes.
      const reason = error.reason ? `: ${error.reason.replace(/[^\x20-\x7e]/g, '')}` : ''
      return [400, 'bad_request', `The request is not well-formed HTTP/1.1${reason}.`]
    }
  }
}

const answered = new WeakSet<Socket>()
/** Long enough for the client to read the answer; a peer that keeps sending is cut off then. */
const LINGER_MS = 2000

/**
 * Whether the refused request is a HEAD, whose answer has no content (RFC 9110, 9.3.2): a body
 * after the head would be read by the client as a broken answer. Node hands the bytes it was
 * parsing (`rawPacket`): a request that arrived in one piece (all but a slow or huge one) starts
 * there; when it does not, the answer keeps its body, as before.
 */
function isHead(error: ParserError): boolean {
  const bytes = error.rawPacket
  return Buffer.isBuffer(bytes) && bytes.subarray(0, 5).toString('latin1') === 'HEAD '
}

/** The error JSON as a raw HTTP/1.1 answer that closes the connection. */
function rawAnswer(status: number, code: string, message: string, head = false): string {
  const body = errorJson(code, message)
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...Object.entries(ERROR_HEADERS).map(([name, value]) => `${name}: ${value}`),
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ].join('\r\n')
  return `${lines}\r\n\r\n${head ? '' : body}`
}

/** Writes `answer` and closes, leaving the client time to read it. */
function endWith(socket: Socket, answer: string) {
  if (socket.writable) socket.end(answer)
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}

/** Fastify's `clientErrorHandler`: the answer in raw HTTP/1.1 on the socket, then close. */
export function clientErrorHandler(error: ParserError, socket: Socket) {
  // A reset connection has no one to answer; the parser may report one socket more than once.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return
  answered.add(socket)
  const answer = () => endWith(socket, rawAnswer(...describeParserError(error), isHead(error)))
  // A request read whole before the bad bytes is still being answered: its answer goes first.
  // (When the bad bytes are in its body, as in bad chunking, it will never be answered: now.)
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage
  // ('close' follows the last byte of a response, or its end when the connection dies.)
  if (inFlight && !inFlight.writableFinished && inFlight.req.complete) {
    inFlight.once('close', answer)
  } else {
    answer()
  }
}

/** Node's `connect` (it would close the connection without a word): this is no proxy. */
export function refuseConnect(_request: IncomingMessage, socket: Socket) {
  endWith(socket, rawAnswer(400, 'bad_request', 'This server is not a proxy: CONNECT is refused.'))
}

/** Node's `checkExpectation`: any Expect but 100-continue is 417, in the API's shape. */
export function refuseExpectation(_request: IncomingMessage, response: ServerResponse) {
  const body = errorJson(
    'expectation_failed',
    'The server meets no Expect header but "100-continue".',
  )
  response.writeHead(417, {
    ...ERROR_HEADERS,
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  })
  response.end(body)
}

/** Fastify's `frameworkErrors`: the router could not decode the URL, or a parameter is too long. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // These answers skip the hooks that set the security headers: they are set here.
  void reply.headers(ERROR_HEADERS)
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // Any id names no facility (404), however long.
    return reply
      .code(404)
      .send({ error: { code: 'not_found', message: 'No facility has such a long id.' } })
  }
  return reply.code(400).send({
    error: { code: 'bad_request', message: 'The URL is not valid: a %-escape is not UTF-8.' },
  })
}

/**
 * HTTP/1.1 requires Host (RFC 9112, 3.2); Node's own check answers 400 with no body, so the server
 * is made with `requireHostHeader: false` and this first hook answers in the API's shape.
 */
export const requireHost: onRequestHookHandler = (request, reply, done) => {
  if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return done()
  void reply
    .headers(ERROR_HEADERS)
    .code(400)
    .send({ error: { code: 'bad_request', message: 'An HTTP/1.1 request must name its Host.' } })
}
