// Reading an outside calendar's feed (issue 39) into the nights it takes: which dates, and whether
// the booking site says a guest is staying (`reserved`) or the dates are just closed (`blocked`).
// Parsed by ical.js (RFC 5545: folding, escapes, RRULE, EXDATE, RECURRENCE-ID), but for the plain
// event every booking site writes (a UID and two dates as digits), whose dates are its digits:
// that one is read by readPlain, which a property test holds to ical.js's reading.
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
// - Only a text that is not a calendar at all, over the cap, or whose events are all unreadable
//   (read as empty, it would free every night) is a FeedError.
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
  /**
   * Events (by position) not to read: ones that held a parse past its deadline before
   * (feed-parse-thread.ts), skipped with a warning.
   */
  skip?: readonly number[]
  /** Told the position of each event about to be read or expanded (the thread's progress). */
  onEvent?: (position: number) => void
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
const LINES_PER_YIELD = 5_000
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

/**
 * What was not read, and why: the first MAX_WARNINGS in the feed's order, and a count of the rest
 * (150,000 unterminated VEVENTs are 150,000 skips: only the first few are kept as sentences).
 */
class Skips {
  count = 0
  private found: { position: number; sentence: string }[] = []
  /** Warnings found but past the first MAX_WARNINGS by position. */
  private dropped = 0
  /** `position`: the event's place in the feed; none for what concerns the feed as a whole. */
  add(sentence: string, position = Number.POSITIVE_INFINITY, events = 1) {
    this.count += events
    this.found.push({ position, sentence })
    // Now and then, only the earliest are kept: the list stays short whatever the feed.
    if (this.found.length > 4 * MAX_WARNINGS) this.trim()
  }
  /** The event at `position` could not be read: its dates, or what ical.js made of them. */
  unreadable(position: number) {
    this.add(`Event ${position} was skipped: its dates could not be read.`, position)
  }
  private trim() {
    this.found.sort((a, b) => a.position - b.position)
    this.dropped += Math.max(0, this.found.length - MAX_WARNINGS)
    this.found = this.found.slice(0, MAX_WARNINGS)
  }
  get warnings(): string[] {
    this.trim()
    const more = this.dropped
    const sentences = this.found.map((f) => f.sentence)
    if (more === 0) return sentences
    return [
      ...sentences,
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
  const masters = new Map<string, { read: Read; position: number }>()
  let cancelled = 0
  const overrides: { read: Read & { ical: ICAL.Event }; position: number }[] = []
  const skip = new Set(options.skip)
  for (const [index, block] of blocks.entries()) {
    if (index % YIELD_EVERY === YIELD_EVERY - 1) await setImmediate()
    const name = `Event ${block.position}`
    if (skip.has(block.position)) {
      skips.add(`${name} was skipped: its dates took too long to work out.`, block.position)
      continue
    }
    options.onEvent?.(block.position)
    const read = readEvent(ical, block.lines)
    if (read === 'cancelled') {
      cancelled++
      continue
    }
    if (!read) {
      skips.unreadable(block.position)
    } else if (read.ical?.isRecurrenceException()) {
      overrides.push({ read: { ...read, ical: read.ical }, position: block.position })
    } else if (masters.has(read.uid)) {
      // The same UID twice: the first is the event.
      const first = masters.get(read.uid)!.position
      skips.add(`${name} was skipped: it has the same UID as event ${first}.`, block.position)
    } else {
      masters.set(read.uid, { read, position: block.position })
    }
  }
  for (const { read: override, position } of overrides) {
    const master = masters.get(override.uid)?.read.ical
    if (master?.isRecurring()) master.relateException(override.ical)
    else if (!masters.has(override.uid)) masters.set(override.uid, { read: override, position })
    else {
      skips.add(
        `Event ${position} was skipped: it changes an occurrence of an event that has none.`,
        position,
      )
    }
  }
  // A feed with events of which none could be read is broken, not empty (20,000 VEVENTs without
  // their END, a site's export gone wrong): read as no events, it would free every night the
  // link's last import took. It fails instead, and the link keeps them.
  if (masters.size === 0 && cancelled === 0 && skips.count > 0) {
    throw new FeedError(
      `None of the feed's ${skips.count.toLocaleString('en')} events could be read; it was not imported, and the nights of the last import are kept.`,
    )
  }
  const kept = new Kept(options.maxNights ?? NIGHTS_PER_HORIZON_DAY * options.horizonDays)
  const budget = {
    steps: options.maxSteps ?? MAX_RECURRENCE_STEPS,
    occurrences: options.maxOccurrences ?? MAX_OCCURRENCES,
  }
  let done = 0
  for (const { read, position } of masters.values()) {
    if (++done % YIELD_EVERY === 0) await setImmediate()
    const name = `Event ${position}`
    options.onEvent?.(position)
    try {
      if (read.ical?.isRecurring()) {
        const stopped = await expand(read.ical, read.uid, window, budget, kept)
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
      } else if (!keep(read.uid, read.from, read.to, kindOf(read.summary), window, kept)) {
        skips.unreadable(position)
      }
    } catch (error) {
      if (error instanceof FeedTooLarge) throw error
      // A date ical.js cannot compute (a broken RRULE, a year it cannot hold).
      skips.unreadable(position)
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
    // BEGIN:x or END:x only: no other line (a 2 MB DESCRIPTION) is copied to be upper-cased.
    const word = folded || !/^(?:BEGIN|END):/i.test(line) ? '' : line.trimEnd().toUpperCase()
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

/**
 * An event as read: its id, its SUMMARY, its dates as written (`to` undefined: no end given), and
 * ical.js's event when ical.js must expand it (a rule, a moved occurrence) or read it (anything but
 * the plain shape below).
 */
export interface Read {
  uid: string
  summary: string | null
  from: string | undefined
  to: string | undefined
  ical?: ICAL.Event
}

/**
 * One VEVENT: undefined when it cannot be read, 'cancelled' for a cancelled one. The plain shape
 * every booking site exports (a UID, a DTSTART and DTEND written as a date or a date-time, no
 * rule) is read by readPlain: the dates are the ones written, so reading them is taking their
 * digits, and ical.js's parse, component and event for each of 7,000 such events cost two
 * seconds of a 2 MB feed (issue 50: under one). Anything else is ical.js's to read.
 */
export function readEvent(
  ical: typeof ICAL,
  lines: string[],
  /** false: ical.js reads even a plain event (the test that both read it alike). */
  plainFirst = true,
): Read | 'cancelled' | undefined {
  const plain = plainFirst ? readPlain(lines) : 'not plain'
  if (plain !== 'not plain') return plain
  if (lines.some(beyondReason) || subDailyOnDates(lines)) return undefined
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
    // Reading the dates now: an unreadable one fails here, as this event's fault.
    const from = dateOf(event.startDate)
    if (!from) return undefined
    const to = event.isRecurring() ? undefined : dateOf(event.endDate)
    return { uid: stableUid(event), summary: event.summary ?? null, from, to, ical: event }
  } catch {
    return undefined
  }
}

/**
 * Whether a line asks ical.js for work without bound, or for a rule RFC 5545 forbids: such an
 * event is unreadable, skipped at once rather than held until the thread's deadline
 * (feed-parse-thread.ts), which stays for what this misses. Found by the parser's fuzz: a
 * DURATION of 999,999,999 days (6 s, again at each occurrence), an INTERVAL of 9,999,999 (86 s),
 * and rules ical.js 2.2 iterates for ever: a numbered weekday on a daily rule (BYDAY=-1SU),
 * BYWEEKNO outside a yearly one, a month day no month of the rule has (31 February).
 */
function beyondReason(line: string): boolean {
  const property = /^(DURATION|RRULE)[;:]/i.exec(line)
  if (!property) return false
  const value = line.slice(line.indexOf(':') + 1).toUpperCase()
  if (property[1]!.toUpperCase() === 'DURATION') {
    // Weeks, days, hours: anything longer than the calendar's 10,000 years is not a stay.
    const parts = /(\d+)([WDHMS])/g
    let days = 0
    for (let m = parts.exec(value); m; m = parts.exec(value)) {
      days += Number(m[1]) * ({ W: 7, D: 1, H: 1 / 24, M: 1 / 1440, S: 1 / 86400 }[m[2]!] ?? 0)
    }
    return days > 3_660_000
  }
  const pairs = value.split(';').map((part) => part.split('=', 2) as [string, string | undefined])
  const parts = new Map(pairs)
  // A part given twice (RFC 5545 3.3.10: MUST NOT), or a number out of its range (INTERVAL=-1,
  // BYMONTHDAY=0): ical.js reads some of these as rules it never finishes.
  if (parts.size !== pairs.length) return true
  for (const [name, range] of RULE_RANGES) {
    const list = parts.get(name)
    if (list === undefined) continue
    const [min, max, signed] = range
    const bad = list.split(',').some((item) => {
      const n = Number(/^[+-]?\d+/.exec(item)?.[0] ?? NaN)
      const size = signed ? Math.abs(n) : n
      return !Number.isInteger(n) || size < min || size > max || (signed && n === 0)
    })
    if (bad) return true
  }
  const freq = parts.get('FREQ') ?? ''
  const yearly = freq === 'YEARLY'
  if (/[+-]?\d/.test(parts.get('BYDAY') ?? '') && !yearly && freq !== 'MONTHLY') return true
  if (parts.has('BYWEEKNO') && !yearly) return true
  if (parts.has('BYYEARDAY') && !yearly && !['SECONDLY', 'MINUTELY', 'HOURLY'].includes(freq)) {
    return true
  }
  if (parts.has('BYMONTHDAY') && freq === 'WEEKLY') return true
  // A month day that none of the rule's months has: the iterator looks for it for ever.
  const days = (parts.get('BYMONTHDAY') ?? '').split(',').filter(Boolean).map(Number)
  const months = (parts.get('BYMONTH') ?? '').split(',').filter(Boolean).map(Number)
  if (days.length > 0 && months.length > 0) {
    const longest = Math.max(
      ...months.map((m) => [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0),
    )
    if (days.every((d) => Math.abs(d) > longest)) return true
  }
  return false
}

/**
 * A rule of hours, minutes or seconds on an event of whole days (DTSTART a DATE): RFC 5545 has no
 * such occurrences, and ical.js 2.2 steps a date by minutes without moving it (found by the fuzz).
 */
function subDailyOnDates(lines: readonly string[]): boolean {
  const start = lines.find((l) => /^DTSTART[;:]/i.test(l))
  if (!start) return false
  const date = /VALUE=DATE[;:]/i.test(start) || /:\s*\d{8}\s*$/.test(start)
  return date && lines.some((l) => /^RRULE[;:].*FREQ=(HOURLY|MINUTELY|SECONDLY)/i.test(l))
}

/** A rule part's numbers: [least, most, whether negative counts from the end (never 0)]. */
const RULE_RANGES = new Map<string, [number, number, boolean]>([
  ['INTERVAL', [1, 1000, false]],
  ['COUNT', [1, Number.MAX_SAFE_INTEGER, false]],
  ['BYSECOND', [0, 60, false]],
  ['BYMINUTE', [0, 59, false]],
  ['BYHOUR', [0, 23, false]],
  ['BYMONTHDAY', [1, 31, true]],
  ['BYYEARDAY', [1, 366, true]],
  ['BYWEEKNO', [1, 53, true]],
  ['BYMONTH', [1, 12, false]],
  ['BYSETPOS', [1, 366, true]],
])

/** The properties that make an event more than plain: ical.js reads those. */
const NOT_PLAIN = new Set(['RRULE', 'RDATE', 'EXDATE', 'RECURRENCE-ID', 'DURATION'])
const DIGITS = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/

/**
 * A plain event read without ical.js: one UID, one DTSTART, at most one DTEND and one SUMMARY, its
 * dates written as digits (`20261201`, `20261201T140000Z`, any TZID: the date written is the one
 * meant, as ical.js reads it here too) with VALUE=DATE exactly when there is no time. Answers
 * 'not plain' for anything else (a rule, a duration, no UID, a line it cannot split, a date that
 * is not one): ical.js then reads it, and says the same of what it reads both ways.
 */
function readPlain(lines: readonly string[]): Read | 'cancelled' | 'not plain' {
  const seen = new Map<string, { params: string; value: string }>()
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!
    // The property's folded continuations, unfolded (RFC 5545 3.1: one space or tab dropped).
    while (i + 1 < lines.length && /^[ \t]/.test(lines[i + 1]!)) line += lines[++i]!.slice(1)
    const property = splitLine(line)
    if (!property || NOT_PLAIN.has(property.name) || seen.has(property.name)) return 'not plain'
    seen.set(property.name, property)
  }
  const uid = seen.get('UID')
  const start = seen.get('DTSTART')
  const end = seen.get('DTEND')
  if (!uid || !start) return 'not plain'
  const from = writtenDate(start)
  const to = end ? writtenDate(end) : undefined
  if (!from || (end && !to)) return 'not plain'
  const status = seen.get('STATUS')?.value.trim().toUpperCase()
  if (status === 'CANCELLED') return 'cancelled'
  const summary = seen.get('SUMMARY')
  const id = unescapeText(uid.value).trim()
  if (!id) return 'not plain'
  return {
    uid: idOf(id),
    summary: summary ? unescapeText(summary.value) : null,
    from,
    to,
  }
}

/** A content line's name (upper case), parameters and value; undefined without a colon. */
function splitLine(line: string): { name: string; params: string; value: string } | undefined {
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (c === '"') quoted = !quoted
    else if (c === ':' && !quoted) {
      const head = line.slice(0, i)
      const semicolon = head.indexOf(';')
      return {
        name: (semicolon < 0 ? head : head.slice(0, semicolon)).toUpperCase(),
        params: semicolon < 0 ? '' : head.slice(semicolon + 1),
        value: line.slice(i + 1),
      }
    }
  }
  return undefined
}

/** The date a DTSTART or DTEND writes, `YYYY-MM-DD`, when written plainly and real. */
function writtenDate({ params, value }: { params: string; value: string }): string | undefined {
  const m = DIGITS.exec(value.trim())
  if (!m) return undefined
  const isDate = /(?:^|;)VALUE=DATE(?:;|$)/i.test(params)
  if (isDate !== (m[4] === undefined)) return undefined
  const [year, month, day, h, min, sec] = m.slice(1).map((n) => Number(n ?? 0))
  if (year! < 1 || !isRealDate(year!, month!, day!, h!, min!, sec!)) return undefined
  return `${m[1]}-${m[2]}-${m[3]}`
}

/** A TEXT value's escapes undone, as ical.js undoes them (RFC 5545 3.3.11). */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c))

const hashOf = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32)

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
  const [year, month, day, h, min, sec] = m.slice(1).map((n) => Number(n ?? 0))
  return isRealDate(year!, month!, day!, h!, min!, sec!)
}

