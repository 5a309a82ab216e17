// The feed's reading, on real-format exports (tests/fixtures/ical/) and on hostile ones made here.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import ICAL from 'ical.js'
import fc from 'fast-check'
import { FeedError, FeedTooLarge, kindOf, parseFeed, readEvent } from './feed-parse'

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/ical/${name}`, import.meta.url), 'utf8')
const calendar = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Feed//EN',
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n')
const vevent = (...lines: string[]) => [
  'BEGIN:VEVENT',
  'DTSTAMP:20261120T000000Z',
  ...lines,
  'END:VEVENT',
]
const year = { today: '2026-11-20', horizonDays: 365 }

describe('parseFeed on the booking sites’ exports', () => {
  it("reads Airbnb's: stays as reserved, blocks as blocked, DTEND exclusive", async () => {
    const { events, skipped } = await parseFeed(fixture('airbnb.ics'), year)
    expect(events).toEqual([
      {
        uid: '7f3a2c1e9b4d-4c5e8a1f2b3d6e7f@airbnb.com',
        from: '2026-11-20',
        to: '2026-11-23',
        kind: 'blocked',
      },
      {
        uid: '1418fb94e984-0f4c1b4b2b2c3b7f7e1d9a0b5c8e6f3a@airbnb.com',
        from: '2026-11-27',
        to: '2026-11-30',
        kind: 'reserved',
      },
      {
        uid: '1418fb94e984-5d2e7c9a1b8f4e3d6c0a2b1f9e8d7c6b@airbnb.com',
        from: '2026-12-18',
        to: '2026-12-26',
        kind: 'reserved',
      },
      {
        uid: '7f3a2c1e9b4d-8b1d4f6a2c9e3b5d@airbnb.com',
        from: '2027-01-08',
        to: '2027-01-10',
        kind: 'blocked',
      },
      // The rolling block from 2027-11-20 starts where the year's window ends: not kept.
    ])
    expect(skipped).toBe(0)
    // Nothing of the DESCRIPTION (reservation URL, phone digits) is kept.
    expect(JSON.stringify(events)).not.toMatch(/HMABCDE123|6789|airbnb\.com\/hosting/)
  })

  it("reads Booking.com's: every event a block", async () => {
    const { events } = await parseFeed(fixture('booking-com.ics'), year)
    expect(events.map((e) => [e.from, e.to, e.kind])).toEqual([
      ['2026-12-04', '2026-12-07', 'blocked'],
      ['2026-12-24', '2026-12-25', 'blocked'],
      ['2027-01-02', '2027-01-09', 'blocked'],
    ])
  })

  it('reads date-times as the dates written in their zone; a check-out at midnight is that date', async () => {
    const { events } = await parseFeed(fixture('date-times.ics'), year)
    expect(events.map((e) => [e.uid.split('@')[0], e.from, e.to])).toEqual([
      ['dt-midnight-1', '2026-12-01', '2026-12-04'], // TZID Africa/Lagos, out at 00:00: 3 nights
      ['dt-utc-2', '2026-12-10', '2026-12-12'],
      ['dt-late-utc-3', '2026-12-14', '2026-12-16'], // 23:00Z is still the 14th in UTC
      ['dt-floating-4', '2026-12-20', '2026-12-22'], // floating: the hotel's wall clock
    ])
  })

  it('reads all-day events: DTEND exclusive, no DTEND one night, DURATION honoured, CANCELLED not kept', async () => {
    const { events, skipped } = await parseFeed(fixture('all-day.ics'), year)
    expect(events.map((e) => [e.uid.split('@')[0], e.from, e.to])).toEqual([
      ['date-1', '2026-12-05', '2026-12-06'],
      ['date-2', '2026-12-28', '2027-01-02'],
      ['date-3-no-end', '2027-01-15', '2027-01-16'],
      ['date-4-duration', '2027-02-01', '2027-02-05'],
    ])
    expect(skipped).toBe(0)
  })
})

describe('parseFeed: the window', () => {
  it('keeps only events meeting [today, today + horizon), clipped to it', async () => {
    const { events } = await parseFeed(fixture('airbnb.ics'), {
      today: '2026-11-28',
      horizonDays: 30,
    })
    expect(events.map((e) => [e.from, e.to, e.kind])).toEqual([
      ['2026-11-28', '2026-11-30', 'reserved'], // a stay under way: its nights from today
      ['2026-12-18', '2026-12-26', 'reserved'],
    ])
    const short = await parseFeed(fixture('airbnb.ics'), { today: '2026-11-28', horizonDays: 21 })
    expect(short.events.map((e) => [e.from, e.to])).toEqual([
      ['2026-11-28', '2026-11-30'],
      ['2026-12-18', '2026-12-19'],
    ])
  })
})

describe('parseFeed: recurring events', () => {
  it('expands a weekly rule only within the window, honouring EXDATE and a moved occurrence', async () => {
    const text = calendar(
      ...vevent(
        'UID:weekly@owner.example.org',
        'DTSTART;VALUE=DATE:20200106',
        'DTEND;VALUE=DATE:20200108',
        'RRULE:FREQ=WEEKLY',
        'EXDATE;VALUE=DATE:20261130',
        'SUMMARY:Owner stays',
      ),
      ...vevent(
        'UID:weekly@owner.example.org',
        'RECURRENCE-ID;VALUE=DATE:20261207',
        'DTSTART;VALUE=DATE:20261209',
        'DTEND;VALUE=DATE:20261210',
        'SUMMARY:Owner stays',
      ),
    )
    const { events, skipped } = await parseFeed(text, { today: '2026-11-20', horizonDays: 28 })
    expect(events.map((e) => [e.uid, e.from, e.to])).toEqual([
      ['weekly@owner.example.org#2026-11-23', '2026-11-23', '2026-11-25'],
      ['weekly@owner.example.org#2026-12-07', '2026-12-09', '2026-12-10'],
      ['weekly@owner.example.org#2026-12-14', '2026-12-14', '2026-12-16'],
    ])
    expect(skipped).toBe(0)
  })

  it('caps the occurrences of one event, and counts the rest as skipped', async () => {
    const text = calendar(
      ...vevent(
        'UID:daily@x.example.org',
        'DTSTART;VALUE=DATE:20261120',
        'RRULE:FREQ=DAILY;COUNT=99999999',
      ),
    )
    const { events, skipped } = await parseFeed(text, { ...year, maxOccurrences: 50 })
    expect(events).toHaveLength(50)
    expect(events[49]).toMatchObject({ from: '2027-01-08', to: '2027-01-09' })
    expect(skipped).toBe(1)
  })

  it('stops a rule that would iterate for ever before the window (every second from year 1)', async () => {
    const text = calendar(
      ...vevent(
        'UID:secondly@x.example.org',
        'DTSTART:00010101T000000Z',
        'DTEND:00010101T000001Z',
        'RRULE:FREQ=SECONDLY',
      ),
      ...vevent(
        'UID:plain@x.example.org',
        'DTSTART;VALUE=DATE:20261201',
        'DTEND;VALUE=DATE:20261203',
      ),
    )
    const started = performance.now()
    const { events, skipped } = await parseFeed(text, year)
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(events.map((e) => e.uid)).toEqual(['plain@x.example.org'])
    expect(skipped).toBe(1)
  })
})

describe('parseFeed on hostile feeds', () => {
  it('skips an event with broken lines and reads the others', async () => {
    const text = calendar(
      ...vevent('UID:broken-1', 'DTSTART;VALUE=DATE:2026120', 'DTEND;VALUE=DATE:20261203'),
      ...vevent('UID:broken-1b', 'DTSTART;VALUE=DATE:20261301', 'DTEND;VALUE=DATE:20261303'),
      ...vevent('UID:broken-1c', 'DTSTART:20261201T250000Z', 'DTEND;VALUE=DATE:20261203'),
      // A line with no colon is none of the lines that decide the nights: dropped, and the event
      // read (ical.js alone would refuse the whole event for it).
      ...vevent('UID:broken-2', 'this line has no colon', 'DTSTART;VALUE=DATE:20261201'),
      ...vevent('UID:broken-3', 'DTEND;VALUE=DATE:20261203'), // no DTSTART
      ...vevent('UID:broken-4', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=NEVERLY;COUNT=x'),
      ...vevent('UID:good', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
      'BEGIN:VEVENT',
      'UID:unterminated',
    )
    const { events, skipped, warnings } = await parseFeed(text, year)
    expect(events.map((e) => e.uid)).toEqual(['broken-2', 'good'])
    expect(skipped).toBe(6)
    // Each skipped event named by its place in the feed, never by its own text.
    expect(warnings).toEqual([
      'Event 1 was skipped: its dates could not be read.',
      'Event 2 was skipped: its dates could not be read.',
      'Event 3 was skipped: its dates could not be read.',
      'Event 5 was skipped: its dates could not be read.',
      'Event 6 was skipped: its dates could not be read.',
      'Event 8 was skipped: it has no END:VEVENT.',
    ])
  })

  it('reads a time zone that does not exist as UTC: the date written', async () => {
    const text = calendar(
      ...vevent(
        'UID:mars',
        'DTSTART;TZID=Mars/Olympus_Mons:20261201T230000',
        'DTEND;TZID=Mars/Olympus_Mons:20261203T100000',
      ),
    )
    expect((await parseFeed(text, year)).events).toEqual([
      { uid: 'mars', from: '2026-12-01', to: '2026-12-03', kind: 'blocked' },
    ])
  })

  it('puts years 0001 and 9999 outside the window, and clips a block across them to it', async () => {
    const text = calendar(
      ...vevent('UID:ancient', 'DTSTART;VALUE=DATE:00010101', 'DTEND;VALUE=DATE:00010103'),
      ...vevent('UID:far', 'DTSTART;VALUE=DATE:99991230', 'DTEND;VALUE=DATE:99991231'),
      ...vevent('UID:always', 'DTSTART;VALUE=DATE:00010101', 'DTEND;VALUE=DATE:99991231'),
    )
    const { events } = await parseFeed(text, year)
    expect(events).toEqual([
      { uid: 'always', from: '2026-11-20', to: '2027-11-20', kind: 'blocked' },
    ])
  })

  it('keeps no text beyond the kind: markup in SUMMARY is gone', async () => {
    const text = calendar(
      ...vevent(
        'UID:x',
        'DTSTART;VALUE=DATE:20261201',
        'DTEND;VALUE=DATE:20261202',
        'SUMMARY:<script>alert(1)</script>Reserved',
      ),
      ...vevent(
        'UID:y',
        'DTSTART;VALUE=DATE:20261203',
        'DTEND;VALUE=DATE:20261204',
        'SUMMARY:<b>Reserved</b>',
      ),
    )
    const { events } = await parseFeed(text, year)
    expect(events.map((e) => e.kind)).toEqual(['blocked', 'blocked'])
    expect(JSON.stringify(events)).not.toMatch(/[<>]/)
  })

  it('gives an event without UID a stable id from its dates and summary', async () => {
    const text = (start: string) =>
      calendar(
        ...vevent(`DTSTART;VALUE=DATE:${start}`, 'DTEND;VALUE=DATE:20261210', 'SUMMARY:Blocked'),
      )
    const first = (await parseFeed(text('20261201'), year)).events[0]!
    const again = (await parseFeed(text('20261201'), year)).events[0]!
    const moved = (await parseFeed(text('20261202'), year)).events[0]!
    expect(first.uid).toMatch(/^nouid-[0-9a-f]{32}$/)
    expect(again.uid).toBe(first.uid)
    expect(moved.uid).not.toBe(first.uid)
  })

  it('reads 10,000 of 100,000 events, counts the rest, fast and without holding the event loop', async () => {
    const flood = vevent(
      'UID:flood-NUMBER@x.example.org',
      'DTSTART;VALUE=DATE:20261201',
      'DTEND;VALUE=DATE:20261202',
      'SUMMARY:Reserved',
    ).join('\r\n')
    const events100k = Array.from({ length: 100_000 }, (_, i) => flood.replace('NUMBER', String(i)))
    const text = calendar(events100k.join('\r\n'))
    // A chain of setImmediate callbacks runs only when the parse yields to the event loop.
    let turns = 0
    let longest = 0
    let last = performance.now()
    let running = true
    const spin = () => {
      const now = performance.now()
      longest = Math.max(longest, now - last)
      last = now
      turns++
      if (running) setImmediate(spin)
    }
    setImmediate(spin)
    const started = performance.now()
    // 10,000 one-night events on one night are more nights than a feed may hold (the cap is
    // tested below): lifted here, where the scan's speed is what is measured.
    const { events, skipped } = await parseFeed(text, { ...year, maxNights: 100_000 })
    const ms = performance.now() - started
    running = false
    console.log(
      `parseFeed: 100,000 events (${(text.length / 1e6).toFixed(1)} MB) in ${ms.toFixed(0)} ms; ` +
        `${turns} turns of the event loop, the longest wait ${longest.toFixed(0)} ms`,
    )
    expect(events).toHaveLength(10_000)
    expect(skipped).toBe(90_000)
    expect(turns).toBeGreaterThanOrEqual(40)
    expect(longest).toBeLessThan(1_000)
    expect(ms).toBeLessThan(15_000)
  })

  it('throws FeedError, and only that, for a text that is not a calendar', async () => {
    await expect(parseFeed('', year)).rejects.toThrow(FeedError)
    await expect(parseFeed('<html><body>Sign in</body></html>', year)).rejects.toThrow(FeedError)
    // A truncated calendar (no END:VCALENDAR) is still read.
    const truncated = calendar(...vevent('UID:t', 'DTSTART;VALUE=DATE:20261201')).replace(
      /END:VCALENDAR\r\n$/,
      '',
    )
    expect((await parseFeed(truncated, year)).events).toHaveLength(1)
  })
})

describe('parseFeed never frees a night by mistake (issue 50)', () => {
  it('takes a night once for two occurrences on one day, and imports the others', async () => {
    const text = calendar(
      ...vevent(
        'UID:hourly@x.example.org',
        'DTSTART:20261201T090000Z',
        'DTEND:20261201T100000Z',
        'RRULE:FREQ=HOURLY;COUNT=2',
      ),
      ...vevent(
        'UID:twice-a-day@x.example.org',
        'DTSTART:20261205T090000Z',
        'DTEND:20261206T080000Z',
        'RRULE:FREQ=DAILY;BYHOUR=9,17;COUNT=4',
      ),
      ...vevent(
        'UID:plain@x.example.org',
        'DTSTART;VALUE=DATE:20261210',
        'DTEND;VALUE=DATE:20261212',
      ),
    )
    const { events, warnings } = await parseFeed(text, year)
    expect(events).toEqual([
      {
        uid: 'hourly@x.example.org#2026-12-01',
        from: '2026-12-01',
        to: '2026-12-02',
        kind: 'blocked',
      },
      {
        uid: 'twice-a-day@x.example.org#2026-12-05',
        from: '2026-12-05',
        to: '2026-12-06',
        kind: 'blocked',
      },
      {
        uid: 'twice-a-day@x.example.org#2026-12-06',
        from: '2026-12-06',
        to: '2026-12-07',
        kind: 'blocked',
      },
      { uid: 'plain@x.example.org', from: '2026-12-10', to: '2026-12-12', kind: 'blocked' },
    ])
    expect(warnings).toEqual([])
  })

  it('refuses a feed whose events hold more nights than the cap, naming it', async () => {
    // Fourteen events, every day for four years, each lasting four years: 14,000 blocks once.
    const lines = Array.from({ length: 14 }, (_, i) =>
      vevent(
        `UID:long-${i}@x.example.org`,
        'DTSTART;VALUE=DATE:20241120',
        'DTEND;VALUE=DATE:20281120',
        'RRULE:FREQ=DAILY;UNTIL=20281120',
      ),
    ).flat()
    const parsing = parseFeed(calendar(...lines), { today: '2026-11-20', horizonDays: 730 })
    await expect(parsing).rejects.toThrow(FeedTooLarge)
    await expect(parsing).rejects.toThrow(/more than 2,920 nights/)
    // A feed within the cap is read: the same event once is 730 nights.
    const one = await parseFeed(
      calendar(...vevent('UID:one', 'DTSTART;VALUE=DATE:20241120', 'DTEND;VALUE=DATE:20281120')),
      {
        today: '2026-11-20',
        horizonDays: 730,
      },
    )
    expect(one.events).toEqual([
      { uid: 'one', from: '2026-11-20', to: '2028-11-19', kind: 'blocked' },
    ])
  })

  it('names a skipped event by its place, never by its text, and drops what it does not need', async () => {
    const markup = '<script>alert("x")</script>'
    const text = calendar(
      ...vevent(`UID:${markup}`, 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
      ...vevent(`UID:${markup}`, 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206'),
      ...vevent(`UID:bad-${markup}`, `DTSTART;VALUE=DATE:2026${markup}`),
      // A 1 MB description is not read at all; the event is.
      ...vevent(
        'UID:long-text',
        'DTSTART;VALUE=DATE:20261208',
        `DESCRIPTION:${'x'.repeat(1_000_000)}`,
      ),
      ...vevent(
        'UID:long-summary',
        'DTSTART;VALUE=DATE:20261210',
        `SUMMARY:Reserved${' '.repeat(400)}x`,
      ),
    )
    const { events, warnings } = await parseFeed(text, year)
    expect(events.map((e) => [e.from, e.kind])).toEqual([
      ['2026-12-01', 'blocked'],
      ['2026-12-08', 'blocked'],
      ['2026-12-10', 'blocked'],
    ])
    expect(warnings).toEqual([
      'Event 2 was skipped: it has the same UID as event 1.',
      'Event 3 was skipped: its dates could not be read.',
    ])
    expect(JSON.stringify(warnings)).not.toMatch(/script|alert/)
  })

  it('counts what is past the warnings it keeps', async () => {
    const broken = Array.from({ length: 30 }, (_, i) =>
      vevent(`UID:b${i}`, 'DTSTART;VALUE=DATE:2026x'),
    ).flat()
    const good = vevent('UID:good', 'DTSTART;VALUE=DATE:20261201')
    const { warnings, skipped } = await parseFeed(calendar(...broken, ...good), year)
    expect(skipped).toBe(30)
    expect(warnings).toHaveLength(21)
    expect(warnings[0]).toBe('Event 1 was skipped: its dates could not be read.')
    expect(warnings[20]).toBe('10 more problems like these.')
  })
})

describe('a plain event, read without ical.js (issue 50: 7,000 of them took 2 s through it)', () => {
  const digits = fc
    .tuple(
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(
      ([y, m, d]) =>
        `${String(y).padStart(4, '0')}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`,
    )
  const time = fc.oneof(
    fc.constant(''),
    fc
      .tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }), fc.boolean())
      .map(
        ([h, m, z]) =>
          `T${String(h).padStart(2, '0')}${String(m).padStart(2, '0')}00${z ? 'Z' : ''}`,
      ),
  )
  const params = fc.constantFrom(
    '',
    ';VALUE=DATE',
    ';TZID=Africa/Lagos',
    ';VALUE=DATE-TIME',
    ';TZID="A:B"',
  )
  const dateLine = (name: string) =>
    fc.tuple(params, digits, time).map(([p, d, t]) => `${name}${p}:${d}${t}`)
  const text = fc.constantFrom('Reserved', 'a\\, b\\; c\\n', ' Reserved ', 'x'.repeat(300), '')
  const event = fc.tuple(
    fc.option(
      text.map((t) => `UID:${t}`),
      { nil: undefined },
    ),
    fc.option(dateLine('DTSTART'), { nil: undefined }),
    fc.option(dateLine('DTEND'), { nil: undefined }),
    fc.option(
      text.map((t) => `SUMMARY:${t}`),
      { nil: undefined },
    ),
    fc.option(fc.constantFrom('STATUS:CANCELLED', 'STATUS:CONFIRMED', 'STATUS: cancelled '), {
      nil: undefined,
    }),
  )

  /** The next date, for any year from 0001 (Date.UTC would read year 1 as 1901). */
  const dayAfter = (date: string) => {
    const d = new Date(0)
    d.setUTCFullYear(
      Number(date.slice(0, 4)),
      Number(date.slice(5, 7)) - 1,
      Number(date.slice(8)) + 1,
    )
    return d.toISOString().slice(0, 10)
  }

  it('reads any such event as ical.js reads it', () => {
    fc.assert(
      fc.property(event, (parts) => {
        const lines = parts.filter((l): l is string => l !== undefined)
        const fast = readEvent(ICAL, [...lines])
        const slow = readEvent(ICAL, [...lines], false)
        // The nights they make: an end not after the start (or none) is the start's one night,
        // whether ical.js computed one (the start, or the day after) or none was given.
        const plainOf = (r: typeof fast) => {
          if (typeof r !== 'object') return r
          const to = !r.to || (r.from && r.to <= r.from) ? dayAfter(r.from!) : r.to
          return { uid: r.uid, summary: r.summary, from: r.from, to }
        }
        expect(plainOf(fast)).toEqual(plainOf(slow))
      }),
      { numRuns: 3000 },
    )
  })
})

describe('rules ical.js would work on without end (found by the fuzz)', () => {
  it.each([
    ['a numbered weekday on a daily rule', 'RRULE:FREQ=DAILY;BYDAY=-1SU'],
    ['the same with minutes', 'RRULE:FREQ=DAILY;BYDAY=-1SU;BYMINUTE=0,30'],
    ['31 February', 'RRULE:FREQ=DAILY;BYMONTHDAY=31;BYMONTH=2'],
    ['BYWEEKNO on a weekly rule', 'RRULE:FREQ=WEEKLY;BYSETPOS=-1;BYDAY=MO,TU;BYWEEKNO=53'],
    ['an interval of ten million days', 'RRULE:FREQ=DAILY;INTERVAL=9999999'],
    ['a duration of a billion days', 'DURATION:P999999999D'],
  ])('skips %s at once, and reads the others', async (_, line) => {
    const text = calendar(
      ...vevent('UID:hostile', 'DTSTART;VALUE=DATE:20261201', line),
      ...vevent('UID:good', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261207'),
    )
    const started = performance.now()
    const { events, warnings } = await parseFeed(text, year)
    // Bounded far above the milliseconds it takes: these ran for seconds, or for ever, before.
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(events.map((e) => e.uid)).toEqual(['good'])
    expect(warnings).toEqual(['Event 1 was skipped: its dates could not be read.'])
  })
})

describe('a feed whose events are all unreadable', () => {
  it('fails rather than free the nights its last import took', async () => {
    const open = calendar(...Array.from({ length: 20_000 }, () => 'BEGIN:VEVENT'))
    await expect(parseFeed(open, year)).rejects.toThrow(
      "None of the feed's 20,000 events could be read",
    )
    const broken = calendar(...vevent('UID:b', 'DTSTART;VALUE=DATE:2026x'))
    await expect(parseFeed(broken, year)).rejects.toThrow(FeedError)
    // Empty, or only cancelled events: the nights are free indeed.
    expect((await parseFeed(calendar(), year)).events).toEqual([])
    const cancelled = calendar(
      ...vevent('UID:c', 'DTSTART;VALUE=DATE:20261201', 'STATUS:CANCELLED'),
      ...vevent('UID:b', 'DTSTART;VALUE=DATE:2026x'),
    )
    expect(await parseFeed(cancelled, year)).toMatchObject({ events: [], skipped: 1 })
  })
})

describe('kindOf', () => {
  it.each([
    ['Reserved', 'reserved'],
    [' reserved ', 'reserved'],
    ['Airbnb (Not available)', 'blocked'],
    ['CLOSED - Not available', 'blocked'],
    ['Not available', 'blocked'],
    ['', 'blocked'],
    [undefined, 'blocked'],
  ] as const)('%s -> %s', (summary, kind) => {
    expect(kindOf(summary)).toBe(kind)
  })
})
