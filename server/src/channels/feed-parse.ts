// Reading an outside calendar's feed (issue 39) into the nights it takes: which dates, and whether
// the booking site says a guest is staying (`reserved`) or the dates are just closed (`blocked`).
// Parsed by ical.js (RFC 5545: folding, escapes, RRULE, EXDATE, RECURRENCE-ID), never by hand.
// - Dates: DTEND is exclusive (nights = to - from), the classic off-by-one. A date-time is read
//   as the date written in the feed's own zone: its TZID's, UTC's for a Z time, the hotel's for a
//   floating one; in each the written date is the one meant, so no zone is converted (a zone the
//   feed names that does not exist is read as UTC: the same written date). A check-out at 00:00
//   is that date, not the day after. No DTEND: one night (DURATION honoured); an end not after
//   the start: one night.
// - Kind: Airbnb's "Reserved" is a guest's stay; "Airbnb (Not available)", Booking.com's
//   "CLOSED - Not available" and anything else are blocks. Nothing else of the feed's text is
//   kept (no guest data, no markup can reach a page): only UIDs, dates and the kind.
// - A feed is hostile until read: only events overlapping [today, today + horizon) are kept,
//   clipped to it (nights outside it are not the import's business, and a block from year 0001 to
//   9999 is then the horizon's length); recurrences are expanded within it, at most
//   `maxOccurrences` each and `maxSteps` iterator steps in all; at most `maxEvents` VEVENTs are
//   read (the rest only counted); an event ical.js cannot read is skipped, not the feed. Each
//   VEVENT is parsed on its own so that one broken line costs one event, and a 100,000-event feed
//   costs a line scan past the cap; the loop yields to the event loop every few hundred events.
//   `skipped` counts the events not read: past the caps, or unreadable. Only a text that is not a
//   calendar at all is a FeedError.
import { createHash } from 'node:crypto'
import { setImmediate } from 'node:timers/promises'
import type ICAL from 'ical.js'
import { addDays } from '../../../contract/calendar-date'

export type FeedEventKind = 'reserved' | 'blocked'

/** One stay or block: `from` the first night, `to` the morning after the last (exclusive). */
export interface FeedEvent {
  uid: string
  from: string
  to: string
  kind: FeedEventKind
}

export interface ParsedFeed {
  events: FeedEvent[]
  /** VEVENTs (or recurrences) not read: past a cap, or unreadable. */
  skipped: number
}

export interface ParseFeedOptions {
  /** The hotel's today, YYYY-MM-DD: the window's first night. */
  today: string
  /** The window's length in nights (the booking horizon). */
  horizonDays: number
  /** The most VEVENTs read; the rest are counted in `skipped`. */
  maxEvents?: number
  /** The most occurrences one recurring event gives. */
  maxOccurrences?: number
  /** The most recurrence iterator steps in the whole feed (a rule from year 0001, every second). */
  maxSteps?: number
}

/** The text is not a calendar at all: nothing in it can be read. */
export class FeedError extends Error {
  override name = 'FeedError'
}

export const MAX_FEED_EVENTS = 10_000
export const MAX_OCCURRENCES = 1_000
export const MAX_RECURRENCE_STEPS = 20_000
/** Events (or iterator steps) between two yields to the event loop. */
const YIELD_EVERY = 250
/** A UID longer than this is kept as its hash: an id, not a place to store text. */
const MAX_UID_LENGTH = 255

/** The booking sites' words for a guest's stay; anything else is a block. */
const RESERVED_SUMMARIES = new Set(['reserved'])

/** What the feed says an event is: a guest's stay, or closed dates. */
export function kindOf(summary: string | null | undefined): FeedEventKind {
  return RESERVED_SUMMARIES.has((summary ?? '').trim().toLowerCase()) ? 'reserved' : 'blocked'
}

interface Window {
  today: string
  end: string
}

/** Reads a feed's text; throws FeedError only when it is not a calendar. */
/**
 * ical.js, loaded by the first feed read, not with the server: only the channels' sync reads
 * feeds, and loaded at start it held ~1 MB of the server's heap for a sync that may never run.
 */
let icalLibrary: Promise<typeof ICAL> | undefined
const loadIcal = () => (icalLibrary ??= import('ical.js').then((m) => m.default))

export async function parseFeed(text: string, options: ParseFeedOptions): Promise<ParsedFeed> {
  const ical = await loadIcal()
  if (!/^BEGIN:VCALENDAR[ \t]*\r?$/im.test(text)) {
    throw new FeedError('The feed is not a calendar (no BEGIN:VCALENDAR).')
  }
  const window: Window = { today: options.today, end: addDays(options.today, options.horizonDays) }
  const { blocks, unread } = veventBlocks(text, options.maxEvents ?? MAX_FEED_EVENTS)
  let skipped = unread
  const masters = new Map<string, ICAL.Event>()
  const overrides: ICAL.Event[] = []
  for (const [index, block] of blocks.entries()) {
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await setImmediate()
    const event = readEvent(ical, block)
    if (event === 'cancelled') continue
    if (!event) {
      skipped++
    } else if (event.isRecurrenceException()) {
      overrides.push(event)
    } else if (masters.has(event.uid)) {
      skipped++ // the same UID twice: the first is the event
    } else {
      masters.set(event.uid, event)
    }
  }
  for (const override of overrides) {
    const master = masters.get(override.uid)
    if (master?.isRecurring()) master.relateException(override)
    else if (!masters.has(override.uid)) masters.set(override.uid, override)
    else skipped++
  }
  const events: FeedEvent[] = []
  const budget = {
    steps: options.maxSteps ?? MAX_RECURRENCE_STEPS,
    occurrences: options.maxOccurrences ?? MAX_OCCURRENCES,
  }
  let done = 0
  for (const event of masters.values()) {
    if (++done % YIELD_EVERY === 0) await setImmediate()
    try {
      skipped += event.isRecurring()
        ? await expand(event, window, budget, events)
        : keep(event, event.startDate, event.endDate, null, window, events)
    } catch {
      skipped++ // a date ical.js cannot compute (a broken RRULE, a year it cannot hold)
    }
  }
  return { events, skipped }
}

