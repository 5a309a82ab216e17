// How long the staff's secrets live, and what the staff's rules are handed (issue 27): the
// clock, the hotel's calling code, whom to tell of a revocation. One place, so the invitations,
// the ceremonies, the sessions and the sweep count the same minutes by the same clock.
import type { StaffRepository } from './repository'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
export const INVITE_MS = 24 * HOUR
export const SESSION_IDLE_MS = 12 * HOUR
export const SESSION_MAX_MS = 30 * DAY
/** `last_seen_at` is written at most this often: not a write per call. */
export const SESSION_TOUCH_MS = 5 * MINUTE
/** The ceremony's 2 minutes, and some for a slow phone. */
export const CHALLENGE_MS = 5 * MINUTE
/** Used or expired invites are kept this long (the audit keeps the rest). */
export const INVITE_KEEP_MS = 7 * DAY

export interface StaffPolicy {
  now?: () => Date
  /** GUEST_PHONE_COUNTRY_CODE, told to the console with the person (StaffMe). Default 234. */
  phoneCallingCode?: string
  /** Called after a person is revoked (the live streams close theirs). */
  onRevoked?: (staffId: string) => void
}

/** What every part of the staff's rules is handed: the repository, the policy and its clock. */
export interface StaffContext {
  repo: StaffRepository
  policy: StaffPolicy
  clock: () => Date
}

export function staffContext(repo: StaffRepository, policy: StaffPolicy): StaffContext {
  return { repo, policy, clock: () => policy.now?.() ?? new Date() }
}

/** An instant as the database keeps it. */
export const iso = (ms: number) => new Date(ms).toISOString()
