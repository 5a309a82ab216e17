// What signing in to the staff console means (issue 27). A person is invited (a one-time link,
// good 24 h and one enrolment), enrols a passkey, and gets a session: a random id in a cookie,
// stored only hashed, ending after 12 h idle or 30 days at most, or at sign-out. Revoking a
// person ends everything of theirs at once: every call re-reads the session row, on any replica.
// Every step that matters is in the audit, never with a secret.
import { createHash, randomBytes } from 'node:crypto'
import { nanoid } from 'nanoid'
import { DEFAULT_CALLING_CODE } from '../../../contract/phone-number'
import { StaffName, StaffRole, type StaffMe } from '../../../contract/staff'
import { DomainError } from '../domain-errors'
import { isUniqueViolation } from '../reservations/repository'
import { actorTag, type StaffActor } from '../actor'
import type { CredentialRow, StaffRepository, StaffRow } from './repository'
import {
  authenticationOptions,
  credentialIdOf,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type RelyingParty,
} from './webauthn'

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

/** SHA-256 hex: what the database keeps of a session id or an invite token. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex')
const newSecret = () => randomBytes(32).toString('base64url')

type Purpose = 'register' | 'authenticate' | 'add'

export interface StaffPolicy {
  now?: () => Date
  /** GUEST_PHONE_COUNTRY_CODE, told to the console with the person (StaffMe). Default 234. */
  phoneCallingCode?: string
  /** Called after a person is revoked (the live streams close theirs). */
  onRevoked?: (staffId: string) => void
}

/** A new session: the raw id goes in the cookie, once; the database keeps only its hash. */
export interface NewSession {
  id: string
  expiresAt: string
}

export interface ResolvedSession {
  actor: Extract<StaffActor, { kind: 'staff' }>
  idHash: string
  expiresAt: string
}

const inviteInvalid = () =>
  new DomainError(
    'not_found',
    'invite_invalid',
    'This invitation link is not valid: it was used, it expired, or it was never made. Ask for a new one.',
  )

const passkeyUnknown = () =>
  new DomainError(
    'unauthorized',
    'passkey_unknown',
    'This passkey is not known here (it may have been removed). Ask for a new invitation.',
  )

/** A passkey stored once already (a crafted response: browsers exclude the known ones). */
async function storingPasskey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw new DomainError('conflict', 'passkey_exists', 'This passkey is already registered here.')
  }
}

const staffOf = (row: { staff_id: string; name: string; role: string }) => ({
  kind: 'staff' as const,
  staffId: row.staff_id,
  name: row.name,
  role: StaffRole.catch('frontdesk').parse(row.role),
})

