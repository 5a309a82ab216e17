import { describe, expect, it } from 'vitest'
import { phoneDisplay, phoneE164, smsHref, telHref, whatsAppHref } from './phone-number'

describe("a guest's phone number as the hotel dials it", () => {
  it.each([
    ['08035550142', '234'],
    ['0803 555 0142', '234'],
    ['0803-555-0142', '234'],
    ['803 555 0142', '234'],
    ['+234 803 555 0142', '234'],
    ['+2348035550142', '234'],
    ['2348035550142', '234'], // bare digits with the calling code, as Nigerians often write them
    ['002348035550142', '234'],
    ['+2348035550142', '44'], // international stays its own country's, whatever the hotel's
  ])('reads %s (hotel %s) as +234 803 555 0142', (typed, callingCode) => {
    expect(phoneE164(typed, callingCode)).toBe('+2348035550142')
    expect(phoneDisplay(typed, callingCode)).toBe('+234 803 555 0142')
    expect(telHref(typed, callingCode)).toBe('tel:+2348035550142')
    expect(smsHref(typed, callingCode)).toBe('sms:+2348035550142')
    expect(whatsAppHref(typed, callingCode)).toBe('https://wa.me/2348035550142')
  })

  it("gives a local number the hotel's own calling code, with its country's grouping", () => {
    expect(phoneDisplay('024 123 4567', '233')).toBe('+233 24 123 4567') // Ghana
    expect(phoneDisplay('07911 123456', '44')).toBe('+44 7911 123456') // United Kingdom
    expect(phoneDisplay('06 12 34 56 78', '33')).toBe('+33 6 12 34 56 78') // France
    expect(phoneDisplay('(202) 555-0143', '1')).toBe('+1 202 555 0143') // no trunk prefix
    // The same local digits are another number for another hotel.
    expect(phoneE164('07911123456', '234')).toBe('+2347911123456')
  })

  it('keeps international numbers of other countries as they are', () => {
    expect(phoneDisplay('+44 7911 123456', '234')).toBe('+44 7911 123456')
    expect(phoneDisplay('+33612345678', '234')).toBe('+33 6 12 34 56 78')
    expect(phoneDisplay('0033612345678', '234')).toBe('+33 6 12 34 56 78')
    expect(whatsAppHref('+1 202 555 0143', '234', 'Hi')).toBe('https://wa.me/12025550143?text=Hi')
  })

  it('encodes the text of a message in its link', () => {
    expect(whatsAppHref('0803 555 0142', '234', 'A & B? #1')).toBe(
      'https://wa.me/2348035550142?text=A%20%26%20B%3F%20%231',
    )
    expect(smsHref('0803 555 0142', '234', 'A&B')).toBe('sms:+2348035550142?body=A%26B')
  })

  it.each([
    '12345',
    '1234567',
    '+0123456789',
    'garbage',
    '',
    '+',
    '0000000',
    '+2348035550142999999',
  ])('shows %j as typed and dials its digits: no number of its country', (typed) => {
    expect(phoneE164(typed, '234')).toBeUndefined()
    expect(phoneDisplay(typed, '234')).toBe(typed)
    const digits = (typed.startsWith('+') ? '+' : '') + typed.replace(/\D/g, '')
    expect(telHref(typed, '234')).toBe(`tel:${digits}`)
  })
})
