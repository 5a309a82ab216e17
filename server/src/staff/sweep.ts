// The staff's housekeeping in the server's sweep (reservations/sweep.ts): expired sessions and
// challenges, and invites used or expired over a week ago. The rules refuse all of them already;
// this only keeps the tables small. Any replica may do it: deleting twice deletes nothing twice.
import { sweepEvery, type SweepTask } from '../reservations/sweep'
import { CHALLENGE_MS } from './policy'
import type { StaffRules } from './rules'

export function staffSweepTask(staff: StaffRules): SweepTask {
  return {
    done: 'expired staff sessions, challenges and invites removed',
    everyMs: sweepEvery(CHALLENGE_MS * 2),
    run: () => staff.sweep(),
  }
}
