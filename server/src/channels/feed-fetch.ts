// Fetching an outside calendar's feed (issue 39), safely: the feed's host is not ours and may be
// slow, huge, wrong or hostile, and its URL was pasted by someone (a door into our network unless
// checked). So every URL the fetch would call, the first and each redirect's (at most 3), passes
// the outbound rules (feed-url.ts); the connection itself takes public addresses only (DNS
// rebinding); the whole fetch, redirects and body, has one deadline; the body is read up to a cap
// (2 MB) and the fetch fails past it, unread; a status other than 2xx, or a body that is not a
// calendar (no BEGIN:VCALENDAR), fails. A feed's fault is never thrown: the answer is `{ ok:
// false, error }`, a sentence the staff read on the link ("last error"), and the caller keeps the
// link's previous nights (a failed fetch changes nothing).
import http from 'node:http'
import https from 'node:https'
import { isTestOrigin, publicOnlyLookup, type OutboundPolicy } from '../outbound'
import { checkFeedUrl, FeedUrlRefused } from './feed-url'

export interface FeedFetchOptions {
  policy?: OutboundPolicy
  /** The whole fetch's deadline, redirects and body included. */
  timeoutMs?: number
  /** The most bytes of body read; past it the fetch fails. */
  maxBytes?: number
  /** The most redirects followed, each checked. */
  maxRedirects?: number
}

export type FeedFetchResult = { ok: true; text: string } | { ok: false; error: string }

export const FEED_TIMEOUT_MS = 20_000
export const FEED_MAX_BYTES = 2 * 1024 * 1024
export const FEED_MAX_REDIRECTS = 3

/** A failure of the feed's, with the staff's sentence: caught below, never out of fetchFeed. */
class FeedFailure extends Error {}

type Answer = { redirect: string } | { text: string }

/** Fetches a feed: its text, or the reason it failed. Never throws for the feed's fault. */
export async function fetchFeed(
  raw: string,
  options: FeedFetchOptions = {},
): Promise<FeedFetchResult> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(), timeoutMs)
  // The deadline holds for the steps no signal reaches too (a name's lookup by the URL's check).
  const expired = new Promise<never>((_, reject) =>
    deadline.signal.addEventListener('abort', () => reject(new Error('deadline')), { once: true }),
  )
  expired.catch(() => {})
  try {
    let target = raw
    for (let redirects = 0; ; redirects++) {
      const answer = await Promise.race([
        fetchOnce(target, options, deadline.signal, redirects > 0),
        expired,
      ])
      if ('text' in answer) return { ok: true, text: answer.text }
      if (redirects >= (options.maxRedirects ?? FEED_MAX_REDIRECTS)) {
        throw new FeedFailure(`The feed redirected more than ${redirects} times; it was not read.`)
      }
      target = answer.redirect
    }
  } catch (error) {
    if (deadline.signal.aborted) {
      return { ok: false, error: `The feed did not answer within ${seconds(timeoutMs)}.` }
    }
    if (error instanceof FeedFailure) return { ok: false, error: error.message }
    return { ok: false, error: `The feed could not be reached: ${networkReason(error)}.` }
  } finally {
    clearTimeout(timer)
  }
}

