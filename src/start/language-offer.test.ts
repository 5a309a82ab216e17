import { describe, expect, it } from 'vitest'
import { wantedLanguage } from './language-offer'

describe('wantedLanguage', () => {
  it("takes the guest's choice on this device first", () => {
    expect(wantedLanguage('en', ['fr-FR', 'fr'])).toBe('en')
    expect(wantedLanguage('fr', ['en-GB'])).toBe('fr')
  })

  it("else the first of the browser's languages the site speaks, by its primary subtag", () => {
    expect(wantedLanguage(undefined, ['fr-CA', 'en-US'])).toBe('fr')
    expect(wantedLanguage(undefined, ['de-DE', 'FR', 'en'])).toBe('fr')
    expect(wantedLanguage(undefined, ['en-NG', 'fr'])).toBe('en')
  })

  it('else none: a browser that speaks none of the languages is offered nothing', () => {
    expect(wantedLanguage(undefined, ['de-DE', 'yo-NG'])).toBeUndefined()
    expect(wantedLanguage(undefined, [])).toBeUndefined()
  })
})
