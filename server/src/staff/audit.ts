// A line of the staff's history (staff_audit): what was done, to whom, by whom ('cli', 'token' or
// `staff:<id>`: actor.ts), when, and its detail kept as JSON.
import { nanoid } from 'nanoid'
import type { AuditRow } from './repository'

export function auditLine(
  at: string,
  staffId: string | null,
  actor: string,
  action: string,
  detail: object | null = null,
): AuditRow {
  return {
    id: nanoid(),
    at,
    staff_id: staffId,
    actor,
    action,
    detail: detail === null ? null : JSON.stringify(detail),
  }
}

/** A person's own act (signing in or out, a passkey of theirs): they are its actor. */
export const ownAuditLine = (at: string, staffId: string, action: string, detail?: object) =>
  auditLine(at, staffId, `staff:${staffId}`, action, detail)
