import { describe, expect, it } from 'vitest'
import { LANGUAGES } from './messages'
import { errorPageHead, pageHeadsIn } from './page-heads'

describe('pageHeadsIn', () => {
  for (const [code, { messages }] of Object.entries(LANGUAGES)) {
    const heads = pageHeadsIn(messages.heads)
    // The home's description writes the tagline out: the two stay one, in every language.
    it(`${code}: ends the home's description with the tagline`, () => {
      expect(heads['/'].description.endsWith(` ${messages.pages.hotel.tagline}`)).toBe(true)
    })
    it(`${code}: keeps the confirmation page and the error page out of search results`, () => {
      expect(heads['/confirmation'].noindex).toBe(true)
      expect(heads['/services'].noindex).toBeUndefined()
      expect(errorPageHead(messages.heads.error).noindex).toBe(true)
    })
  }
})
