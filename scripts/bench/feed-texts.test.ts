import { describe, expect, it } from 'vitest'
import { FEED_MAX_BYTES } from '../../server/src/channels/feed-fetch'
import { NIGHTS_PER_HORIZON_DAY } from '../../server/src/channels/feed-parse'
import { benchFeeds } from './feed-texts'

const TODAY = '2026-11-29'
const HORIZON = 730

describe("the bench's calendar feeds", () => {
  const feeds = benchFeeds(TODAY, HORIZON)
  const bytes = (text: string) => Buffer.byteLength(text)

  it('fills the size cap with the export and the unended VEVENTs, never past it', () => {
    for (const feed of [feeds[0]!, feeds[3]!]) {
      expect(bytes(feed.text)).toBeLessThanOrEqual(FEED_MAX_BYTES)
      expect(bytes(feed.text)).toBeGreaterThan(FEED_MAX_BYTES - 1024)
    }
  })

  it('ends every feed as a calendar does (the fetch refuses one that does not)', () => {
    for (const feed of feeds) {
      expect(feed.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
      expect(feed.text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    }
  })

  it("writes the nights' cap feed as exactly the nights a feed may hold", () => {
    const cap = feeds[1]!
    expect(cap.events).toBe(NIGHTS_PER_HORIZON_DAY * HORIZON)
    expect(cap.text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(cap.events)
  })

  it("books the export's horizon once over: stays that never overlap", () => {
    const spans = [
      ...feeds[0]!.text.matchAll(/DTSTART;VALUE=DATE:(\d{8})\r\nDTEND;VALUE=DATE:(\d{8})/g),
    ]
      .map(([, from, to]) => [from!, to!] as const)
      .sort(([a], [b]) => a.localeCompare(b))
    expect(spans.length).toBe(feeds[0]!.events)
    for (let i = 1; i < spans.length; i++) expect(spans[i]![0] >= spans[i - 1]![1]).toBe(true)
  })
})
