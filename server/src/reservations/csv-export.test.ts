import { describe, expect, it } from 'vitest'
import { toCsv } from './csv-export'

describe('toCsv', () => {
  it('writes a header and one quoted row per request, neutralising formulas, the price last', () => {
    const csv = toCsv([
      {
        reservation_id: 'abc12345',
        facility_id: 'f1',
        facility_name: 'Garden "Double" Room',
        facility_type: 'room',
        name: '=HYPERLINK("x")',
        phone: '+2348035550142',
        email: '',
        dateRange: { from: '2026-12-01', to: '2026-12-03' },
        received_at: '2026-11-22T10:00:00.000Z',
        status: 'confirmed',
        reference: 'ABCDE-FGHJK', // as the rules answer it (reservationRules' toRecord)
        status_changed_at: '2026-11-22T11:00:00.000Z',
        status_note: null,
        guests: 3,
        quote: {
          currency: 'NGN',
          nights: [
            { date: '2026-12-01', amount: 4500050 },
            { date: '2026-12-02', amount: 4500075 },
          ],
          extra_guests: { count: 1, amount: 1000000 },
          total: 10000125,
        },
      },
      {
        reservation_id: 'def67890',
        facility_id: 'f1',
        facility_name: 'Hall',
        facility_type: 'room',
        name: 'Ada',
        phone: '0803',
        email: '',
        dateRange: { from: '2026-12-05', to: '2026-12-06' },
        received_at: '2026-11-21T10:00:00.000Z',
        status: 'received',
        reference: null,
        status_changed_at: null,
        status_note: null,
        guests: null,
        quote: null,
      },
    ])
    const [header, row, unpriced, end] = csv.split('\r\n')
    expect(header).toBe(
      'received_at,reservation_id,facility_name,facility_type,facility_id,name,phone,email,from,to,status,reference,status_changed_at,status_note,guests,currency,quoted_total',
    )
    expect(row).toBe(
      '"2026-11-22T10:00:00.000Z","abc12345","Garden ""Double"" Room","room","f1","\'=HYPERLINK(""x"")","\'+2348035550142","","2026-12-01","2026-12-03","confirmed","ABCDE-FGHJK","2026-11-22T11:00:00.000Z","","3","NGN","100001.25"',
    )
    // No price then: the guests and price cells empty, the older columns where they were.
    expect(unpriced).toBe(
      '"2026-11-21T10:00:00.000Z","def67890","Hall","room","f1","Ada","0803","","2026-12-05","2026-12-06","received","","","","","",""',
    )
    expect(end).toBe('')
  })
})
