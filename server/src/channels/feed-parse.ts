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
// - A feed is hostile until read (issue 50): the text is cut into its VEVENTs by one pass over
//   its lines (never a regular expression that backtracks: 20,000 unterminated VEVENTs took 7.4 s
//   that way), keeping of each only the lines that decide its nights (a 2 MB DESCRIPTION is not
//   handed to ical.js), and the pass yields to the event loop as it goes. Only events overlapping
//   [today, today + horizon) are kept, clipped to it (nights outside it are not the import's
//   business, and a block from year 0001 to 9999 is then the horizon's length); recurrences are
//   expanded within it, at most `maxOccurrences` each and `maxSteps` iterator steps in all; at
//   most `maxEvents` VEVENTs are read (the rest only counted). Occurrences of one event on one
//   day are one night (an HOURLY rule's two hours take the night once).
// - One bad event costs that event, never the feed: it is skipped and named in `warnings` by its
//   position in the feed ("event 12"), never by its own text (a UID may hold markup). The
//   nights the kept events hold, all added up, are capped (`maxNights`): past it the feed is
//   refused whole (FeedTooLarge, the cap in its sentence), and the link keeps its last import.
//   A feed of fourteen lines once stored 9.67 million nights; the cap keeps what an import stores,
//   and so what every availability read loads, in proportion to the horizon.
// - Only a text that is not a calendar at all, or over the cap, is a FeedError.
import { createHash } from 'node:crypto'
import { setImmediate } from 'node:timers/promises'
import type ICAL from 'ical.js'
import { addDays, daysBetween } from '../../../contract/calendar-date'

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
  /**
   * Why, in the staff's words, each naming the event by its position in the feed ("event 12"):
   * at most MAX_WARNINGS of them, the last saying how many more there were.
   */
  warnings: string[]
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
  /** The most nights the kept events may hold, added up; default NIGHTS_PER_HORIZON_DAY x horizon. */
  maxNights?: number
}

/** The text is not a calendar at all: nothing in it can be read. */
export class FeedError extends Error {
  override name = 'FeedError'
}

/** The feed's events hold more nights than a feed may: refused whole, the link keeps its last. */
export class FeedTooLarge extends FeedError {
  override name = 'FeedTooLarge'
}

export const MAX_FEED_EVENTS = 10_000
export const MAX_OCCURRENCES = 1_000
export const MAX_RECURRENCE_STEPS = 20_000
/**
 * The nights a feed's events may hold, added up, per night of the horizon: one unit's feed holds
 * each night at most once, and a booking site's export overlaps itself little (a stay inside a
 * closed stretch); four times the horizon is room for that, and 2,920 nights for 730 days.
 */
export const NIGHTS_PER_HORIZON_DAY = 4
/** Events (or iterator steps) between two yields to the event loop. */
const YIELD_EVERY = 250
/** Lines of the feed read between two yields to the event loop. */
const LINES_PER_YIELD = 20_000
/** A UID longer than this is kept as its hash: an id, not a place to store text. */
const MAX_UID_LENGTH = 255
/** An event's kept lines past this many characters: not a booking site's event, skipped. */
const MAX_EVENT_CHARS = 64 * 1024
/** A SUMMARY longer than this is no booking site's word for a stay: dropped, the event a block. */
const MAX_SUMMARY_CHARS = 256
/** The warnings kept on a link; past them, one line counts the rest. */
export const MAX_WARNINGS = 20

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

/**
 * ical.js, loaded by the first feed read, not with the server: only the channels' sync reads
 * feeds, and loaded at start it held ~1 MB of the server's heap for a sync that may never run.
 */
let icalLibrary: Promise<typeof ICAL> | undefined
const loadIcal = () => (icalLibrary ??= import('ical.js').then((m) => m.default))

