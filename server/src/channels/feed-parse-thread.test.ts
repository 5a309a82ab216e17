// The feed read in a thread of its own (feed-parse-thread.ts), through tsx as the sources run: a
// rule ical.js loops on for ever is skipped and named, the feed's other events read, and the
// test's own thread never held meanwhile.
import { describe, expect, it } from 'vitest'
import { FeedError } from './feed-parse'
import { MAX_HUNG_EVENTS, parseFeedApart, STALL_MS } from './feed-parse-thread'

const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n')
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']
const year = { today: '2026-11-20', horizonDays: 365 }
/** A rule ical.js 2.2's iterator never returns from (ordinals on a daily rule). */
const forever = (uid: string) =>
  vevent(`UID:${uid}`, 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=DAILY;BYDAY=-1SU')

describe('parseFeedApart', () => {
  it('reads a feed as parseFeed does', async () => {
    const text = calendar(
      vevent('UID:a', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
      vevent('UID:b', 'DTSTART;VALUE=DATE:2026x'),
    )
    expect(await parseFeedApart(text, year)).toEqual({
      events: [{ uid: 'a', from: '2026-12-01', to: '2026-12-03', kind: 'blocked' }],
      skipped: 1,
      warnings: ['Event 2 was skipped: its dates could not be read.'],
    })
    await expect(parseFeedApart('<html>', year)).rejects.toThrow(FeedError)
  })

  it('skips an event the library never finishes, names it, and reads the others', async () => {
    const text = calendar(
      vevent('UID:a', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
      forever('loop'),
      vevent('UID:c', 'DTSTART;VALUE=DATE:20261210', 'DTEND;VALUE=DATE:20261211'),
    )
    // This thread's timers run all along: the loop holds the parser's thread only.
    let longest = 0
    let last = performance.now()
    const watch = setInterval(() => {
      const now = performance.now()
      longest = Math.max(longest, now - last)
      last = now
    }, 10)
    try {
      const parsed = await parseFeedApart(text, year)
      expect(parsed.events.map((e) => e.uid)).toEqual(['a', 'c'])
      expect(parsed.warnings).toEqual(['Event 2 was skipped: its dates took too long to work out.'])
    } finally {
      clearInterval(watch)
    }
    expect(longest).toBeLessThan(STALL_MS)
  }, 60_000)

  it('fails the feed, keeping the last nights, after too many such events', async () => {
    const loops = Array.from({ length: MAX_HUNG_EVENTS + 1 }, (_, i) => forever(`loop-${i}`))
    await expect(parseFeedApart(calendar(...loops), year)).rejects.toThrow(
      /The feed took too long to read \(held by events 1, 2, 3, 4\)/,
    )
  }, 90_000)
})
