// What a hostile or broken booking site's server answers (issue 50), for the feed server
// (feed-server.ts): the calendars, and the raw bytes no well-behaved server sends (a Location that
// is no URL, a header the HTTP parser refuses, a body cut off or reset). Each answer is a case of
// the server's promise: it stays up, the link says the import failed, and the nights the link's
// last good import gave stay taken. Dates are the hotel's, from a `today` the test reads.
import { addDays } from '../../contract/calendar-date'
import type { FeedAnswer } from './feed-server'

/** The secret a booking site puts in its feed's URL: never in the server's log, nor an answer. */
export const FEED_SECRET = 'SECRET123'
/** A feed's path and query, as the booking sites give them: `/name.ics?s=SECRET123`. */
export const feedPath = (name: string) => `/${name}.ics?s=${FEED_SECRET}`

const compact = (date: string) => date.replaceAll('-', '')
const CRLF = '\r\n'

/** One VEVENT of these property lines. */
export const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join(CRLF)

/** A guest's stay over the nights [from, to) as Airbnb writes it (DTEND exclusive). */
export const stay = (uid: string, from: string, to: string) =>
  vevent(
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(to)}`,
    'SUMMARY:Reserved',
  )

/** A calendar of these VEVENTs; `end: false` leaves out its END:VCALENDAR. */
export function calendar(events: readonly string[], { end = true } = {}): string {
  const head = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//hostile//feed//EN']
  return [...head, ...events, ...(end ? ['END:VCALENDAR'] : [])].join(CRLF) + CRLF
}

/** The five stays of a good feed, from `today`: nights 10-11, 15-17, 20, 25-27, 30-31 (11). */
export function fiveStays(today: string): string[] {
  const spans: [number, number][] = [
    [10, 12],
    [15, 18],
    [20, 21],
    [25, 28],
    [30, 32],
  ]
  return spans.map(([from, to], i) =>
    stay(`stay-${i + 1}@hostile.test`, addDays(today, from), addDays(today, to)),
  )
}
export const FIVE_STAYS_NIGHTS = 11

/** An answer written byte for byte: the status line, these header lines, then the body. */
export function rawAnswer(status: string, headers: (string | Buffer)[], body = ''): Buffer {
  const lines = headers.flatMap((h) => [
    typeof h === 'string' ? Buffer.from(h, 'latin1') : h,
    Buffer.from(CRLF),
  ])
  return Buffer.concat([
    Buffer.from(`HTTP/1.1 ${status}${CRLF}`),
    ...lines,
    Buffer.from(CRLF),
    Buffer.from(body, 'utf8'),
  ])
}

/** A 302 to `location` (its bytes as given: a Buffer is sent as raw UTF-8). */
const redirect = (location: string | Buffer): FeedAnswer => ({
  raw: rawAnswer('302 Found', [
    Buffer.concat([Buffer.from('Location: '), Buffer.from(location)]),
    'Content-Length: 0',
    'Connection: close',
  ]),
})

export interface HostileCase {
  name: string
  /** What the feed's path answers, and any other path the case needs (its redirects' targets). */
  answers(path: string, today: string): [string, FeedAnswer][]
  /** The import succeeds (a relative redirect to a good feed): every other case fails. */
  imports?: true
}

const one =
  (answer: (today: string) => FeedAnswer) =>
  (path: string, today: string): [string, FeedAnswer][] => [[path, answer(today)]]

/** The whole good feed's text, and the same cut after its second event (no END:VCALENDAR). */
const fullText = (today: string) => calendar(fiveStays(today))
const cutText = (today: string) => calendar(fiveStays(today).slice(0, 2), { end: false })

/**
 * Bodies that are not whole: cut off, shorter than their Content-Length, without END:VCALENDAR,
 * cut in a chunk, reset. Each is a failed fetch that keeps the nights (before issue 50, the cut,
 * the missing END:VCALENDAR and the reset were imported: the nights they left out were freed).
 */
export const CUT_FEEDS: HostileCase[] = [
  {
    name: 'a body cut off after 2 of 5 events (Connection: close, no length)',
    answers: one((today) => ({
      raw: rawAnswer(
        '200 OK',
        ['Content-Type: text/calendar', 'Connection: close'],
        cutText(today),
      ),
    })),
  },
  {
    name: 'a body shorter than its Content-Length',
    answers: one((today) => ({
      raw: rawAnswer(
        '200 OK',
        [
          'Content-Type: text/calendar',
          `Content-Length: ${Buffer.byteLength(fullText(today)) + 500}`,
          'Connection: close',
        ],
        fullText(today),
      ),
    })),
  },
  {
    name: 'a calendar without its END:VCALENDAR',
    answers: one((today) => ({ calendar: calendar(fiveStays(today), { end: false }) })),
  },
  {
    name: 'a chunked body cut in the middle of a chunk',
    answers: one((today) => {
      const text = fullText(today)
      const size = Buffer.byteLength(text).toString(16)
      return {
        raw: rawAnswer(
          '200 OK',
          ['Content-Type: text/calendar', 'Transfer-Encoding: chunked'],
          `${size}\r\n${text.slice(0, text.length / 2)}`,
        ),
      }
    }),
  },
  {
    name: 'a connection reset after 2 of 5 events',
    answers: one((today) => ({
      raw: rawAnswer('200 OK', ['Content-Type: text/calendar'], cutText(today)),
      then: 'reset',
    })),
  },
]

/** Everything else a remote can send that no good server does. */
export const HOSTILE_ANSWERS: HostileCase[] = [
  { name: 'a redirect to "http://["', answers: one(() => redirect('http://[')) },
  {
    name: 'a redirect to raw UTF-8 bytes (https://127。0。0。1/)',
    answers: one(() => redirect(Buffer.from('https://127。0。0。1/', 'utf8'))),
  },
  {
    name: 'a redirect to a port past 65535',
    answers: one(() => redirect('http://127.0.0.1:99999/')),
  },
  { name: 'a redirect to "http://%zz/"', answers: one(() => redirect('http://%zz/')) },
  { name: 'a redirect to "//" (no host)', answers: one(() => redirect('//')) },
  { name: 'a redirect to "https://" (no host)', answers: one(() => redirect('https://')) },
  {
    name: 'a redirect whose Location holds a control character',
    answers: one(() => redirect(Buffer.from('http://\x01/', 'latin1'))),
  },
  { name: 'a redirect with an empty Location', answers: one(() => redirect('')) },
  { name: 'a redirect to file:///etc/passwd', answers: one(() => redirect('file:///etc/passwd')) },
  {
    name: 'a good relative redirect, then one to "http://["',
    answers: (path) => [
      [path, redirect(`${path.split('?')[0]}.next?s=x`)],
      [`${path.split('?')[0]}.next`, redirect('http://[')],
    ],
  },
  { name: 'a redirect to itself, again and again', answers: (path) => [[path, redirect(path)]] },
  {
    name: 'two Content-Length headers',
    answers: one((today) => ({
      raw: rawAnswer('200 OK', ['Content-Length: 5', 'Content-Length: 6'], fullText(today)),
    })),
  },
  {
    name: 'a Content-Length that is not a number',
    answers: one((today) => ({
      raw: rawAnswer('200 OK', ['Content-Length: many'], fullText(today)),
    })),
  },
  {
    name: 'a header of 64 KB',
    answers: one((today) => ({
      raw: rawAnswer('200 OK', [`X-Padding: ${'a'.repeat(64 * 1024)}`], fullText(today)),
    })),
  },
  {
    name: 'no status line, the calendar alone',
    answers: one((today) => ({ raw: fullText(today) })),
  },
  {
    name: 'a chunk size that is not hexadecimal',
    answers: one((today) => ({
      raw: rawAnswer('200 OK', ['Transfer-Encoding: chunked'], `zz\r\n${fullText(today)}`),
    })),
  },
  {
    name: 'a calendar in UTF-16, NUL bytes between its letters',
    answers: one((today) => ({
      raw: Buffer.concat([
        rawAnswer('200 OK', ['Content-Type: text/calendar', 'Connection: close']),
        Buffer.from(fullText(today), 'utf16le'),
      ]),
    })),
  },
  ...CUT_FEEDS,
  {
    name: 'a relative redirect to a good feed (imported)',
    imports: true,
    answers: (path, today) => {
      const target = `${path.split('?')[0]}.good`
      return [
        [path, redirect(`${target}?s=${FEED_SECRET}`)],
        [target, { calendar: fullText(today) }],
      ]
    },
  },
]

/**
 * Feeds that once stalled the server: small and well-formed, or huge and broken. `cap`: the
 * import must be refused by the cap on a feed's total nights, its error naming the cap;
 * `imports`: it must be imported, with these nights. Neither: either way, promptly.
 */
export interface StallingFeed {
  name: string
  text(today: string): string
  cap?: true
  /** Refused without naming a cap: its events are all unreadable (read as none, nights freed). */
  fails?: true
  imports?: number
}

/** The events `event(i)` makes, from i = 0, as many as fit in a feed of 2 MB less a little. */
function upTo2MB(event: (i: number) => string): string[] {
  const events: string[] = []
  for (let size = 0, i = 0; size < 2 * 1024 * 1024 - 2_000; i++) {
    events.push(event(i))
    size += events.at(-1)!.length + 2
  }
  return events
}

export const STALLING_FEEDS: StallingFeed[] = [
  {
    name: '14 events repeating daily from two years ago, each lasting four years',
    cap: true,
    text: (today) =>
      calendar(
        Array.from({ length: 14 }, (_, i) =>
          vevent(
            `UID:forever-${i}@hostile.test`,
            'DTSTAMP:20260101T000000Z',
            `DTSTART;VALUE=DATE:${compact(addDays(today, -730 + i))}`,
            `DTEND;VALUE=DATE:${compact(addDays(today, 730 + i))}`,
            'RRULE:FREQ=DAILY',
            'SUMMARY:Not available',
          ),
        ),
      ),
  },
  {
    name: '10,000 events from the year 0001 to 9999',
    cap: true,
    text: () =>
      calendar(
        Array.from({ length: 10_000 }, (_, i) =>
          vevent(
            `UID:ages-${i}@hostile.test`,
            'DTSTART;VALUE=DATE:00010101',
            'DTEND;VALUE=DATE:99991231',
          ),
        ),
      ),
  },
  {
    name: '20,000 BEGIN:VEVENT lines with no END',
    fails: true,
    text: () =>
      ['BEGIN:VCALENDAR', ...Array<string>(20_000).fill('BEGIN:VEVENT'), 'END:VCALENDAR'].join(
        CRLF,
      ) + CRLF,
  },
  {
    name: 'a feed of 2 MB less a little: some 15,000 one-night stays over the next 700 nights',
    text: (today) =>
      calendar(
        upTo2MB((i) => {
          const from = addDays(today, i % 700)
          return stay(`night-${i}@hostile.test`, from, addDays(from, 1))
        }),
      ),
  },
  {
    name: 'a feed of 2 MB less a little: the 5 stays ahead, then years of stays past',
    imports: FIVE_STAYS_NIGHTS,
    text: (today) =>
      calendar([
        ...fiveStays(today),
        ...upTo2MB((i) => {
          const from = addDays(today, -2 * (i + 1))
          return stay(`past-${i}@hostile.test`, from, addDays(from, 1))
        }),
      ]),
  },
]
