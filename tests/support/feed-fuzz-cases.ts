// The feed parser's fuzz cases (server/src/channels/feed-parse.fuzz.test.ts), as fast-check
// arbitraries: feeds built from iCalendar's own vocabulary with the values a broken or hostile
// site sends (dates that do not exist, years 0000 and 9999, any RRULE, EXDATE, RECURRENCE-ID,
// DURATION, UIDs with markup and control characters, huge lines, unbalanced BEGIN and END), the
// booking sites' real exports (tests/fixtures/ical/) and those feeds mutated (lines dropped,
// duplicated, moved, cut, flipped, folded and unfolded), random text, and the window to read in.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { addDays } from '../../contract/calendar-date'
import { HOSTILE_TEXT } from './fuzz-values'

/** Airbnb's, Booking.com's and two channel managers' exports, as they send them. */
export const ICAL_FIXTURES = ['airbnb.ics', 'all-day.ics', 'booking-com.ics', 'date-times.ics'].map(
  (name) => readFileSync(new URL(`../fixtures/ical/${name}`, import.meta.url), 'utf8'),
)

// The vocabulary: the properties that decide nights, with values a broken or hostile site sends.
// Most dates fall near REFERENCE, as does the window's today, so that the feeds' nights meet it.
const REFERENCE = '2026-11-20'
const pad = (n: number, width: number) => String(n).padStart(width, '0')
const near = fc
  .integer({ min: -60, max: 120 })
  .map((d) => addDays(REFERENCE, d).replaceAll('-', ''))
