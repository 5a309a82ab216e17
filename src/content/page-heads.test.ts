import { describe, expect, it } from 'vitest'
import { en } from './messages/en'
import { pageHeads } from './page-heads'

describe('pageHeads', () => {
  // The home's description writes the tagline out (page-heads.ts says why): the two stay one.
  it("ends the home's description with the English tagline", () => {
    expect(pageHeads['/'].description.endsWith(` ${en.pages.hotel.tagline}`)).toBe(true)
  })
})