/** What was not read, and why: the warnings in the feed's order, counted past MAX_WARNINGS. */
class Skips {
  count = 0
  private readonly found: { position: number; sentence: string }[] = []
  /** `position`: the event's place in the feed; none for what concerns the feed as a whole. */
  add(sentence: string, position = Number.POSITIVE_INFINITY, events = 1) {
    this.count += events
    this.found.push({ position, sentence })
  }
  get warnings(): string[] {
    const sorted = this.found.toSorted((a, b) => a.position - b.position).map((f) => f.sentence)
    if (sorted.length <= MAX_WARNINGS) return sorted
    const more = sorted.length - MAX_WARNINGS
    return [
      ...sorted.slice(0, MAX_WARNINGS),
      `${more.toLocaleString('en')} more ${more === 1 ? 'problem' : 'problems'} like these.`,
    ]
  }
}

/** The kept events by UID: occurrences given twice are one, their nights joined. */
class Kept {
  readonly byUid = new Map<string, FeedEvent>()
  nights = 0
  constructor(private readonly maxNights: number) {}
  add(event: FeedEvent) {
    const before = this.byUid.get(event.uid)
    const length = (e: FeedEvent) => daysBetween(e.from, e.to)
    if (!before) {
      this.byUid.set(event.uid, event)
      this.nights += length(event)
    } else {
      // Two occurrences on one day (an HOURLY rule): one block over both, a stay if either is.
      const joined: FeedEvent = {
        uid: event.uid,
        from: event.from < before.from ? event.from : before.from,
        to: event.to > before.to ? event.to : before.to,
        kind: event.kind === 'reserved' || before.kind === 'reserved' ? 'reserved' : 'blocked',
      }
      this.nights += length(joined) - length(before)
      this.byUid.set(event.uid, joined)
    }
    if (this.nights > this.maxNights) {
      throw new FeedTooLarge(
        `The feed's events hold more than ${this.maxNights.toLocaleString('en')} nights in all ` +
          `(${this.maxNights / NIGHTS_PER_HORIZON_DAY} nights ahead, ${NIGHTS_PER_HORIZON_DAY} times ` +
          'over at most), more than a booking site gives for one unit; it was not imported, and ' +
          'the nights of the last import are kept. Check the link copied from the booking site.',
      )
    }
  }
}

/** Reads a feed's text; throws FeedError only when it is not a calendar, or over the nights' cap. */
export async function parseFeed(text: string, options: ParseFeedOptions): Promise<ParsedFeed> {
  const ical = await loadIcal()
  if (!/^BEGIN:VCALENDAR[ \t]*\r?$/im.test(text)) {
    throw new FeedError('The feed is not a calendar (no BEGIN:VCALENDAR).')
  }
  const window: Window = { today: options.today, end: addDays(options.today, options.horizonDays) }
  const skips = new Skips()
  const blocks = await veventBlocks(text, options.maxEvents ?? MAX_FEED_EVENTS, skips)
  const masters = new Map<string, { event: ICAL.Event; position: number }>()
  const overrides: { event: ICAL.Event; position: number }[] = []
  for (const [index, block] of blocks.entries()) {
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await setImmediate()
    const event = readEvent(ical, block.lines)
    const name = `Event ${block.position}`
    if (event === 'cancelled') continue
    if (!event) {
      skips.add(`${name} was skipped: its dates could not be read.`, block.position)
    } else if (event.isRecurrenceException()) {
      overrides.push({ event, position: block.position })
    } else if (masters.has(event.uid)) {
      // The same UID twice: the first is the event.
      const first = masters.get(event.uid)!.position
      skips.add(`${name} was skipped: it has the same UID as event ${first}.`, block.position)
    } else {
      masters.set(event.uid, { event, position: block.position })
    }
  }
  for (const { event: override, position } of overrides) {
    const master = masters.get(override.uid)?.event
    if (master?.isRecurring()) master.relateException(override)
    else if (!masters.has(override.uid)) masters.set(override.uid, { event: override, position })
    else {
      skips.add(
        `Event ${position} was skipped: it changes an occurrence of an event that has none.`,
        position,
      )
    }
  }
  const kept = new Kept(options.maxNights ?? NIGHTS_PER_HORIZON_DAY * options.horizonDays)
  const budget = {
    steps: options.maxSteps ?? MAX_RECURRENCE_STEPS,
    occurrences: options.maxOccurrences ?? MAX_OCCURRENCES,
  }
  let done = 0
  for (const { event, position } of masters.values()) {
    if (++done % YIELD_EVERY === 0) await setImmediate()
    const name = `Event ${position}`
    try {
      if (event.isRecurring()) {
        const stopped = await expand(event, window, budget, kept)
        if (stopped === 'occurrences') {
          skips.add(
            `${name} repeats more than ${budget.occurrences.toLocaleString('en')} times ahead; the rest of its dates were not read.`,
            position,
          )
        } else if (stopped === 'steps') {
          skips.add(
            `${name} was not read to its end: the feed's repeating events take more than ${(options.maxSteps ?? MAX_RECURRENCE_STEPS).toLocaleString('en')} steps to read.`,
            position,
          )
        }
      } else if (!keep(event, event.startDate, event.endDate, null, window, kept)) {
        skips.add(`${name} was skipped: its dates could not be read.`, position)
      }
    } catch (error) {
      if (error instanceof FeedTooLarge) throw error
      // A date ical.js cannot compute (a broken RRULE, a year it cannot hold).
      skips.add(`${name} was skipped: its dates could not be read.`, position)
    }
  }
  return { events: [...kept.byUid.values()], skipped: skips.count, warnings: skips.warnings }
}

