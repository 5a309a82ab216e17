// The reference a guest reads over the phone: derived from the reservation_id (which the device
// makes), so the device knows it at once, offline too, and the server finds the same one.
// SHA-256 of the id -> 10 symbols of an alphabet with no 0/O, 1/I/L (31 symbols: about 49.5 bits),
// shown as two groups of five ('ABCDE-FGHJK'). Input is case-insensitive, dashes and spaces are
// ignored; 0, O, 1, I and L are never folded into other symbols: they cannot occur in a
// reference, so input holding them is simply not one (no guessing which symbol was meant).
// Two requests with the same reference: the second is refused (409 reservation_id_conflict) and
// the device makes a new id; with 100 000 requests the odds of any collision are about 6 in a
// million (n^2 / 2 / 31^10).

export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const REFERENCE_LENGTH = 10
const BASE = BigInt(REFERENCE_ALPHABET.length)

/** The reference of a reservation_id, ungrouped: 10 symbols of REFERENCE_ALPHABET. */
export async function reservationReference(reservationId: string): Promise<string> {
  const bytes = new Uint8Array(
    await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(reservationId)),
  )
  // The first 8 bytes as a number, written in base 31: 2^64 / 31^10 is some 22 500, so the
  // symbols are uniform to within 1 in 22 500.
  let n = 0n
  for (const b of bytes.slice(0, 8)) n = (n << 8n) | BigInt(b)
  let out = ''
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    out = REFERENCE_ALPHABET[Number(n % BASE)] + out
    n /= BASE
  }
  return out
}

/** Upper case, without the dashes and spaces a person (or a display) puts in. */
const compactOf = (input: string) => input.replace(/[\s-]/g, '').toUpperCase()

/**
 * 'ABCDEFGHJK' -> 'ABCDE-FGHJK': the one form people read, wherever the server or the site shows
 * a reference (API answers, the staff's email and webhook, the CLI, the calendar file). A reference
 * already shown ('abcde-fghjk') comes out the same, never with a second dash.
 */
export function formatReference(reference: string): string {
  const compact = compactOf(reference)
  return `${compact.slice(0, 5)}-${compact.slice(5)}`
}

/** What a person typed, as a stored reference ('abcde fghjk' -> 'ABCDEFGHJK'), or undefined. */
export function parseReference(input: string): string | undefined {
  const compact = compactOf(input)
  if (compact.length !== REFERENCE_LENGTH) return undefined
  for (const c of compact) if (!REFERENCE_ALPHABET.includes(c)) return undefined
  return compact
}
