// A person's role as the console names it: the account menu, the people list and the invitation
// say the same word for it.
import type { StaffRole } from '../../../contract/staff'

export const ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  frontdesk: 'Front desk',
  housekeeping: 'Housekeeping',
}
