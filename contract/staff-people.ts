// The console's People (issue 29, owners only): who has access, their passkeys, an invitation
// made from the console, a revocation. The rules are the CLI's `staff invite|list|revoke`
// (server/src/staff/invitations.ts, people.ts); the console refuses to revoke the hotel's last
// owner.
import { z } from './zod'
import { StaffName, StaffRole } from './staff'
import { identifier } from './text'

/** One passkey: no secret in it (the server keeps only the public half anyway). */
export const StaffPasskey = z.object({
  /** The person's own name for it, when they gave one. */
  label: z.string().nullable(),
  /** Synced across the person's devices (a keychain), or kept on one device. */
  synced: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
})
export type StaffPasskey = z.infer<typeof StaffPasskey>

/** `invited`: no passkey made yet; `active`: at least one; `revoked`: no access any more. */
export const StaffPersonState = z.enum(['active', 'invited', 'revoked'])
export type StaffPersonState = z.infer<typeof StaffPersonState>

export const StaffPerson = z.object({
  id: z.string(),
  name: z.string(),
  role: StaffRole,
  state: StaffPersonState,
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  last_sign_in: z.string().nullable(),
  passkeys: z.array(StaffPasskey),
})
export type StaffPerson = z.infer<typeof StaffPerson>

/** `GET /api/staff/people`: everyone, active first, then by name; times shown in `timeZone`. */
export const StaffPeople = z.object({ people: z.array(StaffPerson), timeZone: z.string() })
export type StaffPeople = z.infer<typeof StaffPeople>

/** `POST /api/staff/people/invites`: a colleague's name and role. */
export const StaffInviteBody = z.strictObject(
  { name: StaffName, role: StaffRole },
  { error: 'must be a JSON object' },
)
export type StaffInviteBody = z.infer<typeof StaffInviteBody>

/**
 * The invitation: its one-time link (good 24 hours, for one passkey), shown once. `created` is
 * false when an active person of that name got a new link (a lost or new device): their role
 * stays as it was.
 */
export const StaffInvitation = z.object({
  link: z.string(),
  name: z.string(),
  role: StaffRole,
  expires_at: z.string(),
  created: z.boolean(),
})
export type StaffInvitation = z.infer<typeof StaffInvitation>

/** `POST /api/staff/people/:id/revoke`: who, and whether this call revoked them. */
export const StaffRevoked = z.object({ id: z.string(), name: z.string(), revoked: z.boolean() })
export type StaffRevoked = z.infer<typeof StaffRevoked>

export const StaffPersonParams = z.strictObject({ id: identifier(100) })
