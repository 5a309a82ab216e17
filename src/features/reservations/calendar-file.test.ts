import { describe, expect, it } from 'vitest'
import { hotel } from '../../content/hotel'
import { storedReservation } from '../../test/stored-reservation'
import { calendarFile } from './calendar-file'

const stay = storedReservation('V1StGXR8_Z5jdHi6B-myT', {
  phone: '+234 809 111 2233',
  dateRange: { from: '2026-12-30', to: '2027-01-02' },
  status: 'sent',
})

/** The file's lines, unfolded (RFC 5545 3.1: a line break followed by a space continues a line). */
const lines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n')

describe('Add to calendar', () => {
  it('is one all-day event from check-in through check-out, with the hotel and the reference', async () => {
    const text = await calendarFile(stay, 'ABCDEFGHJK')
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    const all = lines(text)
    expect(all).toContain('DTSTART;VALUE=DATE:20261230')
    // DTEND of an all-day event is the day after the last: the check-out day is in the event.
    expect(all).toContain('DTEND;VALUE=DATE:20270103')
    expect(all).toContain(`SUMMARY:${hotel.name}: Garden Double Room`)
    const location = all.find((l) => l.startsWith('LOCATION:'))!
    expect(location).toContain(hotel.address.lines[0]!.replace(/,/g, '\\,'))
    const description = all.find((l) => l.startsWith('DESCRIPTION:'))!
    expect(description).toContain('Reference ABCDE-FGHJK')
    expect(description).toContain('Check-in: 30 December 2026')
    expect(description).toContain('Check-out: 2 January 2027')
    expect(all.find((l) => l.startsWith('UID:'))).toContain(stay.reservation_id)
    // Never the guest's own details: the file may be shared with a calendar service.
    expect(text).not.toContain('Ada Obi')
    expect(text).not.toContain('111 2233')
  })

  it('counts days, not nights, for an activity centre', async () => {
    const day = {
      ...stay,
      value: 'activityCenter' as const,
      dateRange: { from: '2026-12-10', to: '2026-12-10' },
    }
    const all = lines(await calendarFile(day, 'ABCDEFGHJK'))
    expect(all).toContain('DTSTART;VALUE=DATE:20261210')
    expect(all).toContain('DTEND;VALUE=DATE:20261211')
    expect(all.find((l) => l.startsWith('DESCRIPTION:'))).toContain('From: 10 December 2026')
  })

  it("says the guests and the request's price, to be confirmed when the server had not checked it", async () => {
    const quote = {
      currency: 'NGN',
      nights: [{ date: '2026-12-30', amount: 4_500_000 }],
      extra_guests: { count: 0, amount: 0 },
      total: 13_500_000,
    }
    const priced = { ...stay, guests: 3, quote }
    const description = lines(await calendarFile(priced, 'ABCDEFGHJK')).find((l) =>
      l.startsWith('DESCRIPTION:'),
    )
    expect(description).toContain('3 guests')
    expect(description).toContain('Price: ₦135\\,000\\, to be confirmed by the hotel')
    const plain = lines(await calendarFile(stay, 'ABCDEFGHJK')).join('\n')
    expect(plain).not.toContain('Price')
  })
})