export function staffRules(repo: StaffRepository, policy: StaffPolicy = {}) {
  const clock = () => policy.now?.() ?? new Date()
  const iso = (ms: number) => new Date(ms).toISOString()

  async function newChallenge(challenge: string, purpose: Purpose, staffId: string | null) {
    await repo.insertChallenge({
      challenge,
      purpose,
      staff_id: staffId,
      expires_at: iso(clock().getTime() + CHALLENGE_MS),
    })
  }
  const consumer = (purpose: Purpose, staffId: string | null) => (challenge: string) =>
    repo.consumeChallenge(challenge, purpose, staffId, clock().toISOString())

  async function me(staffId: string): Promise<StaffMe> {
    const person = await repo.findById(staffId)
    if (!person || person.revoked_at)
      throw new DomainError('unauthorized', 'unauthorized', 'Sign in again.')
    return {
      id: person.id,
      name: person.name,
      role: StaffRole.catch('frontdesk').parse(person.role),
      passkeys: await repo.countCredentials(staffId),
      phoneCallingCode: policy.phoneCallingCode ?? DEFAULT_CALLING_CODE,
    }
  }

  function sessionRow(staffId: string, userAgent: string | undefined) {
    const now = clock().getTime()
    const id = newSecret()
    const row = {
      id_hash: secretHash(id),
      staff_id: staffId,
      created_at: iso(now),
      last_seen_at: iso(now),
      expires_at: iso(now + SESSION_MAX_MS),
      user_agent: userAgent?.slice(0, 200) ?? null,
    }
    return { row, session: { id, expiresAt: row.expires_at } }
  }

  function credentialRow(staffId: string, c: Awaited<ReturnType<typeof verifyRegistration>>) {
    return {
      id: c.id,
      staff_id: staffId,
      public_key: Buffer.from(c.publicKey),
      counter: c.counter,
      transports: JSON.stringify(c.transports),
      device_type: c.deviceType,
      backed_up: c.backedUp ? 1 : 0,
      created_at: clock().toISOString(),
    }
  }

  const transportsOf = (c: CredentialRow): string[] => {
    try {
      const list: unknown = JSON.parse(c.transports)
      return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : []
    } catch {
      return []
    }
  }

  async function usableInvite(token: string) {
    const invite = await repo.usableInvite(secretHash(token), clock().toISOString())
    if (!invite) throw inviteInvalid()
    return invite
  }

  async function refuseSignIn(
    reason: string,
    staffId: string | null,
    error: unknown,
  ): Promise<never> {
    await repo.audit({
      id: nanoid(),
      at: clock().toISOString(),
      staff_id: staffId,
      actor: 'anonymous',
      action: 'sign_in_refused',
      detail: JSON.stringify({ reason }),
    })
    throw error
  }

  return {
    /**
     * Invites a person by name: an active person of that name gets a new link (a lost device);
     * otherwise a new person, the first one an owner unless told. Answers the raw token once.
     * `activeRefused` (the console's): the name of a person who already has a passkey is refused
     * (409), so no one makes a link to enrol their own device in another's name; a link for a
     * lost device stays the server's act (the CLI). Someone invited who has not made a passkey
     * yet gets a new link. Every link's maker is kept (the invite's row and the audit's).
     */
    async invite(
      input: { name: string; role?: string },
      actor: StaffActor,
      { activeRefused = false }: { activeRefused?: boolean } = {},
    ) {
      const parsedName = StaffName.safeParse(input.name.normalize('NFC').trim())
      if (!parsedName.success || parsedName.data.length === 0) {
        throw new DomainError(
          'invalid',
          'invalid_name',
          'The name must be 1 to 100 characters on one line.',
        )
      }
      const name = parsedName.data
      const role = input.role === undefined ? undefined : StaffRole.safeParse(input.role)
      if (role && !role.success) {
        throw new DomainError('invalid', 'invalid_role', 'The role must be owner or frontdesk.')
      }
      const token = newSecret()
      const now = clock().getTime()
      const expiresAt = iso(now + INVITE_MS)
      return repo.inTransaction(async (q) => {
        const same = await q.activeByName(name)
        if (same.length > 1) {
          throw new DomainError(
            'conflict',
            'ambiguous_name',
            `More than one active person is named ${name}: ${same.map((s) => s.id).join(', ')}.`,
          )
        }
        let person: StaffRow | undefined = same[0]
        if (person && activeRefused && (await q.credentialsOf(person.id)).length > 0) {
          throw new DomainError(
            'conflict',
            'already_has_access',
            `${name} already has access. To add a device, ${name} signs in (a synced passkey works on a new device too), opens the menu under their name and chooses "Add a passkey on this device". Someone who lost every device gets a new link from the command line on the server: npm run admin -- staff invite --name "${name}".`,
          )
        }
        const created = !person
        if (!person) {
          person = {
            id: nanoid(10),
            name,
            role: role?.data ?? ((await q.countActive()) === 0 ? 'owner' : 'frontdesk'),
            webauthn_user_id: newSecret(),
            created_at: iso(now),
            revoked_at: null,
          }
          await q.insertStaff(person)
        }
        await q.insertInvite({
          token_hash: secretHash(token),
          staff_id: person.id,
          created_at: iso(now),
          expires_at: expiresAt,
          created_by: actorTag(actor),
        })
        await q.audit({
          id: nanoid(),
          at: iso(now),
          staff_id: person.id,
          actor: actorTag(actor),
          action: 'invite',
          detail: JSON.stringify({ created, role: person.role, expires_at: expiresAt }),
        })
        return { token, staff: person, expiresAt, created }
      })
    },

    /** Whose invite it is: 404 alike for used, expired and unknown. */
    async lookupInvite(token: string) {
      const invite = await usableInvite(token)
      return { name: invite.name, expires_at: invite.expires_at }
    },

    async inviteOptions(token: string, rp: RelyingParty) {
      const invite = await usableInvite(token)
      const existing = (await repo.credentialsOf(invite.staff_id)).map((c) => ({
        id: c.id,
        transports: transportsOf(c),
      }))
      const options = await registrationOptions(
        rp,
        { name: invite.name, webauthnUserId: invite.webauthn_user_id },
        existing,
      )
      await newChallenge(options.challenge, 'register', invite.staff_id)
      return options
    },

    /** The passkey made from the link: the invite is used, the passkey stored, a session begun. */
    async enrol(token: string, response: unknown, rp: RelyingParty, userAgent?: string) {
      const invite = await usableInvite(token)
      const credential = await verifyRegistration(
        rp,
        response,
        consumer('register', invite.staff_id),
      )
      const { row, session } = sessionRow(invite.staff_id, userAgent)
      await storingPasskey(() =>
        repo.inTransaction(async (q) => {
          // The invite is used here, once: a second tab or a replay finds it used.
          if (
            (await q.consumeInvite(secretHash(token), clock().toISOString())) !== invite.staff_id
          ) {
            throw inviteInvalid()
          }
          await q.insertCredential(credentialRow(invite.staff_id, credential))
          await q.insertSession(row)
          await q.audit({
            id: nanoid(),
            at: row.created_at,
            staff_id: invite.staff_id,
            actor: `staff:${invite.staff_id}`,
            action: 'enrol',
            // Who made the link this passkey came from: the history keeps it after the sweep.
            detail: JSON.stringify({
              credential: credential.id,
              device_type: credential.deviceType,
              invited_by: invite.created_by,
            }),
          })
        }),
      )
      return { me: await me(invite.staff_id), session }
    },

    async signInOptions(rp: RelyingParty) {
      const options = await authenticationOptions(rp)
      await newChallenge(options.challenge, 'authenticate', null)
      return options
    },

    async signIn(response: unknown, rp: RelyingParty, userAgent?: string) {
      const id = credentialIdOf(response)
      const stored = id === undefined ? undefined : await repo.activeCredential(id)
      if (!stored) return refuseSignIn('passkey_unknown', null, passkeyUnknown())
      let newCounter: number
      try {
        ;({ newCounter } = await verifyAuthentication(
          rp,
          response,
          {
            id: stored.id,
            publicKey: new Uint8Array(stored.public_key) as Uint8Array<ArrayBuffer>,
            counter: stored.counter,
            transports: transportsOf(stored),
          },
          consumer('authenticate', null),
        ))
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return refuseSignIn(error.code, stored.staff_id, error)
      }
      const { row, session } = sessionRow(stored.staff_id, userAgent)
      await repo.inTransaction(async (q) => {
        await q.credentialUsed(stored.id, newCounter, row.created_at)
        await q.insertSession(row)
        await q.audit({
          id: nanoid(),
          at: row.created_at,
          staff_id: stored.staff_id,
          actor: `staff:${stored.staff_id}`,
          action: 'sign_in',
          detail: JSON.stringify({ credential: stored.id }),
        })
      })
      return { me: await me(stored.staff_id), session }
    },

    /** A second device for the signed-in person. */
    async addPasskeyOptions(staffId: string, rp: RelyingParty) {
      const person = await repo.findById(staffId)
      if (!person || person.revoked_at) throw passkeyUnknown()
      const existing = (await repo.credentialsOf(staffId)).map((c) => ({
        id: c.id,
        transports: transportsOf(c),
      }))
      const options = await registrationOptions(
        rp,
        { name: person.name, webauthnUserId: person.webauthn_user_id },
        existing,
      )
      await newChallenge(options.challenge, 'add', staffId)
      return options
    },

    async addPasskey(staffId: string, response: unknown, rp: RelyingParty): Promise<StaffMe> {
      const credential = await verifyRegistration(rp, response, consumer('add', staffId))
      await storingPasskey(() =>
        repo.inTransaction(async (q) => {
          await q.insertCredential(credentialRow(staffId, credential))
          await q.audit({
            id: nanoid(),
            at: clock().toISOString(),
            staff_id: staffId,
            actor: `staff:${staffId}`,
            action: 'passkey_added',
            detail: JSON.stringify({
              credential: credential.id,
              device_type: credential.deviceType,
            }),
          })
        }),
      )
      return me(staffId)
    },

    me,

    /**
     * The session of a cookie's id, if live; `last_seen_at` is written when older than 5 minutes
     * (so the 12 h idle limit is kept within 5 minutes, without a write per call).
     */
    async resolveSession(sessionId: string): Promise<ResolvedSession | undefined> {
      const idHash = secretHash(sessionId)
      const now = clock().getTime()
      const live = await repo.liveSession(idHash, iso(now), iso(now - SESSION_IDLE_MS))
      if (!live) return undefined
      if (Date.parse(live.last_seen_at) <= now - SESSION_TOUCH_MS) {
        await repo.touchSession(idHash, iso(now))
      }
      return { actor: staffOf(live), idHash, expiresAt: live.expires_at }
    },

    /** Whether a session (by its hash) is still live, without touching it: for open streams. */
    async sessionActive(idHash: string): Promise<boolean> {
      const now = clock().getTime()
      return (await repo.liveSession(idHash, iso(now), iso(now - SESSION_IDLE_MS))) !== undefined
    },

    /**
     * Ends the session, and turns off the notifications of every device of the person (issue 37):
     * a phone whose person has signed out is not the desk's any more. They turn it on again after
     * signing in.
     */
    async signOut(idHash: string): Promise<void> {
      await repo.inTransaction(async (q) => {
        const staffId = await q.deleteSession(idHash)
        if (staffId === undefined) return
        await q.deletePushDevicesOf(staffId)
        await q.audit({
          id: nanoid(),
          at: clock().toISOString(),
          staff_id: staffId,
          actor: `staff:${staffId}`,
          action: 'sign_out',
          detail: null,
        })
      })
    },

    list: () => repo.list(),

    /**
     * Everyone with their passkeys, as the console's People shows them: the rows of `staff list`
     * (active first, then by name), each with its passkeys, oldest first.
     */
    async people() {
      const [rows, credentials] = await Promise.all([repo.list(), repo.activeCredentials()])
      return rows.map((row) => ({
        ...row,
        credentials: credentials.filter((c) => c.staff_id === row.id),
      }))
    },

    /**
     * Revokes a person by id, or by name when that names one active person. Answers the person
     * and whether this call revoked them (false: they already were). `keepAnOwner` (the console)
     * refuses to revoke the last active owner, which would leave nobody to manage the staff from
     * the console; the CLI, the hotel's recovery, may.
     */
    async revoke(nameOrId: string, actor: StaffActor, options: { keepAnOwner?: boolean } = {}) {
      const byId = await repo.findById(nameOrId)
      let person = byId
      if (!person) {
        const named = await repo.activeByName(nameOrId.normalize('NFC').trim())
        if (named.length > 1) {
          throw new DomainError(
            'conflict',
            'ambiguous_name',
            `More than one active person is named ${nameOrId}; revoke one by id: ${named
              .map((s) => s.id)
              .join(', ')}.`,
          )
        }
        person = named[0]
      }
      if (!person) {
        throw new DomainError(
          'not_found',
          'not_found',
          `No staff member has the name or id ${nameOrId}.`,
        )
      }
      const at = clock().toISOString()
      const target = person
      const revoked = await repo.inTransaction(async (q) => {
        if (options.keepAnOwner && target.role === 'owner' && !target.revoked_at) {
          const others = (await q.activeOwnerIds()).filter((id) => id !== target.id)
          if (others.length === 0) {
            throw new DomainError(
              'conflict',
              'last_owner',
              `${target.name} is the hotel's last owner: without an owner nobody could manage the staff or delete a facility from the console. Invite another owner first.`,
            )
          }
        }
        const row = await q.markRevoked(target.id, at)
        await q.deleteAccessOf(target.id)
        if (row) {
          await q.audit({
            id: nanoid(),
            at,
            staff_id: target.id,
            actor: actorTag(actor),
            action: 'revoke',
            detail: null,
          })
        }
        return row !== undefined
      })
      if (revoked) policy.onRevoked?.(target.id)
      return { staff: { ...target, revoked_at: target.revoked_at ?? at }, revoked }
    },

    /** The sweep: expired sessions and challenges, invites done with a week ago. */
    async sweep(): Promise<number> {
      const now = clock().getTime()
      return repo.sweep(iso(now), iso(now - SESSION_IDLE_MS), iso(now - INVITE_KEEP_MS))
    },
  }
}
export type StaffRules = ReturnType<typeof staffRules>
