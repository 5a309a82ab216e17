// The passkey ceremonies, and the only module that imports @simplewebauthn/server. Whatever the
// library throws at a response a client sent (bad CBOR, another origin or RP id, a challenge not
// ours, no user verification) becomes a DomainError: a refusal, never a 5xx. A failure of our own
// (the database out of reach while consuming the challenge) is rethrown as it was.
//
// The library is loaded at the first ceremony, not with the server: it and its certificate
// parsers are some 250 modules, about 0.2 s of CPU on every start (a replica, a restart, each
// test's server) for something a hotel does a few times a year.
import type * as SimpleWebAuthn from '@simplewebauthn/server'
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { DomainError } from '../domain-errors'

let library: Promise<typeof SimpleWebAuthn> | undefined
const simpleWebAuthn = () => (library ??= import('@simplewebauthn/server'))

/** Who the passkeys belong to: the site's host (RP id) and origin, and the name shown. */
export interface RelyingParty {
  id: string
  origin: string
  name: string
}

/** What of a request decides the relying party when PUBLIC_URL is not set. */
export interface RequestSite {
  protocol: string
  /** Host with port (Fastify's `request.host`; X-Forwarded-Host only with TRUST_PROXY). */
  host: string
  /** Host without port (Fastify's `request.hostname`). */
  hostname: string
}

/**
 * PUBLIC_URL's host and origin; without it, the request's own (so `http://localhost:<port>` works
 * unconfigured: browsers treat localhost as a secure context).
 */
export function relyingParty(
  publicUrl: string | undefined,
  request: RequestSite,
  name: string,
): RelyingParty {
  if (publicUrl) {
    const url = new URL(publicUrl)
    return { id: url.hostname, origin: url.origin, name }
  }
  return { id: request.hostname, origin: `${request.protocol}://${request.host}`, name }
}

/** 2 minutes to finish a ceremony; the challenge is kept a little longer (rules.ts). */
export const CEREMONY_TIMEOUT_MS = 120_000

/** A passkey as verified at registration, ready to store. */
export interface VerifiedCredential {
  id: string
  publicKey: Uint8Array
  counter: number
  transports: string[]
  deviceType: string
  backedUp: boolean
}

/** A stored passkey, as an assertion is checked against it. */
export interface StoredCredential {
  id: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[]
}

/** Consumes the challenge the response signed: true once, when it was ours and unexpired. */
export type ChallengeCheck = (challenge: string) => Promise<boolean>

const refused = (kind: 'invalid' | 'unauthorized', message: string) =>
  new DomainError(kind, 'passkey_refused', message)

/**
 * Runs one library verification against what every response must show: the challenge we gave
 * (consumed), this site's origin and id, and the person verified by the device's lock. A throw of
 * the library (the client's fault) becomes `refusal`; a throw of `consume` (ours: the database)
 * is rethrown unchanged.
 */
async function verifying<T>(
  rp: RelyingParty,
  consume: ChallengeCheck,
  refusal: DomainError,
  verify: (expected: {
    expectedChallenge: ChallengeCheck
    expectedOrigin: string
    expectedRPID: string
    requireUserVerification: true
  }) => Promise<T>,
): Promise<T> {
  let ownError: { error: unknown } | undefined
  const expectedChallenge: ChallengeCheck = async (challenge) => {
    try {
      return await consume(challenge)
    } catch (error) {
      ownError = { error }
      return false
    }
  }
  try {
    return await verify({
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
  } catch (error) {
    if (ownError) throw ownError.error
    if (error instanceof DomainError) throw error
    throw refusal
  }
}

const transportsOf = (list: string[]) => list as AuthenticatorTransportFuture[]

export async function registrationOptions(
  rp: RelyingParty,
  user: { name: string; webauthnUserId: string },
  existing: { id: string; transports: string[] }[],
) {
  const { generateRegistrationOptions } = await simpleWebAuthn()
  const { isoBase64URL } = await import('@simplewebauthn/server/helpers')
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.name,
    userDisplayName: user.name,
    userID: isoBase64URL.toBuffer(user.webauthnUserId),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: transportsOf(c.transports) })),
    // A discoverable credential (sign-in without typing a name) and the device's lock (PIN,
    // fingerprint, face): a passkey alone is then two factors.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CEREMONY_TIMEOUT_MS,
  })
}

export async function verifyRegistration(
  rp: RelyingParty,
  response: unknown,
  consume: ChallengeCheck,
): Promise<VerifiedCredential> {
  const refusal = refused(
    'invalid',
    'The new passkey could not be checked. Please try again from the link.',
  )
  const { verifyRegistrationResponse } = await simpleWebAuthn()
  const result = await verifying(rp, consume, refusal, (expected) =>
    verifyRegistrationResponse({ response: response as RegistrationResponseJSON, ...expected }),
  )
  if (!result.verified) throw refusal
  const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo
  return {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  }
}

export async function authenticationOptions(rp: RelyingParty) {
  // No allowCredentials: the device offers the passkeys it holds for this site (discoverable).
  const { generateAuthenticationOptions } = await simpleWebAuthn()
  return generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  })
}

/** The credential id a sign-in response names (to find the stored passkey), if it names one. */
export function credentialIdOf(response: unknown): string | undefined {
  const id = (response as { id?: unknown } | null)?.id
  return typeof id === 'string' && id.length > 0 ? id : undefined
}

/** Checks an assertion against the stored passkey; answers the authenticator's new counter. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: unknown,
  credential: StoredCredential,
  consume: ChallengeCheck,
): Promise<{ newCounter: number }> {
  const refusal = refused('unauthorized', 'That passkey could not be checked. Please try again.')
  const { verifyAuthenticationResponse } = await simpleWebAuthn()
  const result = await verifying(rp, consume, refusal, (expected) =>
    verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      credential: {
        id: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: transportsOf(credential.transports),
      },
      ...expected,
    }),
  )
  if (!result.verified) throw refusal
  return { newCounter: result.authenticationInfo.newCounter }
}
