// The passkey ceremonies (WebAuthn through @simplewebauthn/browser 13, a chunk loaded when a
// ceremony begins: the inbox's first screen does without it). Who is signed in: lib/me.ts.
import type { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import type { InviteInfo, StaffMe } from '../../../../contract/staff'
import { staffPost, unchecked } from '../../lib/staff-api'

// The options are the library's JSON, passed through: it checks them itself.
type RegistrationOptions = Parameters<typeof startRegistration>[0]['optionsJSON']
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]['optionsJSON']

export const lookupInvite = (token: string) =>
  staffPost('/invites/lookup', { token }, unchecked<InviteInfo>())

/**
 * A passkey made on this device: the server's options from `${path}/options`, the device's answer
 * to `${path}/verify`, each with `body` (an invite's token, or nothing for a signed-in person).
 */
async function registerPasskey(path: '/invites' | '/passkeys', body: object): Promise<StaffMe> {
  const options = await staffPost(`${path}/options`, body, unchecked<RegistrationOptions>())
  const { startRegistration } = await import('@simplewebauthn/browser')
  const response = await startRegistration({
    optionsJSON: options,
  })
  return staffPost(`${path}/verify`, { ...body, response }, unchecked<StaffMe>())
}

export const enrolWithInvite = (token: string) => registerPasskey('/invites', { token })

export async function signInWithPasskey(): Promise<StaffMe> {
  const options = await staffPost('/sign-in/options', {}, unchecked<AuthenticationOptions>())
  const { startAuthentication } = await import('@simplewebauthn/browser')
  const response = await startAuthentication({
    optionsJSON: options,
  })
  return staffPost('/sign-in/verify', { response }, unchecked<StaffMe>())
}

export const addPasskey = () => registerPasskey('/passkeys', {})

export const signOut = () => staffPost('/sign-out', {})
