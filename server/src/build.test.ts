import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { asciiOnly, buildServer } from './build'

describe('the server build', () => {
  it('escapes what is not ASCII, and the escaped code means the same', () => {
    const source = '// 3 nights × ₦45,000, « é »\nreturn ["₦ 😀 é", /é+/.test("éé"), `à ${"ß"}`]'
    const escaped = asciiOnly(source)
    expect(escaped).not.toMatch(/[\u0080-\uffff]/)
    expect(new Function(escaped)()).toEqual(new Function(source)())
  })

  it('is ASCII only, so V8 keeps its source one byte per character', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-build-'))
    try {
      const file = await buildServer(path.join(dir, 'main.mjs'))
      const code = fs.readFileSync(file, 'latin1')
      // The sources do carry such characters (prices in naira, French words) in their comments.
      expect(code).toContain('\\u20a6')
      expect(code.match(/[\u0080-\uffff]/g) ?? []).toEqual([])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