/** The property lines that decide an event's nights and kind; every other line is dropped. */
const NEEDED = new Set([
  'UID',
  'DTSTART',
  'DTEND',
  'DURATION',
  'RRULE',
  'RDATE',
  'EXDATE',
  'RECURRENCE-ID',
  'SUMMARY',
  'STATUS',
])

/** A VEVENT as the scan found it: its needed lines, and its place in the feed (from 1). */
interface Block {
  position: number
  lines: string[]
}

/**
 * The first `max` VEVENTs of the text, by one pass over its lines: each with only its NEEDED
 * property lines (and their folded continuations; nested components such as VALARM dropped).
 * A VEVENT with no END:VEVENT before the next BEGIN:VEVENT or the text's end is skipped, as is
 * one whose kept lines run past MAX_EVENT_CHARS; past `max`, VEVENTs are only counted. The cost is
 * the text's length, whatever its shape; the pass yields to the event loop every few thousand
 * lines.
 */
async function veventBlocks(text: string, max: number, skips: Skips): Promise<Block[]> {
  const lines = text.split(/\r\n|\n|\r/)
  const blocks: Block[] = []
  let position = 0
  let unread = 0
  /** The VEVENT being read, if any: its lines, size, nesting and whether the last line is kept. */
  let open:
    (Block & { size: number; depth: number; keeping: boolean; tooLong: boolean }) | undefined
  const close = (problem?: string) => {
    if (!open) return
    if (problem) skips.add(`Event ${open.position} was skipped: ${problem}.`, open.position)
    else if (open.tooLong) {
      skips.add(
        `Event ${open.position} was skipped: it is longer than a booking site's event.`,
        open.position,
      )
    } else blocks.push({ position: open.position, lines: open.lines })
    open = undefined
  }
  for (let i = 0; i < lines.length; i++) {
    if (i % LINES_PER_YIELD === LINES_PER_YIELD - 1) await setImmediate()
    const line = lines[i]!
    const folded = line.startsWith(' ') || line.startsWith('\t')
    const word = folded ? '' : line.trimEnd().toUpperCase()
    if (word === 'BEGIN:VEVENT') {
      close(open && 'it has no END:VEVENT')
      position++
      if (blocks.length >= max) {
        unread++
        continue
      }
      open = { position, lines: [], size: 0, depth: 0, keeping: false, tooLong: false }
      continue
    }
    if (!open) continue
    if (word === 'END:VEVENT') {
      close()
      continue
    }
    if (word === 'END:VCALENDAR') {
      close('it has no END:VEVENT')
      continue
    }
    if (word.startsWith('BEGIN:')) open.depth++
    if (open.depth > 0) {
      if (word.startsWith('END:')) open.depth--
      open.keeping = false
      continue
    }
    if (folded) {
      if (open.keeping) keepLine(open, line)
      continue
    }
    const name = /^[A-Za-z0-9-]*/.exec(line)![0].toUpperCase()
    // A SUMMARY this long is no booking site's word for a stay: without it, the event is a block.
    open.keeping = NEEDED.has(name) && !(name === 'SUMMARY' && line.length > MAX_SUMMARY_CHARS)
    if (open.keeping) keepLine(open, line)
  }
  close(open && 'it has no END:VEVENT')
  if (unread > 0) {
    skips.add(
      `${unread.toLocaleString('en')} ${unread === 1 ? 'event' : 'events'} past the first ${max.toLocaleString('en')} of the feed were not read.`,
      Number.POSITIVE_INFINITY,
      unread,
    )
  }
  return blocks
}

