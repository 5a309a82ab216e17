// A passkey ceremony that did not finish, as a sentence: the person cancelled, the device has no
// passkey for this site, the page is not on a secure address. The library throws a WebAuthnError
// (with a `code`) or the browser's own DOMException; neither is shown as it is.
import { StaffApiError } from '../../lib/staff-api'

export function ceremonyWords(error: unknown, ceremony: 'create' | 'use'): string {
  if (error instanceof StaffApiError) return error.message
  // A DOMException is not an Error everywhere (jsdom, older WebKit): read the fields as they are.
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown }
  if (name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED')
    return ceremony === 'create'
      ? 'No passkey was made: it was cancelled or took too long. Try again when you are ready.'
      : 'You were not signed in: the passkey was cancelled, took too long, or this device has none for this site.'
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return 'This device already has a passkey for you here. Use it to sign in, or try another device.'
  if (name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN')
    return "Passkeys need the console's secure address (https://). Open the link you were given."
  if (code === 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' && name === 'NotSupportedError')
    return 'This browser cannot use passkeys. Try an up-to-date Chrome, Safari, Edge or Firefox.'
  if (typeof window !== 'undefined' && !window.PublicKeyCredential)
    return 'This browser cannot use passkeys. Try an up-to-date Chrome, Safari, Edge or Firefox.'
  return 'The passkey did not work this time. Try again.'
}
