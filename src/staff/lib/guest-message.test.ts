import { describe, expect, it } from 'vitest'
import { hotel } from '../../content/hotel'
import { smsHref, whatsAppHref } from '../../../contract/phone-number'
import { guestMessage } from './guest-message'

/** Unicode's direction controls: embeddings, overrides, isolates and the marks. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

const request = {
  name: 'Ada Obi',
  facility_name: 'Garden Room',
  facility_type: 'room' as const,
  dateRange: { from: '2026-03-04', to: '2026-03-06' },
  status: 'confirmed',
  reference: 'WKW6M-38CKW',
  status_note: null,
  language: null as string | null | undefined,
}

describe('the message to the guest', () => {
  it('gives a confirmed stay its dates and reference', () => {
    const text = guestMessage(request)
    expect(text).toContain(`this is ${hotel.name}`)
    expect(text).toContain('Garden Room, 4 – 6 Mar 2026, 2 nights')
    expect(text).toContain('WKW6M-38CKW')
    expect(text).toContain('confirmed')
  })

  it('gives a decline its note', () => {
    const text = guestMessage({
      ...request,
      status: 'declined',
      status_note: 'We are full that weekend.',
    })
    expect(text).toContain('cannot take your request')
    expect(text).toContain('We are full that weekend.')
    expect(text).not.toContain('confirmed')
  })

  it('keeps hostile text as text in the link', () => {
    const name = '<img src=x onerror=alert(1)>\u202Egnp.exe'
    const link = whatsAppHref('0803 555 0142', '234', guestMessage({ ...request, name }))
    expect(link).not.toMatch(/[<>\s\u202E]/)
    const text = new URL(link).searchParams.get('text')
    expect(text).toContain('<img src=x onerror=alert(1)>')
    expect(text).toContain('gnp.exe')
  })

  it("takes a name's direction controls out and adds none: the hotel's words read left to right", () => {
    const name = '\u202Egnp.exe Obi\u2069\u202E\u200F'
    const note = '\u202Bsee you\u2066\u061C'
    const text = guestMessage({ ...request, name, status: 'declined', status_note: note })
    expect(text).toContain('Hello gnp.exe Obi, this is')
    expect(text).toContain('see you')
    expect(text.match(BIDI)).toBeNull()
  })

  it('puts no direction mark in a link: none encoded in WhatsApp or SMS', () => {
    for (const status of ['received', 'confirmed', 'declined', 'cancelled', 'expired']) {
      for (const language of [null, 'fr']) {
        const message = guestMessage({ ...request, status, language, status_note: 'Note.' })
        for (const link of [
          whatsAppHref('0803 555 0142', '234', message),
          smsHref('0803 555 0142', '234', message),
        ]) {
          expect(link).not.toMatch(/%E2%81%A[6-9]|%E2%80%A[A-E]|%E2%80%8[EF]/i)
          expect(decodeURIComponent(link).match(BIDI)).toBeNull()
        }
      }
    }
  })
})

describe('the message to a guest who booked in French', () => {
  const french = { ...request, language: 'fr' }

  it('is French, its dates in French, "1er" for the 1st', () => {
    const text = guestMessage({ ...french, dateRange: { from: '2026-12-01', to: '2026-12-03' } })
    expect(text).toBe(
      `Bonjour Ada Obi, ici ${hotel.name}. Votre séjour est confirmé\u00a0: Garden Room, du 1er au 3 déc. 2026, 2 nuits. Votre référence\u00a0: WKW6M-38CKW. Au plaisir de vous accueillir.`,
    )
    expect(guestMessage(french)).toContain('Garden Room, du 4 au 6 mars 2026, 2 nuits.')
    expect(
      guestMessage({ ...french, dateRange: { from: '2026-11-30', to: '2026-12-01' } }),
    ).toContain('du 30 nov. au 1er déc. 2026, 1 nuit.')
  })

  it('says each state in French, with the note as the clerk wrote it', () => {
    const said = (status: string, status_note: string | null = null) =>
      guestMessage({ ...french, status, status_note })
    expect(said('received')).toContain('Nous avons bien reçu votre demande pour Garden Room')
    expect(said('declined', 'Complet ce week-end.')).toContain(
      'nous ne pouvons pas accepter votre demande pour Garden Room, du 4 au 6 mars 2026, 2 nuits. Complet ce week-end.',
    )
    expect(said('cancelled')).toContain(
      'Votre séjour (Garden Room, du 4 au 6 mars 2026, 2 nuits) a été annulé.',
    )
    expect(said('expired')).toContain("n'a pas reçu de réponse à temps")
    for (const status of ['received', 'confirmed', 'declined', 'cancelled', 'expired']) {
      expect(said(status)).toMatch(/^Bonjour Ada Obi, ici /)
      expect(said(status)).not.toMatch(/Hello|Your|We /)
    }
  })

  it('a day let by the day: one date, "le 1er"', () => {
    const centre = { ...french, facility_name: 'Hall', facility_type: 'activityCenter' as const }
    expect(
      guestMessage({ ...centre, dateRange: { from: '2027-05-01', to: '2027-05-01' } }),
    ).toContain('Hall, le 1er mai 2027, 1 jour.')
    expect(
      guestMessage({
        ...centre,
        language: null,
        dateRange: { from: '2027-05-01', to: '2027-05-01' },
      }),
    ).toContain('Hall, 1 May 2027, 1 day.')
  })

  it('a language the site has no words for is told in English', () => {
    expect(guestMessage({ ...request, language: 'de' })).toMatch(/^Hello Ada Obi, this is /)
    expect(guestMessage({ ...request, language: undefined })).toMatch(/^Hello Ada Obi, this is /)
  })
})
