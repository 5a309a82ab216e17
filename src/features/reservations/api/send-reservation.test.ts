import { describe, expect, it } from 'vitest'
import { storedReservation } from '../../../test/stored-reservation'
import { reservePayload } from './send-reservation'

const entry = storedReservation('r0123456789abcdefghij', {
  phone: '+2348035550142',
  dateRange: { from: '2026-12-10', to: '2026-12-12' },
})

describe('the reservation payload', () => {
  it('is the spec’s, exactly, for a request made in the default language', () => {
    expect(reservePayload(entry)).toEqual({
      facility_id: 'f1',
      facility_type: 'room',
      reservation_id: 'r0123456789abcdefghij',
      reservation_name: 'Ada Obi',
      reservation_phone: '+2348035550142',
      reservation_email: '',
      dateRange: { from: '2026-12-10', to: '2026-12-12' },
    })
  })

  it('says the language of a request made in another (issue 31)', () => {
    expect(reservePayload({ ...entry, language: 'fr' })).toMatchObject({ language: 'fr' })
  })
})
