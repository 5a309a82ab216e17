// An outside calendar's feed URL (issue 39): pasted by the staff, fetched by the server on a
// schedule, so it is a URL someone else chose that the server will call, and it passes the same
// outbound rules as a push endpoint (../outbound.ts: https on the default port, a public host
// name, no IP literal, no user:password, public addresses). Checked when a link is added (refused,
// never stored) and again at every fetch and every redirect (feed-fetch.ts). `webcal://` is how
// calendar apps name an https feed (Airbnb and Booking.com hand such links out): read as https.
// The refusal is a sentence for the staff, naming the feed's address.
import { checkOutboundUrl, OutboundRefused, type OutboundPolicy } from '../outbound'

/** Why a feed URL is refused: a sentence the staff read (the CLI's error, the console's). */
export class FeedUrlRefused extends Error {
  override name = 'FeedUrlRefused'
}

/** The URL as it will be fetched: trimmed, `webcal://` and `webcals://` read as `https://`. */
export function feedUrlToFetch(raw: string): string {
  return raw.trim().replace(/^webcals?:\/\//i, 'https://')
}

/**
 * The feed URL checked and normalized; throws FeedUrlRefused with the reason. A name that does
 * not resolve now is accepted (the fetch checks the addresses again at its connection).
 */
export async function checkFeedUrl(raw: string, policy: OutboundPolicy = {}): Promise<URL> {
  try {
    return await checkOutboundUrl(feedUrlToFetch(raw), policy, "the feed's address")
  } catch (error) {
    if (error instanceof OutboundRefused) throw new FeedUrlRefused(error.message)
    throw error
  }
}
