// Whether this device keeps something for the app's outbox to deliver or to read the answer of: a
// request, a contact message, a push withdrawal (each under a key of its own, `<key>:<id>`:
// src/lib/keyed-store.ts; or an older version's list under the bare key). While it does, the app
// starts at once (src/start/start-app.ts) and loads its outbox at start (src/app/outbox/).
import { CONTACT_MESSAGES_KEY, PUSH_WITHDRAWALS_KEY, RESERVATIONS_KEY } from './start-names'

const KEPT = [RESERVATIONS_KEY, CONTACT_MESSAGES_KEY, PUSH_WITHDRAWALS_KEY]

export const isKeptWorkKey = (key: string) => KEPT.some((kept) => key.startsWith(kept))

export function keepsWork(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++)
      if (isKeptWorkKey(localStorage.key(i) ?? '')) return true
  } catch {
    // storage blocked: nothing kept either
  }
  return false
}
