// A language's file that misses a key, adds one, or gives a text where a function is wanted does
// not compile: these lines are checked by `npm run check` (tsc), each must be an error.
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { LANGUAGES, messagesFor } from './index'
import type { Messages } from './types'

const { title, ...withoutTitle } = en.guestNotice

// @ts-expect-error a key missing (guestNotice.title)
export const missing = { guestNotice: withoutTitle } satisfies Messages

// @ts-expect-error an extra key (guestNotice.extra)
export const extra = { guestNotice: { ...en.guestNotice, title, extra: 'x' } } satisfies Messages

export const wrongKind = {
  // @ts-expect-error a text where a function is wanted (reference)
  guestNotice: { ...en.guestNotice, reference: 'Ref' },
} satisfies Messages

describe('the languages', () => {
  it('each has every key of English, and an unknown one falls back to English', () => {
    const keys = (m: object): string[] =>
      Object.entries(m).flatMap(([k, v]) =>
        v && typeof v === 'object' && !Array.isArray(v) ? keys(v).map((s) => `${k}.${s}`) : [k],
      )
    for (const { messages } of Object.values(LANGUAGES)) expect(keys(messages)).toEqual(keys(en))
    expect(messagesFor('xx')).toBe(en)
    expect(messagesFor(null)).toBe(en)
    expect(messagesFor('fr')).toBe(LANGUAGES.fr.messages)
  })
})
