// What the rules can refuse, in the domain's words: the rules say what went wrong (a kind and a
// code a client can act on), and one place (http/errors.ts) says which HTTP status that is. The
// rules know nothing of HTTP, so the staff CLI shows the same refusals with the same messages.

export type DomainErrorKind =
  /** Nothing has that id. */
  | 'not_found'
  /** The request contradicts itself or the rules (dates out of range, wrong type). */
  | 'invalid'
  /** The request is well formed but the present state refuses it (booked, id reused). */
  | 'conflict'
  /** No valid session or token, or a passkey that does not check out (issue 27). */
  | 'unauthorized'
  /** Who is calling is known, and may not do this (a cross-site call, a token where a person must be). */
  | 'forbidden'
  /** Too many tries from one address (sign-in and invites). */
  | 'rate_limited'
  /** A service the hotel relies on cannot be reached now (Paystack): try again later (503). */
  | 'unavailable'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    /** What a client may act on beyond the sentence (a 409 changed_meanwhile's last change). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const facilityNotFound = (id: string) =>
  new DomainError('not_found', 'not_found', `No facility has the id ${id}.`)

export const rateNotFound = (id: string) =>
  new DomainError('not_found', 'not_found', `No rate has the id ${id}.`)

/**
 * A change to a facility's rates refused: the rules it would leave cannot be together (409
 * rates_conflict), a second base (409 base_exists: the base is changed in place), a rule changed
 * into one that is not a rule (400 invalid_rate: the base without its price), or an amount is too
 * large for the hotel's longest stay (400 amount_too_large: what was given is at fault, and its
 * sentence names the largest amount that fits).
 */
export const ratesRefused = ({
  refused,
}: {
  refused: {
    path: string
    message: string
    code?: 'amount_too_large' | 'base_exists' | 'invalid_rate'
  }
}) =>
  refused.code === 'amount_too_large' || refused.code === 'invalid_rate'
    ? new DomainError('invalid', refused.code, refused.message, { path: refused.path })
    : new DomainError('conflict', refused.code ?? 'rates_conflict', refused.message, {
        path: refused.path,
      })
