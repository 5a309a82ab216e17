// The hotel's feed as the booking sites read it: parsed back by this house's reader (ical.js,
// feed-parse.ts) and by an independent one (the `ical` package, a devDependency), each finding the
// stays' nights; the text's form (CRLF, folding at 75 octets) and that it holds nothing personal.
import { describe, expect, it } from 'vitest'
import { localDay, secondReader as other } from '../../../tests/support/ical-second-reader'
import { daysBetween } from '../../../contract/calendar-date'
import { exportFeed, type ExportEvent } from './feed-export'
import { parseFeed } from './feed-parse'

const stays: ExportEvent[] = [
  { uid: 'r-7Kq2@hearth-house', from: '2026-12-01', to: '2026-12-04', summary: 'Reserved' },
  // Across the spring change of the clocks in Europe and a month's end.
  { uid: 'r-Zx81@hearth-house', from: '2027-03-27', to: '2027-04-02', summary: 'Reserved' },
  // One night, at the year's end.
  { uid: 'r-9aB0@hearth-house', from: '2026-12-31', to: '2027-01-01', summary: 'Reserved' },
  {
    uid: 'block-airbnb-44@hearth-house',
    from: '2027-01-10',
    to: '2027-01-17',
    summary: 'Not available',
  },
]
const now = new Date('2026-11-27T20:15:00Z')
const text = exportFeed({ calendarName: 'Garden Double Room, unit 2', events: stays, now })
const nights = (e: { from: string; to: string }) => daysBetween(e.from, e.to)

describe('exportFeed', () => {
  it('is read back by ical.js with the same nights', async () => {
    const { events, skipped } = await parseFeed(text, { today: '2026-11-27', horizonDays: 730 })
    expect(skipped).toBe(0)
    expect(events.map((e) => [e.uid, e.from, e.to, nights(e)])).toEqual(
      stays.map((s) => [s.uid, s.from, s.to, nights(s)]),
    )
    expect(events.map((e) => e.kind)).toEqual(['reserved', 'reserved', 'reserved', 'blocked'])
  })

  it('is read back by an independent parser with the same nights', () => {
    const read = Object.values(other.parseICS(text)).filter((e) => e.type === 'VEVENT')
    expect(read.map((e) => [e.uid, localDay(e.start), localDay(e.end), e.summary])).toEqual(
      stays.map((s) => [s.uid, s.from, s.to, s.summary]),
    )
  })

  it('writes each stay as all-day dates with DTEND exclusive, a UID and a DTSTAMP', () => {
    expect(text).toMatch(
      /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:-\/\/Hearth House\/\/Availability feed\/\/EN\r\nMETHOD:PUBLISH\r\n/,
    )
    const first = text.slice(text.indexOf('BEGIN:VEVENT'), text.indexOf('END:VEVENT'))
    expect(first).toContain('UID:r-7Kq2@hearth-house\r\n')
    expect(first).toContain('DTSTAMP:20261127T201500Z\r\n')
    expect(first).toContain('DTSTART;VALUE=DATE:20261201\r\n')
    expect(first).toContain('DTEND;VALUE=DATE:20261204\r\n')
    expect(first).toContain('SUMMARY:Reserved\r\n')
    expect(text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(stays.length)
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('holds nothing but the calendar, its name and the events’ UID, dates and summary', () => {
    const names = new Set(
      text
        .split('\r\n')
        .filter((l) => /^[A-Z]/.test(l))
        .map((l) => l.split(/[:;]/)[0]),
    )
    expect([...names].sort()).toEqual(
      [
        'BEGIN',
        'END',
        'VERSION',
        'PRODID',
        'METHOD',
        'NAME',
        'X-WR-CALNAME',
        'UID',
        'SEQUENCE',
        'DTSTAMP',
        'DTSTART',
        'DTEND',
        'SUMMARY',
        'X-MICROSOFT-CDO-ALLDAYEVENT',
        'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT',
      ].sort(),
    )
  })

  it('ends every line with CRLF and folds long ones at 75 octets, multi-byte characters whole', () => {
    const long = exportFeed({
      calendarName: `Chambre « Jardin » – ${'très longue, '.repeat(12)}fin`,
      events: [
        {
          uid: `${'u'.repeat(120)}@hearth-house`,
          from: '2026-12-01',
          to: '2026-12-02',
          summary: 'Réservé ✓ '.repeat(10),
        },
      ],
      now,
    })
    expect(long).not.toMatch(/[^\r]\n|\r[^\n]/)
    const lines = long.split('\r\n').slice(0, -1)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(lines.some((l) => l.startsWith(' '))).toBe(true)
    // Unfolded, the texts are whole again (no character cut between two lines).
    const unfolded = long.replace(/\r\n /g, '')
    expect(unfolded).toContain(`SUMMARY:${'Réservé ✓ '.repeat(10).trimEnd()}`)
    expect(unfolded).toContain(`UID:${'u'.repeat(120)}@hearth-house\r\n`)
  })

  it('escapes what RFC 5545 reserves in a text, so a summary cannot add a property', () => {
    const tricky = exportFeed({
      calendarName: 'Garden',
      events: [
        {
          uid: 'x@h',
          from: '2026-12-01',
          to: '2026-12-02',
          summary: 'Closed; see\nDESCRIPTION:leak, ok',
        },
      ],
      now,
    })
    expect(tricky).not.toMatch(/^DESCRIPTION/m)
    expect(tricky).toContain('SUMMARY:Closed\\; see\\nDESCRIPTION:leak\\, ok\r\n')
  })

  it('refuses an event that is not a stay', () => {
    const bad = (from: string, to: string) => () =>
      exportFeed({ calendarName: 'G', events: [{ uid: 'x', from, to, summary: 'Reserved' }], now })
    expect(bad('2026-12-02', '2026-12-02')).toThrow(RangeError)
    expect(bad('2026-12-03', '2026-12-02')).toThrow(RangeError)
    expect(bad('2026-02-30', '2026-03-02')).toThrow(RangeError)
  })

  it('writes an empty calendar when nothing is taken', async () => {
    const empty = exportFeed({ calendarName: 'Garden', events: [], now })
    expect(empty).not.toContain('BEGIN:VEVENT')
    expect((await parseFeed(empty, { today: '2026-11-27', horizonDays: 30 })).events).toEqual([])
  })
})
