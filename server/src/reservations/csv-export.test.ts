import { describe, expect, it } from 'vitest'
import { toCsv } from './csv-export'

describe('toCsv', () => {
  it('writes a header and one quoted row per request, neutralising formulas', () => {
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
      },
    ])
    const [header, row, end] = csv.split('\r\n')
    expect(header).toBe(
      'received_at,reservation_id,facility_name,facility_type,facility_id,name,phone,email,from,to,status,reference,status_changed_at,status_note',
    )
    expect(row).toBe(
      '"2026-11-22T10:00:00.000Z","abc12345","Garden ""Double"" Room","room","f1","\'=HYPERLINK(""x"")","\'+2348035550142","","2026-12-01","2026-12-03","confirmed","ABCDE-FGHJK","2026-11-22T11:00:00.000Z",""',
    )
    expect(end).toBe('')
  })
})