/** Whether a year, month and day (and a time of day, midnight if none) are real. */
function isRealDate(year: number, month: number, day: number, h = 0, m = 0, s = 0): boolean {
  // The day's count in that month, by a year of the same place in the 400-year cycle.
  const days = new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate()
  const clock = h < 24 && m < 60 && s <= 60
  return month >= 1 && month <= 12 && day >= 1 && day <= days && clock
}

/** A UID as kept: itself, or its hash when it is too long to be an id rather than text. */
const idOf = (uid: string) => (uid.length <= MAX_UID_LENGTH ? uid : `uid-${hashOf(uid)}`)

/** The event's UID; without one (or with a huge one), an id made of what it says. */
function stableUid(event: ICAL.Event): string {
  const uid = typeof event.uid === 'string' ? event.uid.trim() : ''
  if (uid) return idOf(uid)
  const what = [event.startDate.toString(), event.endDate.toString(), event.summary ?? '']
  return `nouid-${hashOf(what.join('\n'))}`
}

/**
 * A recurring event's occurrences in the window, each kept under `uid#<its original date>` (an
 * occurrence moved by a RECURRENCE-ID keeps its id; two on one date are one block). Answers why
 * it stopped before the rule's end, if it did: a cap on occurrences, or on the feed's steps.
 */
