// An outside calendar's feed server for the tests (issue 39): node:http on 127.0.0.1 and a free
// port, serving what a test puts at a path (the real-format fixtures in tests/fixtures/ical/, or
// a changed copy), or failing as a booking site's server can: an HTTP error, a page that is not a
// calendar, a body past the size cap, no answer at all. It counts the requests each path gets.
// A hostile or broken server's bytes (issue 50) are a `raw` answer: written on the socket as
// they are, status line and headers included, then the connection closed or reset
// (hostile-feed-server.ts makes them).
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FeedAnswer =
  /** `afterMs`: a slow feed, answering that much later (a test times the server meanwhile). */
  | { calendar: string; afterMs?: number }
  | { status: number }
  | { html: string }
  | { bytes: number }
  | { silent: true }
  /** These bytes as they are, then the connection closed (FIN) or reset (RST); closed by default. */
  | { raw: string | Buffer; then?: 'close' | 'reset' }

export interface FeedServer {
  origin: string
  /** The URL of `path` (e.g. '/airbnb.ics'). */
  url(path: string): string
  /** What `path` answers from now on. */
  serve(path: string, answer: FeedAnswer): void
  /** Requests each path got so far. */
  requests(path: string): number
  close(): Promise<void>
}

/** A fixture's text (tests/fixtures/ical/<name>). */
export const icalFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/ical/${name}`, import.meta.url), 'utf8')

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>()
  const counts = new Map<string, number>()
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://feed').pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
    const answer = answers.get(path) ?? { status: 404 }
    if ('silent' in answer) return // never answers: the fetch's deadline ends it
    if ('raw' in answer) {
      // Past node's own response: what the socket carries is exactly these bytes.
      const socket = req.socket
      socket.write(answer.raw, () =>
        answer.then === 'reset' ? socket.resetAndDestroy() : socket.end(),
      )
      return
    }
    if ('status' in answer) res.writeHead(answer.status).end()
    else if ('html' in answer) res.writeHead(200, { 'content-type': 'text/html' }).end(answer.html)
    else if ('bytes' in answer) {
      res.writeHead(200, { 'content-type': 'text/calendar' })
      res.end(`BEGIN:VCALENDAR\r\n${'X'.repeat(answer.bytes)}\r\nEND:VCALENDAR\r\n`)
    } else {
      const send = () =>
        res.writeHead(200, { 'content-type': 'text/calendar' }).end(answer.calendar)
      if (answer.afterMs) setTimeout(send, answer.afterMs)
      else send()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    url: (path) => origin + path,
    serve: (path, answer) => void answers.set(path, answer),
    requests: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
