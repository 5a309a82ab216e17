import { describe, expect, it } from 'vitest'
import {
  identifier,
  isSitePath,
  isWellFormedText,
  multiLineText,
  singleLineText,
  sitePath,
  TEXT_MESSAGES,
} from './text'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues.map((i) => i.message).join('; ')

describe('isWellFormedText', () => {
  it('agrees with String.prototype.isWellFormed', () => {
    const samples = ['', 'plain', '😀', 'a\ud800', '\udc00b', '\ud83d\ude00\ud800', 'e\u0301']
    for (const s of samples) {
      const native = (s as string & { isWellFormed(): boolean }).isWellFormed()
      expect(isWellFormedText(s), JSON.stringify(s)).toBe(native)
    }
  })
})

describe('singleLineText', () => {
  const name = singleLineText(100)

  it('trims and puts the text in NFC, keeping every script, emoji and combining mark', () => {
    expect(name.parse('  Ada Obi  ')).toBe('Ada Obi')
    expect(name.parse('Zoe\u0308')).toBe('Zoë') // NFD in, NFC out
    expect(name.parse('مريم العلي')).toBe('مريم العلي')
    expect(name.parse('👩🏽‍🍳 Ngozi')).toBe('👩🏽‍🍳 Ngozi')
    expect(name.parse('Ada\n')).toBe('Ada') // only at either end
  })

  it('refuses NUL, tabs, line breaks, DEL and C1 controls inside the text', () => {
    for (const bad of ['Ada\u0000', 'Ada\tObi', 'Ada\nObi', 'Ada\rObi', 'A\u007fda', 'A\u0085da']) {
      expect(messageOf(name.safeParse(bad)), JSON.stringify(bad)).toBe(TEXT_MESSAGES.singleLine)
    }
  })

  it('refuses lone surrogates with their own message, and non-text', () => {
    expect(messageOf(name.safeParse('Lone \ud800 surrogate'))).toBe(TEXT_MESSAGES.notWellFormed)
    expect(messageOf(name.safeParse('\udfff'))).toBe(TEXT_MESSAGES.notWellFormed)
    expect(messageOf(name.safeParse(42))).toBe(TEXT_MESSAGES.notText)
  })

  it('measures the stored (trimmed, normalised) text', () => {
    expect(messageOf(singleLineText(3).safeParse('  abc  '))).toBeUndefined()
    expect(messageOf(singleLineText(3).safeParse('abcd'))).toBe('must be at most 3 characters')
    expect(messageOf(name.safeParse('   '))).toBe('must not be empty')
  })
})

describe('multiLineText', () => {
  const desc = multiLineText(2000)

  it('keeps line feeds and tabs, and makes every line break a line feed', () => {
    expect(desc.parse('One\r\nTwo\rThree\n\tFour')).toBe('One\nTwo\nThree\n\tFour')
  })

  it('refuses other control characters and lone surrogates', () => {
    expect(messageOf(desc.safeParse('a\u0000b'))).toBe(TEXT_MESSAGES.multiLine)
    expect(messageOf(desc.safeParse('a\u001bb'))).toBe(TEXT_MESSAGES.multiLine)
    expect(messageOf(desc.safeParse('a\ud800'))).toBe(TEXT_MESSAGES.notWellFormed)
  })
})

describe('identifier', () => {
  it('is compared as sent: never trimmed or normalised', () => {
    expect(identifier(10).parse(' e\u0301 ')).toBe(' e\u0301 ')
  })

  it('refuses controls and lone surrogates', () => {
    expect(messageOf(identifier(10).safeParse('\u0000'))).toBe(TEXT_MESSAGES.identifier)
    expect(messageOf(identifier(10).safeParse('\ud800'))).toBe(TEXT_MESSAGES.notWellFormed)
  })
})

describe('sitePath', () => {
  it('takes paths on this site, as the seed catalogue uses', () => {
    for (const ok of [
      '/images/facilities/family-room-800.webp',
      '/x.webp?v=2#top',
      '/images/café.webp',
      '/a/b.c/d',
    ]) {
      expect(isSitePath(ok), ok).toBe(true)
    }
    expect(sitePath(500).parse('  /x.webp ')).toBe('/x.webp')
  })

  it('refuses every way out of the site', () => {
    for (const bad of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '\\\\evil.example/x.png',
      '/images\\..\\x.png',
      'https://cdn.example/x.png',
      'http://evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'images/x.png',
      '/a/../../x.png',
      '/a/%2e%2E/x.png',
      '/a/./x.png',
      '/a b.png',
      '/a\tb.png',
      '/\nevil.example/x.png',
      '/a\u00a0b.png',
      '/x\u0000.png',
    ]) {
      expect(isSitePath(bad), JSON.stringify(bad)).toBe(false)
    }
    expect(messageOf(sitePath(500).safeParse('//evil.example/x.png'))).toBe(TEXT_MESSAGES.sitePath)
  })
})
