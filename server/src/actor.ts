// Who made a staff change: a signed-in person, a script holding ADMIN_TOKEN, or the CLI on the
// server. The history records the person (issue 27), not just "staff". It sits below the domains,
// beside domain-errors.ts: reservations, contact and staff each record who acted, and none of them
// imports another domain for it.
import type { StaffRole } from '../../contract/staff'

export type StaffActor =
  | { kind: 'staff'; staffId: string; name: string; role: StaffRole }
  | { kind: 'token' }
  | { kind: 'cli' }
  /** The server itself, by a rule of the hotel's (issue 53: a deposit unpaid at its deadline). */
  | { kind: 'system'; name: string }

/** As the history shows it: the person's name then, 'admin token' or 'CLI'. */
export function actorName(actor: StaffActor): string {
  if (actor.kind === 'staff' || actor.kind === 'system') return actor.name
  return actor.kind === 'token' ? 'admin token' : 'CLI'
}

/** As the audit records it: 'cli', 'token' or `staff:<id>`. */
export function actorTag(actor: StaffActor): string {
  return actor.kind === 'staff' ? `staff:${actor.staffId}` : actor.kind
}
