// A request as the console reads it (contract/staff.ts StaffRequest), for the console's unit
// tests of its rows and its page: received, unless told.
import type { StaffRequest } from '../../contract/staff'

export const staffRequest = (over: Partial<StaffRequest> = {}): StaffRequest => ({
  reservation_id: 'r1234567890123456',
  facility_id: 'f1',
  facility_name: 'Garden Room',
  facility_type: 'room',
  name: 'Ada Obi',
  phone: '+2348035550142',
  email: '',
  dateRange: { from: '2026-12-10', to: '2026-12-13' },
  received_at: '2026-11-20T10:00:00.000Z',
  status: 'received',
  reference: 'ABCDE-FGHJK',
  status_changed_at: null,
  status_note: null,
  hold_until: null,
  ...over,
})
