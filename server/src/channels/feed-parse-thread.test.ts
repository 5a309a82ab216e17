// The feed read in a thread of its own (feed-parse-thread.ts), through tsx as the sources run: a
// rule that holds ical.js past the stall is skipped and named, the feed's other events read, and the
// test's own thread never held meanwhile.
import { describe, expect, it } from 'vitest'
import { FeedError } from './feed-parse'
import { MAX_HUNG_EVENTS, parseFeedApart } from './feed-parse-thread'

const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n')
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']
const year = { today: '2026-11-20', horizonDays: 365 }
/**
 * An event ical.js works on for half a second (every 1,000th day that is a 29 February): the
 * rules it loops on for ever are refused before it sees them (feed-parse.ts beyondReason), so a
 * stall shorter than this event stands for one that never ends.
 */
const slow = (uid: string) =>
  vevent(
    `UID:${uid}`,
    'DTSTART;VALUE=DATE:20261201',
    'RRULE:FREQ=DAILY;INTERVAL=1000;BYMONTH=2;BYMONTHDAY=29',
  )
const limits = { stallMs: 150, deadlineMs: 30_000, maxHungEvents: MAX_HUNG_EVENTS }

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

  it('skips an event that holds the thread past its stall, names it, and reads the others', async () => {
    const text = calendar(
      vevent('UID:a', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203'),
      slow('loop'),
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
      const parsed = await parseFeedApart(text, year, limits)
      expect(parsed.events.map((e) => e.uid)).toEqual(['a', 'c'])
      expect(parsed.warnings).toEqual(['Event 2 was skipped: its dates took too long to work out.'])
    } finally {
      clearInterval(watch)
    }
    expect(longest).toBeLessThan(limits.stallMs * 4)
  }, 60_000)

  it('fails the feed, keeping the last nights, after too many such events', async () => {
    const loops = Array.from({ length: MAX_HUNG_EVENTS + 1 }, (_, i) => slow(`loop-${i}`))
    await expect(parseFeedApart(calendar(...loops), year, limits)).rejects.toThrow(
      /The feed took too long to read \(held by events 1, 2, 3, 4\)/,
    )
  }, 90_000)
})