/** Adds a kept line (or its continuation) to the open event, within the event's size. */
function keepLine(
  open: { lines: string[]; size: number; keeping: boolean; tooLong: boolean },
  line: string,
) {
  open.size += line.length + 2
  if (open.size > MAX_EVENT_CHARS) {
    open.tooLong = true
    open.keeping = false
    return
  }
  open.lines.push(line)
}

/** One VEVENT read by ical.js; undefined when it cannot be, 'cancelled' for a cancelled one. */
function readEvent(ical: typeof ICAL, lines: string[]): ICAL.Event | 'cancelled' | undefined {
  try {
    const text = ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR']
    const calendar = new ical.Component(ical.parse(text.join('\r\n')))
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
 * occurrence moved by a RECURRENCE-ID keeps its id; two on one date are one block). Answers why
 * it stopped before the rule's end, if it did: a cap on occurrences, or on the feed's steps.
 */
async function expand(
  event: ICAL.Event,
  window: Window,
  budget: { steps: number; occurrences: number },
  kept: Kept,
): Promise<'occurrences' | 'steps' | undefined> {
  const iterator = event.iterator()
  let taken = 0
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (--budget.steps < 0) return 'steps'
    if (budget.steps % YIELD_EVERY === 0) await setImmediate()
    const original = dateOf(next)
    if (!original || original >= window.end) return undefined
    const details = event.getOccurrenceDetails(next)
    const before = kept.byUid.size
    if (!keep(event, details.startDate, details.endDate, original, window, kept)) {
      throw new RangeError('an occurrence whose dates cannot be read')
    }
    if (kept.byUid.size > before && ++taken >= budget.occurrences) {
      const more = dateOf(iterator.next())
      return more !== undefined && more < window.end ? 'occurrences' : undefined
    }
  }
  return undefined
}

/**
 * Adds the event (or one occurrence) to `kept` when its nights meet the window, clipped to it.
 * Answers false when its dates cannot be read, true otherwise (kept or outside the window).
 */
function keep(
  event: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time,
  occurrence: string | null,
  window: Window,
  kept: Kept,
): boolean {
  const from = dateOf(start)
  if (!from) return false
  let to = dateOf(end)
  // An end not after the start (a day's event, no DTEND on a date-time): the night of its date.
  // Past nights need no arithmetic: a start before today cannot reach the window that way.
  if (!to || to <= from) {
    if (from < window.today) return true
    to = addDays(from, 1)
  }
  if (to <= window.today || from >= window.end) return true
  kept.add({
    uid: occurrence ? `${event.uid}#${occurrence}` : event.uid,
    from: from < window.today ? window.today : from,
    to: to > window.end ? window.end : to,
    kind: kindOf(event.summary),
  })
  return true
}

/** The date written in a time's own zone, YYYY-MM-DD; undefined outside years 1 to 9999. */
function dateOf(time: ICAL.Time | null | undefined): string | undefined {
  if (!time || !(time.year >= 1 && time.year <= 9999)) return undefined
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`
}