const year = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 2025, max: 2028 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 1969, 1970, 9999) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 9999 }) },
)
// Months 0 and 13, days 0 and 32, 29 February of any year: dates that do not exist.
const anyDate = fc
  .tuple(year, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${pad(y, 4)}${pad(m, 2)}${pad(d, 2)}`)
const date = fc.oneof({ weight: 3, arbitrary: near }, { weight: 2, arbitrary: anyDate })
const time = fc
  .tuple(fc.nat(25), fc.nat(61), fc.nat(61), fc.constantFrom('', 'Z'))
  .map(([h, m, s, z]) => `T${pad(h, 2)}${pad(m, 2)}${pad(s, 2)}${z}`)
const dateValue = fc.oneof(
  { weight: 4, arbitrary: date },
  { weight: 3, arbitrary: fc.tuple(date, time).map(([d, t]) => d + t) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('2026120', '202612011', '2026-12-01', '', 'T120000', '99999999'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
)
const dateParam = fc.constantFrom(
  '',
  ';VALUE=DATE',
  ';VALUE=DATE-TIME',
  ';TZID=Africa/Lagos',
  ';TZID=Nowhere/Else',
  ';TZID="A;B:C"',
  ';RANGE=THISANDFUTURE',
  ';VALUE=PERIOD',
)
const dateLine = fc
  .tuple(
    fc.constantFrom('DTSTART', 'DTEND', 'RECURRENCE-ID', 'EXDATE', 'RDATE', 'dtstart'),
    dateParam,
    fc.array(dateValue, { minLength: 1, maxLength: 3 }),
  )
  .map(([name, param, values]) => `${name}${param}:${values.join(',')}`)
const rrulePart = fc.oneof(
  fc.constantFrom(
    ...['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'HOURLY', 'MINUTELY', 'SECONDLY', 'BOGUS'].map(
      (f) => `FREQ=${f}`,
    ),
  ),
  fc.constantFrom(-1, 0, 1, 2, 3, 99_999_999).map((n) => `COUNT=${n}`),
  // A huge INTERVAL costs ical.js a loop per unit skipped (9,999,999 days: 10 s, weeks: 86 s).
  fc.constantFrom(-1, 0, 1, 2, 1000, 9_999_999).map((n) => `INTERVAL=${n}`),
  dateValue.map((v) => `UNTIL=${v}`),
  fc.constantFrom(
    'BYDAY=MO,TU',
    'BYDAY=5FR',
    'BYDAY=-1SU',
    'BYDAY=53MO',
    'BYMONTHDAY=31,-1,0',
    'BYMONTH=2,13',
    'BYHOUR=9,17',
    'BYMINUTE=0,30',
    'BYSETPOS=-1',
    'BYYEARDAY=366',
    'BYWEEKNO=53',
    'WKST=SU',
  ),
)
const rrule = fc
  .tuple(
    rrulePart.filter((p) => p.startsWith('FREQ')),
    fc.array(rrulePart, { maxLength: 4 }),
  )
  .map(([freq, rest]) => `RRULE:${[freq, ...rest].join(';')}`)
// A huge DURATION costs ical.js a loop per month it spans (P999999999D: 6 s), at each occurrence.
const duration = fc
  .constantFrom(
    ...['P1D', 'PT1H', 'P4W', '-P1D', 'P0D', 'PT0S', 'P', 'P1Y', 'P1DT25H'],
    ...['P99999999D', 'P999999999D', 'P99999999W'],
  )
  .map((d) => `DURATION:${d}`)
// UIDs with markup and control characters, past the kept length, or like an occurrence's id.
const uid = fc
  .oneof(
    fc.constantFrom('a@x', 'b@x', 'a@x#2026-12-01', 'uid-x', '', 'x'.repeat(300)),
    fc.constantFrom(...HOSTILE_TEXT.filter((t) => !/[\r\n]/.test(t))),
    fc.string({ maxLength: 12 }),
  )
  .map((u) => `UID:${u}`)
const other = fc.oneof(
  fc
    .constantFrom('Reserved', 'reserved ', 'Airbnb (Not available)', 'CLOSED - Not available')
    .map((s) => `SUMMARY:${s}`),
  fc.constantFrom('CANCELLED', 'cancelled', 'CONFIRMED').map((s) => `STATUS:${s}`),
  fc.constantFrom(...HOSTILE_TEXT).map((t) => `SUMMARY:${t}`),
  fc.string({ maxLength: 30 }).map((t) => `DESCRIPTION:${t}`),
)
const property = fc.oneof(
  { weight: 4, arbitrary: dateLine },
  { weight: 2, arbitrary: rrule },
  { weight: 1, arbitrary: duration },
  { weight: 2, arbitrary: uid },
  { weight: 2, arbitrary: other },
)
// BEGIN and END of every component, in any case, some with trailing blanks.
const structure = fc
  .tuple(
    fc.constantFrom('BEGIN', 'END', 'begin', 'End'),
    fc.constantFrom(
      'VCALENDAR',
      'VEVENT',
      'VEVENT',
      'VALARM',
      'VTIMEZONE',
      'STANDARD',
      'X-ODD',
      '',
    ),
    fc.constantFrom('', '', ' ', '\t'),
  )
  .map(([word, name, blank]) => `${word}:${name}${blank}`)
// Up to 100 KB, past the 64 KB an event may keep; rare, or every case would cost its bytes.
const huge = fc
  .tuple(fc.constantFrom('DESCRIPTION:', 'UID:', 'SUMMARY:', 'RRULE:FREQ=DAILY;', ''), fc.nat(100))
  .map(([name, k]) => name + 'x'.repeat(k * 1000))
const folded = fc
  .tuple(fc.constantFrom(' ', '\t'), fc.string({ maxLength: 40 }))
  .map((p) => p.join(''))
const line = fc.oneof(
  { weight: 40, arbitrary: property },
  { weight: 15, arbitrary: structure },
  { weight: 10, arbitrary: folded },
  { weight: 10, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 1, arbitrary: huge },
)

// Most events have a real start (and end) near REFERENCE, so that the hostile lines beside them
// meet the expansion and the window, not only the refusal of an unreadable event.
const realTime = fc
  .tuple(fc.nat(23), fc.nat(59), fc.nat(59), fc.constantFrom('', 'Z'))
  .map(([h, m, s, z]) => `T${pad(h, 2)}${pad(m, 2)}${pad(s, 2)}${z}`)
const realDate = (name: string) =>
  fc.oneof(
    near.map((d) => `${name};VALUE=DATE:${d}`),
    fc.tuple(near, realTime).map(([d, t]) => `${name}:${d}${t}`),
    fc.tuple(near, realTime).map(([d, t]) => `${name};TZID=Africa/Lagos:${d}${t.replace('Z', '')}`),
  )
const vevent = fc
  .tuple(
    fc.oneof(
      { weight: 3, arbitrary: realDate('DTSTART') },
      { weight: 1, arbitrary: dateLine.map((l) => l.replace(/^[^;:]+/, 'DTSTART')) },
    ),
    uid,
    fc.option(fc.oneof(realDate('DTEND'), duration), { freq: 4 }),
    fc.option(rrule, { freq: 2 }),
    fc.array(line, { maxLength: 5 }),
    fc.option(fc.array(line, { maxLength: 3 }), { freq: 4 }),
    fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
  )
  .map(([start, id, end, rule, lines, alarm, ended]) => [
    'BEGIN:VEVENT',
    start,
    id,
    ...(end ? [end] : []),
    ...(rule ? [rule] : []),
    ...lines,
    ...(alarm ? ['BEGIN:VALARM', ...alarm, 'END:VALARM'] : []),
    ...(ended ? ['END:VEVENT'] : []),
  ])
const separator = fc.constantFrom('\r\n', '\r\n', '\n', '\r')
/** A feed in iCalendar's shape, its lines to mutate. */
const generatedLines = fc
  .tuple(
    fc.array(fc.oneof({ weight: 4, arbitrary: vevent }, fc.array(line, { maxLength: 3 })), {
      maxLength: 8,
    }),
    fc.boolean(),
  )
  .map(([parts, ended]) => [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    ...parts.flat(),
    ...(ended ? ['END:VCALENDAR'] : []),
  ])

// Each mutation is a few numbers, applied to the lines modulo their count: it shrinks well.
const mutation = fc.oneof(
  fc.record({ op: fc.constantFrom('drop', 'duplicate', 'unfold', 'join'), at: fc.nat() }),
  fc.record({ op: fc.constant('move'), at: fc.nat(), to: fc.nat() }),
  fc.record({ op: fc.constant('truncate'), at: fc.nat(), char: fc.nat() }),
  fc.record({
    op: fc.constant('flip'),
    at: fc.nat(),
    char: fc.nat(),
    by: fc.oneof(
      fc.constantFrom('\u0000', '\r', '\n', ' ', ':', ';', ',', '\\', '"', '\ud800', '\u2028'),
      fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
    ),
  }),
  fc.record({
    op: fc.constant('fold'),
    at: fc.nat(),
    char: fc.nat(),
    by: fc.constantFrom('\r\n ', '\r\n\t', '\r\n', '\n '),
  }),
  fc.record({ op: fc.constantFrom('insert', 'replace'), at: fc.nat(), by: line }),
)
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never

function mutate(source: readonly string[], mutations: Mutation[]): string[] {
  const lines = [...source]
  for (const m of mutations) {
    if (lines.length === 0) return lines
    const i = m.at % lines.length
    const text = lines[i]!
    const at = 'char' in m ? m.char % (text.length + 1) : 0
    if (m.op === 'drop') lines.splice(i, 1)
    if (m.op === 'duplicate') lines.splice(i, 0, text)
    if (m.op === 'unfold') lines[i] = text.replace(/^[ \t]+/, '')
    if (m.op === 'join') lines.splice(i, 2, text + (lines[i + 1] ?? ''))
    if (m.op === 'move') lines.splice(m.to % lines.length, 0, ...lines.splice(i, 1))
    if (m.op === 'truncate') lines.splice(i, lines.length, text.slice(0, at))
    if (m.op === 'flip') lines[i] = text.slice(0, at) + m.by + text.slice(at + 1)
    if (m.op === 'fold') lines[i] = text.slice(0, at) + m.by + text.slice(at)
    if (m.op === 'insert') lines.splice(i, 0, m.by)
    if (m.op === 'replace') lines[i] = m.by
  }
  return lines
}

// Today mostly near REFERENCE and the fixtures' dates (November 2026 to 2028). At most 500
// recurrence steps a case: the default 20,000 cost about a second apiece, and the cap's own logic
// is met as often at 500.
export const fuzzOptions = fc
  .tuple(
    fc.oneof(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -400, max: 500 })),
    fc.oneof(fc.integer({ min: 30, max: 400 }), fc.integer({ min: 1, max: 1100 })),
  )
  .map(([offset, horizonDays]) => ({
    today: addDays(REFERENCE, offset),
    horizonDays,
    maxSteps: 500,
  }))
const source = fc.oneof(
  fc.constantFrom(...ICAL_FIXTURES).map((text) => text.split(/\r?\n/)),
  generatedLines,
)
/** The fixtures, or built feeds, mutated. */
export const mutatedFeeds = fc
  .tuple(source, fc.array(mutation, { minLength: 1, maxLength: 8 }), separator)
  .map(([lines, mutations, eol]) => mutate(lines, mutations).join(eol))
/** Feeds built from the vocabulary. */
export const builtFeeds = fc.tuple(generatedLines, separator).map(([lines, eol]) => lines.join(eol))
/** Characters of any kind, with the words and separators a calendar's lines are made of. */
const token = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ...['\r\n', '\n', '\r', ' ', ':', ';', ',', '=', 'T', 'Z', '2026', '1201'],
      ...['BEGIN:VEVENT', 'END:VEVENT', 'DTSTART', 'DTEND', 'RRULE:FREQ=DAILY', 'UID'],
    ),
  },
)
/** Random text, some of it after a calendar's first lines. */
export const randomTexts = fc
  .tuple(
    fc.constantFrom('', 'BEGIN:VCALENDAR\r\n', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n'),
    fc.string({ maxLength: 400, unit: token }),
  )
  .map((parts) => parts.join(''))