/**
 * The first `max` VEVENT blocks of the text (BEGIN:VEVENT to END:VEVENT lines; a folded line
 * starts with a space, so these lines are whole), and how many more there are: counted only.
 */
function veventBlocks(text: string, max: number): { blocks: string[]; unread: number } {
  const whole = /^BEGIN:VEVENT[ \t]*\r?$[\s\S]*?^END:VEVENT[ \t]*\r?$/gim
  const blocks: string[] = []
  for (let match = whole.exec(text); match && blocks.length < max; match = whole.exec(text)) {
    blocks.push(match[0])
  }
  const begun = text.match(/^BEGIN:VEVENT[ \t]*\r?$/gim)?.length ?? 0
  return { blocks, unread: begun - blocks.length }
}

/** One VEVENT read by ical.js; undefined when it cannot be, 'cancelled' for a cancelled one. */
function readEvent(ical: typeof ICAL, block: string): ICAL.Event | 'cancelled' | undefined {
  try {
    const calendar = new ical.Component(ical.parse(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR`))
    const vevent = calendar.getFirstSubcomponent('vevent')
    if (!vevent || !vevent.hasProperty('dtstart')) return undefined
    const status = vevent.getFirstPropertyValue('status')
    if (typeof status === 'string' && status.trim().toUpperCase() === 'CANCELLED')
      return 'cancelled'
    if (!DATE_PROPERTIES.every((name) => vevent.getAllProperties(name).every(writtenRight))) {
      return undefined
    }
    const event = new ical.Event(vevent)
    // Reading the start now: an unreadable date fails here, as this event's fault.
    if (!dateOf(event.startDate)) return undefined
    event.uid = stableUid(event)
    return event
  } catch {
    return undefined
  }
}

/** The properties whose dates decide the nights: each must be a real date, as written. */
const DATE_PROPERTIES = ['dtstart', 'dtend', 'recurrence-id']
const WRITTEN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z?)?$/

/**
 * Whether a date property's value, as ical.js decoded it, is a real date (and time): ical.js is
 * lenient, and would read a broken 2026120 as 30 November; a broken date makes the event unread.
 */
function writtenRight(property: ICAL.Property): boolean {
  const value: unknown = property.jCal[3]
  const m = typeof value === 'string' ? WRITTEN.exec(value) : null
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  // The day's count in that month, by a year of the same place in the 400-year cycle.
  const days = new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate()
  const time = m[4] === undefined || (Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6]) <= 60)
  return month >= 1 && month <= 12 && day >= 1 && day <= days && time
}

/** The event's UID; without one (or with a huge one), an id made of what it says. */
function stableUid(event: ICAL.Event): string {
  const uid = typeof event.uid === 'string' ? event.uid.trim() : ''
  if (uid && uid.length <= MAX_UID_LENGTH) return uid
  const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32)
  if (uid) return `uid-${hash(uid)}`
  const what = [event.startDate.toString(), event.endDate.toString(), event.summary ?? '']
  return `nouid-${hash(what.join('\n'))}`
}

/**
 * A recurring event's occurrences in the window, each kept under `uid#<its original date>` (an
 * occurrence moved by a RECURRENCE-ID keeps its id). Returns how many were skipped at a cap.
 */
async function expand(
  event: ICAL.Event,
  window: Window,
  budget: { steps: number; occurrences: number },
  events: FeedEvent[],
): Promise<number> {
  const iterator = event.iterator()
  let kept = 0
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (--budget.steps < 0) return 1
    if (budget.steps % YIELD_EVERY === 0) await setImmediate()
    const original = dateOf(next)
    if (!original || original >= window.end) return 0
    const details = event.getOccurrenceDetails(next)
    const before = events.length
    if (keep(event, details.startDate, details.endDate, original, window, events) > 0) return 1
    if (events.length > before && ++kept >= budget.occurrences) {
      const more = dateOf(iterator.next())
      return more !== undefined && more < window.end ? 1 : 0
    }
  }
  return 0
}

/**
 * Adds the event (or one occurrence) to `events` when its nights meet the window, clipped to it.
 * Returns 1 when its dates cannot be read (skipped), else 0.
 */
function keep(
  event: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time,
  occurrence: string | null,
  window: Window,
  events: FeedEvent[],
): number {
  const from = dateOf(start)
  if (!from) return 1
  let to = dateOf(end)
  // An end not after the start (a day's event, no DTEND on a date-time): the night of its date.
  // Past nights need no arithmetic: a start before today cannot reach the window that way.
  if (!to || to <= from) {
    if (from < window.today) return 0
    to = addDays(from, 1)
  }
  if (to <= window.today || from >= window.end) return 0
  events.push({
    uid: occurrence ? `${event.uid}#${occurrence}` : event.uid,
    from: from < window.today ? window.today : from,
    to: to > window.end ? window.end : to,
    kind: kindOf(event.summary),
  })
  return 0
}

/** The date written in a time's own zone, YYYY-MM-DD; undefined outside years 1 to 9999. */
function dateOf(time: ICAL.Time | null | undefined): string | undefined {
  if (!time || !(time.year >= 1 && time.year <= 9999)) return undefined
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`
}
