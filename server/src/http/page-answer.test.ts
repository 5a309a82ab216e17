import { describe, expect, it } from 'vitest'
import { chooseEncoding } from './page-answer'

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['deflate', undefined],
  ])('%s: %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})
