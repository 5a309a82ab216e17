import { describe, expect, it } from 'vitest'
import { dateSpan, guestStatusMessage } from './guest-texts'

describe('guest texts', () => {
  it("says a span of dates the short way, in the hotel's order (Lagos: the day first)", () => {
    expect(dateSpan('2026-12-10', '2026-12-12')).toBe('10 to 12 Dec 2026')
    expect(dateSpan('2026-11-29', '2026-12-02')).toBe('29 Nov to 2 Dec 2026')
    expect(dateSpan('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 to 2 Jan 2027')
    expect(dateSpan('2026-12-10', '2026-12-10')).toBe('10 Dec 2026')
  })

  it('names the state, the facility, the dates and the reference, never the guest', () => {
    const data = {
      reservation_id: 'r0123456789abcdefghij',
      reference: 'WKW6M38CKW',
      facility_name: 'Garden Double Room',
      facility_type: 'room',
      dateRange: { from: '2026-12-10', to: '2026-12-12' },
      status: 'confirmed' as const,
      phone: '+2348035550142',
    }
    const message = guestStatusMessage(data)
    expect(message.title).toBe('Your request is confirmed · Hearth House')
    expect(message.body).toBe(
      'Garden Double Room, 10 to 12 Dec 2026: your request is confirmed. We look forward to welcoming you.',
    )
    expect(message.sms).toBe(`Hearth House: ${message.body} Ref WKW6M-38CKW.`)
    expect(JSON.stringify(message)).not.toContain('803')
    const fr = guestStatusMessage({ ...data, language: 'fr' })
    expect(fr.title).toBe('Votre demande est confirmée · Hearth House')
    expect(fr.sms).toBe(
      'Hearth House: Garden Double Room, du 10 au 12 déc. 2026\u00a0: votre demande est confirmée. Au plaisir de vous accueillir. Réf. WKW6M-38CKW.',
    )
    expect(dateSpan('2026-11-30', '2026-12-01', 'fr')).toBe('du 30 nov. au 1er déc. 2026')
    for (const status of ['declined', 'cancelled', 'expired'] as const) {
      expect(guestStatusMessage({ ...data, status }).title).toContain(status)
    }
  })

  it('French pushes and text messages write the 1st "1er", the 2nd "2"; English "1"', () => {
    const data = {
      reservation_id: 'r0123456789abcdefghij',
      reference: 'WKW6M38CKW',
      facility_name: 'Garden Double Room',
      facility_type: 'room',
      dateRange: { from: '2026-12-01', to: '2026-12-02' },
      status: 'confirmed' as const,
      language: 'fr',
    }
    const fr = guestStatusMessage(data)
    expect(fr.body).toBe(
      'Garden Double Room, du 1er au 2 déc. 2026\u00a0: votre demande est confirmée. Au plaisir de vous accueillir.',
    )
    expect(fr.sms).toContain('du 1er au 2 déc. 2026')
    const across = { ...data, dateRange: { from: '2026-12-31', to: '2027-01-01' } }
    for (const status of ['confirmed', 'declined', 'cancelled', 'expired'] as const) {
      const said = guestStatusMessage({ ...across, status })
      expect(said.body).toContain('du 31 déc. 2026 au 1er janv. 2027')
      expect(said.sms).toContain('du 31 déc. 2026 au 1er janv. 2027')
    }
    const reinstated = guestStatusMessage({ ...data, reinstated: true })
    expect(reinstated.title).toBe('Votre séjour est de nouveau confirmé · Hearth House')
    expect(reinstated.body).toContain('du 1er au 2 déc. 2026')
    expect(dateSpan('2027-03-02', '2027-03-04', 'fr')).toBe('du 2 au 4 mars 2027')
    expect(guestStatusMessage({ ...data, language: undefined }).body).toContain('1 to 2 Dec 2026')
  })
})
