import { describe, expect, it } from 'vitest'
import {
  formatReference,
  parseReference,
  REFERENCE_ALPHABET,
  reservationReference,
} from './reference'

describe('reservation references', () => {
  it('are 10 unambiguous symbols, the same for the same id, different for others', async () => {
    const a = await reservationReference('V1StGXR8_Z5jdHi6B-myT')
    expect(a).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/)
    expect(a).not.toMatch(/[01OIL]/)
    expect(await reservationReference('V1StGXR8_Z5jdHi6B-myT')).toBe(a)
    const many = new Set<string>()
    for (let i = 0; i < 2000; i++) many.add(await reservationReference(`id-${i}`))
    expect(many.size).toBe(2000)
    // Every symbol turns up: the derivation spreads over the whole alphabet.
    const seen = new Set([...many].join(''))
    expect(seen.size).toBe(REFERENCE_ALPHABET.length)
  })

  it('read back in any case, with or without the dash; never anything else', async () => {
    const ref = await reservationReference('some-device-id-123')
    const shown = formatReference(ref)
    expect(shown).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    expect(parseReference(shown)).toBe(ref)
    expect(parseReference(shown.toLowerCase())).toBe(ref)
    expect(parseReference(` ${ref.slice(0, 5)} ${ref.slice(5)} `)).toBe(ref)
    expect(parseReference('ABCDE-FGHJ0')).toBeUndefined() // 0 is never a symbol
    expect(parseReference('ABCDE-FGHJI')).toBeUndefined() // nor I, L, 1, O
    expect(parseReference('ABCDE-FGHJ')).toBeUndefined()
    expect(parseReference('ABCDE-FGHJKM')).toBeUndefined()
  })

  it('are shown in one form, whatever form they come in', () => {
    expect(formatReference('K7QM4XPAHR')).toBe('K7QM4-XPAHR')
    // Shown twice, or shown from what a person typed: still one dash, upper case.
    expect(formatReference('K7QM4-XPAHR')).toBe('K7QM4-XPAHR')
    expect(formatReference('k7qm4 xpahr')).toBe('K7QM4-XPAHR')
  })
})