/** One request: the body's text, or where it redirects to. Throws FeedFailure or the network's error. */
async function fetchOnce(
  raw: string,
  options: FeedFetchOptions,
  signal: AbortSignal,
  redirected: boolean,
): Promise<Answer> {
  const policy = options.policy ?? {}
  let url: URL
  try {
    url = await checkFeedUrl(raw, policy)
  } catch (error) {
    if (!(error instanceof FeedUrlRefused)) throw error
    throw new FeedFailure(
      redirected
        ? `The feed redirected to an address that is refused: ${error.message}.`
        : `${error.message}.`,
    )
  }
  const client = url.protocol === 'http:' ? http : https
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES
  return new Promise<Answer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' },
        // The address check at the connection itself (outbound.ts); a test origin is local.
        ...(isTestOrigin(url, policy)
          ? {}
          : { lookup: publicOnlyLookup(policy.resolve, "the feed's host") }),
        agent: false,
        signal,
      },
      (res) => {
        // What a remote sends reaches code here outside any promise chain: a throw from this
        // callback or a stream's would be uncaught and end the whole server (issue 50: a
        // Location that is not a URL did, at every scheduled import). So every callback runs
        // guarded: any throw is this feed's failure, the promise rejected with it, the response
        // dropped; the link keeps its previous nights.
        const guarded =
          <A extends unknown[]>(step: (...args: A) => void) =>
          (...args: A) => {
            try {
              step(...args)
            } catch (error) {
              res.destroy()
              reject(error instanceof FeedFailure ? error : new FeedFailure(unreadable))
            }
          }
        guarded(() => answer(res, url, maxBytes, resolve, reject, guarded))()
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const unreadable = "The feed's server sent an answer that could not be read."

/** Reads one response: a redirect's target, or the whole body's text. Throws FeedFailure. */
function answer(
  res: http.IncomingMessage,
  url: URL,
  maxBytes: number,
  resolve: (answer: Answer) => void,
  reject: (error: Error) => void,
  guarded: <A extends unknown[]>(step: (...args: A) => void) => (...args: A) => void,
): void {
  const status = res.statusCode ?? 0
  const location = res.headers.location
  if (status >= 300 && status < 400 && location) {
    res.resume()
    // The remote's bytes: anything at all (raw UTF-8, `http://[`); not a URL is a failure here.
    if (!URL.canParse(location, url)) {
      throw new FeedFailure(
        'The feed redirected to something that is not an address; it was not read.',
      )
    }
    resolve({ redirect: new URL(location, url).href })
    return
  }
  if (status < 200 || status >= 300) {
    res.resume()
    const words = http.STATUS_CODES[status]
    throw new FeedFailure(`The feed's server answered ${status}${words ? ` (${words})` : ''}.`)
  }
  const tooLarge = new FeedFailure(
    `The feed is larger than ${megabytes(maxBytes)}; it was not read.`,
  )
  if (Number(res.headers['content-length'] ?? 0) > maxBytes) throw tooLarge
  const chunks: Buffer[] = []
  let size = 0
  res.on(
    'data',
    guarded((chunk: Buffer) => {
      size += chunk.length
      // Stop reading at once: the rest is never downloaded.
      if (size > maxBytes) throw tooLarge
      chunks.push(chunk)
    }),
  )
  res.on('error', (error) => reject(cutOff(error)))
  // A connection that closes before the body's end (its announced length, its last chunk) ends
  // the stream without 'end', or with `complete` false: the answer is cut off, not a feed.
  res.on('close', () => {
    if (!res.complete) reject(cutOff())
  })
  res.on(
    'end',
    guarded(() => {
      if (!res.complete) throw cutOff()
      const text = Buffer.concat(chunks).toString('utf8')
      if (!/^BEGIN:VCALENDAR\s*$/im.test(text)) {
        throw new FeedFailure(
          "The feed's address did not answer with a calendar (no BEGIN:VCALENDAR): check the link copied from the booking site.",
        )
      }
      // An answer closed early with no length announced (`Connection: close`) looks complete to
      // HTTP: only the calendar's own end says it is whole. Read without it, the events past the
      // cut would be gone and their nights freed (issue 50), so a calendar must end as it began.
      if (!/(?:^|\n)END:VCALENDAR$/i.test(text.trimEnd().slice(-64))) throw cutOff()
      resolve({ text })
    }),
  )
}

/** The body stopped before its end: the fetch fails and the link keeps its previous nights. */
function cutOff(error?: Error): FeedFailure {
  if (error instanceof FeedFailure) return error
  return new FeedFailure(
    "The feed's answer was cut off before the calendar's end (no END:VCALENDAR); it was not read, and the nights of the last import are kept.",
  )
}

/** A network error in the staff's words. */
function networkReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its host name is not known'
  if (code === 'ECONNREFUSED') return 'its server refused the connection'
  if (code === 'ECONNRESET') return 'its server closed the connection'
  if (code === 'EOUTBOUNDADDRESS') return (error as Error).message
  if (typeof code === 'string' && /CERT|SSL|TLS/.test(code))
    return `its certificate is not valid (${code})`
  return error instanceof Error ? error.message : String(error)
}

const seconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`)
const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${bytes} bytes`
