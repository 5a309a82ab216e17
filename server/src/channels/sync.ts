// One import of an outside calendar (issue 39): a link's feed fetched (feed-fetch.ts: its URL
// checked again, the addresses it connects to public, a deadline and a size cap), read in a
// thread of its own (feed-parse-thread.ts, feed-parse.ts: the events of [hotel's today, today +
// booking horizon), clipped to it, at most 4 x the horizon's nights in all) and made
// the link's blocks in one transaction (repository.replaceBlocks: the same feed again writes
// nothing, a vanished event frees its nights, a moved one moves). Any failure, the feed's or the
// database's, is recorded on the link (recordFailure: its last error beside its last success) and
// changes no block: the nights the feed gave stay taken while it is down. After each attempt the
// alerts look at what it left (alerts.ts: an overbooked confirmed stay, a feed gone stale).
// `syncAll` imports every link, a few at a time: a slow feed waits for its own deadline only.
import { daysCovered } from '../../../contract/stay-rules'
import { hotelToday } from '../hotel-dates'
import type { ChannelAlerts } from './alerts'
import { fetchFeed, type FeedFetchOptions } from './feed-fetch'
import { FeedError, type FeedEvent, type ParsedFeed } from './feed-parse'
import { parseFeedApart } from './feed-parse-thread'
import { feedUrlToFetch } from './feed-url'
import type { ChannelLinkRow, ChannelsRepository } from './repository'

export type SyncResult = { ok: true; nights: number } | { ok: false; error: string }

export interface ChannelSyncOptions {
  store: ChannelsRepository
  /** The fetch's rules: the tests' local origins, the deadline, the size cap. */
  fetch?: FeedFetchOptions
  /** HOTEL_TIMEZONE (today's date) and BOOKING_HORIZON_DAYS (the window read of a feed). */
  parse: { timeZone: string; horizonDays: number; maxEvents?: number }
  now?: () => Date
  alerts?: ChannelAlerts
  /** Where a failure of our own (not the feed's) is told: the server's log. */
  log?: { warn(details: object, message: string): void }
}

/** Links imported at once by syncAll: feeds are other people's servers, each with a deadline. */
const AT_ONCE = 4

/** The distinct nights the events take (events of one feed may overlap): their union's length. */
export function nightsOf(events: readonly Pick<FeedEvent, 'from' | 'to'>[]): number {
  return daysCovered(events)
}

/** `text` with the link's feed URL (as given, or as fetched) and its query and path taken out. */
export function withoutUrl(text: string, link: Pick<ChannelLinkRow, 'url'> | undefined): string {
  if (!link) return text
  let url: URL | undefined
  try {
    url = new URL(feedUrlToFetch(link.url))
  } catch {
    // Not a URL at all: only its own text is taken out below.
  }
  const secrets = [link.url, url?.href, url && url.pathname + url.search, url?.search]
  return secrets
    .filter((s): s is string => typeof s === 'string' && s.length > 1)
    .reduce((out, secret) => out.split(secret).join(url ? `(${url.host})` : '(the feed)'), text)
}

export function channelSync(options: ChannelSyncOptions) {
  const { store, alerts, log } = options
  const now = options.now ?? (() => new Date())
  const today = hotelToday(options.parse.timeZone)

  /**
   * Runs an alert's check: its own failure (the database lost meanwhile) is logged, and neither
   * undoes the import nor is recorded as the feed's; the next import checks again.
   */
  async function check(alert: (() => Promise<void>) | undefined, linkId: string) {
    try {
      await alert?.()
    } catch (error) {
      log?.warn({ err: error, linkId }, 'channel alert not checked')
    }
  }

  /** Records the failure on the link (if it is still there), tells the alerts, answers it. */
  async function failed(link: ChannelLinkRow, error: string, at: Date): Promise<SyncResult> {
    if (await store.recordFailure(link.id, error, at.toISOString())) {
      await check(alerts && (() => alerts.afterFailure(link.id, at)), link.id)
    }
    return { ok: false, error }
  }

  async function importLink(link: ChannelLinkRow): Promise<SyncResult> {
    const fetched = await fetchFeed(link.url, options.fetch)
    // The time of the attempt is taken once the feed answered: what it says is as of then.
    const at = now()
    if (!fetched.ok) return failed(link, fetched.error, at)
    let parsed: ParsedFeed
    try {
      // In a thread of its own: a feed that ical.js would work on for ever holds only that thread.
      parsed = await parseFeedApart(fetched.text, {
        today: today(at),
        horizonDays: options.parse.horizonDays,
        maxEvents: options.parse.maxEvents,
      })
    } catch (error) {
      // Not a calendar, or more nights than a feed may hold: the link keeps its last import.
      if (!(error instanceof FeedError)) throw error
      return failed(link, error.message, at)
    }
    const { events, warnings } = parsed
    const change = await store.replaceBlocks(link.id, events, at.toISOString(), warnings)
    if (!change) return { ok: false, error: 'The link was removed while its feed was read.' }
    await check(alerts && (() => alerts.afterImport(link.id, at)), link.id)
    return { ok: true, nights: nightsOf(events) }
  }

  /**
   * Never throws (a caller may start it and not wait: `void syncLink(id)` after an add): a
   * failure of ours (the database out of reach, a bug) is an answer too. The link says so if it
   * can, and its blocks are as the last good import left them (one transaction).
   */
  async function syncLink(linkId: string): Promise<SyncResult> {
    let link: ChannelLinkRow | undefined
    try {
      link = await store.findLink(linkId)
      if (!link) return { ok: false, error: `No channel link has the id ${linkId}.` }
      return await importLink(link)
    } catch (error) {
      // Ours, not the feed's (the database out of reach, a bug). Neither the log nor the link's
      // sentence carries the feed's URL: its path and query are the booking site's secret, and an
      // error's message or fields (a URL error's `input`) may hold it. So the message alone is
      // kept, with the URL taken out, never the error object.
      const message = withoutUrl(error instanceof Error ? error.message : String(error), link)
      log?.warn({ linkId, error: message }, 'channel import failed')
      const reason = `The import failed on this server: ${message}`
      try {
        if (link) return await failed(link, reason, now())
      } catch {
        // The database is still away: the answer says why, the next round tries again.
      }
      return { ok: false, error: reason }
    }
  }

  return {
    syncLink,

    /** Every link imported now; one answer per link, in the links' order. */
    async syncAll(
      /** Called before each link: the schedule renews its lease there. */
      beforeEach?: () => Promise<void>,
    ): Promise<{ linkId: string; ok: boolean; error?: string }[]> {
      const links = await store.links()
      const results: { linkId: string; ok: boolean; error?: string }[] = []
      for (let i = 0; i < links.length; i += AT_ONCE) {
        await beforeEach?.()
        const batch = links.slice(i, i + AT_ONCE)
        const answers = await Promise.all(batch.map((link) => syncLink(link.id)))
        answers.forEach((answer, j) =>
          results.push(
            answer.ok
              ? { linkId: batch[j]!.id, ok: true }
              : { linkId: batch[j]!.id, ok: false, error: answer.error },
          ),
        )
      }
      return results
    },
  }
}
export type ChannelSync = ReturnType<typeof channelSync>
