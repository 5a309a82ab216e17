import { describe, expect, it } from 'vitest'
import { feedHost, nightsFrom } from './console-view'

describe("the console's view of a link", () => {
  it('names a feed by its host only, webcal:// read as https, never its path or secret', () => {
    expect(feedHost('https://www.airbnb.com/calendar/ical/123.ics?s=secret')).toBe('www.airbnb.com')
    expect(feedHost('webcal://admin.booking.com/hotel/hoteladmin/ical.html?t=x')).toBe(
      'admin.booking.com',
    )
    expect(feedHost('  https://user:pw@example.org:8443/a  ')).toBe('example.org')
    expect(feedHost('not a url')).toBe('')
  })

  it('counts the nights from today its blocks take, each once, DTEND exclusive', () => {
    const block = (from: string, to: string) => ({ from_date: from, to_date: to })
    expect(nightsFrom([], '2031-05-10')).toBe(0)
    // Past blocks count for nothing; one begun before today counts from today.
    expect(nightsFrom([block('2031-05-01', '2031-05-05')], '2031-05-10')).toBe(0)
    expect(nightsFrom([block('2031-05-08', '2031-05-12')], '2031-05-10')).toBe(2)
    // Two events overlapping by a night: 3 + 2 - 1.
    expect(
      nightsFrom(
        [block('2031-05-12', '2031-05-15'), block('2031-05-14', '2031-05-16')],
        '2031-05-10',
      ),
    ).toBe(4)
    // Across a month's end.
    expect(nightsFrom([block('2031-05-30', '2031-06-02')], '2031-05-10')).toBe(3)
  })
})
