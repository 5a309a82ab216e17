import { describe, expect, it } from 'vitest'
import { hotel } from '../../content/hotel'
import { whatsAppHref } from '../../../contract/phone-number'
import { guestMessage } from './guest-message'

const request = {
  name: 'Ada Obi',
  facility_name: 'Garden Room',
  facility_type: 'room' as const,
  dateRange: { from: '2026-03-04', to: '2026-03-06' },
  status: 'confirmed',
  reference: 'WKW6M-38CKW',
  status_note: null,
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

  it("keeps a name's direction marks from turning the rest of the message around", () => {
    const name = '\u202Egnp.exe Obi\u2069\u202E'
    const note = '\u202Bsee you\u2066'
    const text = guestMessage({ ...request, name, status: 'declined', status_note: note })
    // Each typed run is one isolate with no mark of its own inside: the hotel's words after it
    // read left to right.
    expect(text).toContain('Hello \u2068gnp.exe Obi\u2069, this is')
    expect(text).toContain('\u2068see you\u2069')
    expect(text.match(/[\u202A-\u202E\u2066\u2067]/g)).toBeNull()
  })
})
