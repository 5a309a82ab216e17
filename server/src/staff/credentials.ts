// A passkey as the staff's database keeps it (issue 27): the row made from a verified
// registration, the transports read back, and the refusals of a passkey stored twice or unknown.
import { DomainError } from '../domain-errors'
import { isUniqueViolation } from '../db/transaction'
import type { CredentialRow } from './repository'
import type { VerifiedCredential } from './webauthn'

export const passkeyUnknown = () =>
  new DomainError(
    'unauthorized',
    'passkey_unknown',
    'This passkey is not known here (it may have been removed). Ask for a new invitation.',
  )

/** A passkey stored once already (a crafted response: browsers exclude the known ones). */
export async function storingPasskey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    throw new DomainError('conflict', 'passkey_exists', 'This passkey is already registered here.')
  }
}

export function credentialRow(staffId: string, c: VerifiedCredential, createdAt: string) {
  return {
    id: c.id,
    staff_id: staffId,
    public_key: Buffer.from(c.publicKey),
    counter: c.counter,
    transports: JSON.stringify(c.transports),
    device_type: c.deviceType,
    backed_up: c.backedUp ? 1 : 0,
    created_at: createdAt,
  }
}

export const transportsOf = (c: CredentialRow): string[] => {
  try {
    const list: unknown = JSON.parse(c.transports)
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : []
  } catch {
    return []
  }
}

/** The passkeys a new one must not repeat (the ceremony's excludeCredentials). */
export const excluded = (credentials: CredentialRow[]) =>
  credentials.map((c) => ({ id: c.id, transports: transportsOf(c) }))
