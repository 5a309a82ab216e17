// The calendar feeds the bench imports (issue 50), made from the hotel's today and booking
// horizon as the server answers them: a booking site's export as Airbnb writes it, filled to the
// size cap; the nights' cap filled with one-night stays (the most blocks a feed may leave, so the
// dearest availability read); and two hostile ones, the fourteen repeating events that once
// stored 9.67 million nights, and the size cap filled with VEVENTs that never end.
import { addDays } from '../../contract/calendar-date'
import { FEED_MAX_BYTES } from '../../server/src/channels/feed-fetch'
import { NIGHTS_PER_HORIZON_DAY } from '../../server/src/channels/feed-parse'

const CRLF = '\r\n'
const compact = (date: string) => date.replaceAll('-', '')
const head = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'VERSION:2.0']
const calendar = (events: string[]) => [...head, ...events, 'END:VCALENDAR', ''].join(CRLF)

/** A short id of `n`, as hex: the feeds' UIDs and reservation codes differ event by event. */
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0')

/** Airbnb's two shapes: a guest's stay (with its reservation's link, folded) and a host's block. */
function airbnbEvent(n: number, from: string, to: string, reserved: boolean): string {
  const lines = [
    'BEGIN:VEVENT',
    'DTSTAMP:20261129T061512Z',
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(to)}`,
    reserved ? 'SUMMARY:Reserved' : 'SUMMARY:Airbnb (Not available)',
    `UID:1418fb94e984-${hex(n, 32)}@airbnb.com`,
  ]
  if (reserved) {
    lines.push(
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/deta',
      ` ils/HM${hex(n * 7919, 8).toUpperCase()}\\nPhone Number (Last 4 Digits): ${String(n % 10_000).padStart(4, '0')}`,
    )
  }
  return [...lines, 'END:VEVENT'].join(CRLF)
}

/** The stays of a busy unit, one after another: 1 to 4 nights each, a night free every so often. */
function* stays(first: string, step: 1 | -1) {
  let day = first
  for (let n = 0; ; n++) {
    const nights = 1 + ((n * 7) % 4)
    const gap = n % 3 === 0 ? 1 : 0
    if (step > 0) {
      yield { n, from: day, to: addDays(day, nights) }
      day = addDays(day, nights + gap)
    } else {
      day = addDays(day, -(nights + gap))
      yield { n, from: day, to: addDays(day, nights) }
    }
  }
}

/**
 * A booking site's export at the size cap: the horizon booked full (stays of 1 to 4 nights, a free
 * night now and then, a host's block every fifth), a year's blocks past it, and the listing's
 * past stays back as far as `maxBytes` allows: thousands of events, most outside the window. Every
 * night ahead is held once: what the import keeps is well under the nights' cap.
 */
export function bookingSiteExport(today: string, horizonDays: number, maxBytes: number) {
  const events: string[] = []
  let n = 0
  let size = Buffer.byteLength(calendar([]))
  const push = (from: string, to: string, reserved: boolean) => {
    const event = airbnbEvent(n++, from, to, reserved)
    const bytes = Buffer.byteLength(event) + CRLF.length
    if (size + bytes > maxBytes) return false
    events.push(event)
    size += bytes
    return true
  }
  const end = addDays(today, horizonDays + 365)
  for (const stay of stays(today, 1)) {
    if (stay.from >= end) break
    push(stay.from, stay.to, stay.n % 5 !== 0)
  }
  for (const stay of stays(today, -1)) {
    if (!push(stay.from, stay.to, stay.n % 5 !== 0)) break
  }
  return { text: calendar(events), events: events.length }
}

/**
 * The most nights a feed may hold, as one-night stays: every night of the horizon taken
 * NIGHTS_PER_HORIZON_DAY times over (a site's overlapping blocks). The most blocks one import
 * can leave, so the availability read with the most to sweep.
 */
export function atNightsCap(today: string, horizonDays: number) {
  const events: string[] = []
  for (let copy = 0; copy < NIGHTS_PER_HORIZON_DAY; copy++) {
    for (let night = 0; night < horizonDays; night++) {
      const from = addDays(today, night)
      events.push(airbnbEvent(copy * horizonDays + night, from, addDays(from, 1), copy === 0))
    }
  }
  return { text: calendar(events), events: events.length }
}

/**
 * Issue 50's feed: fourteen events, each four years long, repeating every day from two years ago
 * to two years ahead (14,000 blocks over 9.67 million nights before the fix). Now refused whole.
 */
export function repeatingForYears(today: string) {
  const [from, to] = [compact(addDays(today, -730)), compact(addDays(today, 730))]
  const events = Array.from({ length: 14 }, (_, i) =>
    [
      'BEGIN:VEVENT',
      `UID:long-${i}@hostile.test`,
      `DTSTART;VALUE=DATE:${from}`,
      `DTEND;VALUE=DATE:${to}`,
      `RRULE:FREQ=DAILY;UNTIL=${to}`,
      'SUMMARY:Not available',
      'END:VEVENT',
    ].join(CRLF),
  )
  return { text: calendar(events), events: events.length }
}

/**
 * BEGIN:VCALENDAR, then `BEGIN:VEVENT` lines with no END up to `maxBytes`, then END:VCALENDAR (so
 * the fetch takes it whole and the parser reads every line: the regular expression that split
 * events once took 7.4 s over 20,000 of them).
 */
export function unendedEvents(maxBytes: number) {
  const line = `BEGIN:VEVENT${CRLF}`
  const frame = `BEGIN:VCALENDAR${CRLF}END:VCALENDAR${CRLF}`
  const count = Math.floor((maxBytes - frame.length) / line.length)
  return { text: `BEGIN:VCALENDAR${CRLF}${line.repeat(count)}END:VCALENDAR${CRLF}`, events: count }
}

export interface BenchFeed {
  name: string
  text: string
  /** VEVENTs written (the unended ones counted as such). */
  events: number
}

/** The bench's feeds, in the order they are imported: the first is the server's first import. */
export const benchFeeds = (today: string, horizonDays: number): BenchFeed[] => [
  {
    name: "a booking site's export at the cap",
    ...bookingSiteExport(today, horizonDays, FEED_MAX_BYTES),
  },
  { name: "one-night blocks at the nights' cap", ...atNightsCap(today, horizonDays) },
  { name: 'issue 50: 14 events repeating daily for years', ...repeatingForYears(today) },
  { name: 'VEVENTs with no END at the cap', ...unendedEvents(FEED_MAX_BYTES) },
]