async function expand(
  event: ICAL.Event,
  uid: string,
  window: Window,
  budget: { steps: number; occurrences: number },
  kept: Kept,
): Promise<'occurrences' | 'steps' | undefined> {
  const iterator = event.iterator()
  const kind = kindOf(event.summary)
  let taken = 0
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (--budget.steps < 0) return 'steps'
    if (budget.steps % YIELD_EVERY === 0) await setImmediate()
    const original = dateOf(next)
    if (!original || original >= window.end) return undefined
    const details = event.getOccurrenceDetails(next)
    const before = kept.byUid.size
    const [from, to] = [dateOf(details.startDate), dateOf(details.endDate)]
    if (!keep(`${uid}#${original}`, from, to, kind, window, kept)) {
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
 * Adds an event (or one occurrence) to `kept` when its nights meet the window, clipped to it:
 * `from` its first night, `to` the day after its last (undefined: not given, or not readable).
 * Answers false when `from` cannot be read, true otherwise (kept or outside the window).
 */
function keep(
  uid: string,
  from: string | undefined,
  end: string | undefined,
  kind: FeedEventKind,
  window: Window,
  kept: Kept,
): boolean {
  if (!from) return false
  let to = end
  // An end not after the start (a day's event, no DTEND on a date-time): the night of its date.
  // Past nights need no arithmetic: a start before today cannot reach the window that way.
  if (!to || to <= from) {
    if (from < window.today) return true
    to = addDays(from, 1)
  }
  if (to <= window.today || from >= window.end) return true
  kept.add({
    uid,
    from: from < window.today ? window.today : from,
    to: to > window.end ? window.end : to,
    kind,
  })
  return true
}

/** The date written in a time's own zone, YYYY-MM-DD; undefined outside years 1 to 9999. */
function dateOf(time: ICAL.Time | null | undefined): string | undefined {
  if (!time || !(time.year >= 1 && time.year <= 9999)) return undefined
  const pad = (n: number, width: number) => String(n).padStart(width, '0')
  return `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`
}
