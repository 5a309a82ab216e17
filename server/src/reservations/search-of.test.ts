// How the staff's search box is read (issue 37): a phone however it is written, with the hotel's
// calling code for the local way; ten digits that are a reference too read both ways.
import { describe, expect, it } from 'vitest'
import { searchOf } from './staff-reads'

describe('searchOf', () => {
  it.each(['803 555 0142', '0803 555 0142', '+234 803 555 0142', '+234-803-555-0142'])(
    'reads %s as the E.164 number',
    (q) => expect(searchOf(q, '234')).toEqual({ phoneE164: '+2348035550142' }),
  )

  it("reads a local number in the hotel's country, an international one in its own", () => {
    expect(searchOf('07911 123456', '44')).toEqual({ phoneE164: '+447911123456' })
    expect(searchOf('+44 7911 123456', '234')).toEqual({ phoneE164: '+447911123456' })
  })

  it('reads ten digits of 2 to 9 as a number and as a reference, when they are both', () => {
    expect(searchOf('234 567 8923', '1')).toEqual({
      phoneE164: '+12345678923',
      orReference: '2345678923',
    })
  })

  it('reads a reference, digits that are no number, and a name', () => {
    expect(searchOf('wkw6m-38ckw', '234')).toEqual({ reference: 'WKW6M38CKW' })
    expect(searchOf('1234567', '234')).toEqual({ phone: '1234567' })
    expect(searchOf('Ada Obi', '234')).toEqual({ name: 'Ada Obi' })
  })
})
