import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { updateFeedReport, updateStaffReport, type Target } from './report'

const BEFORE = `# Benchmarks

## Targets

| Target | Measured |  |
| --- | --- | --- |
| \`/\` TBT <= 150 ms | 40 ms | met |
| Staff console (SQLite): inbox <= 1,000 ms | 400 ms | met |

## 7. The staff console

Old staff figures.

## Before and after: issue 41

Kept by hand.
`

const section = (n: number, words: string) => `## ${n}. ${words}\n\n${words} figures.\n`
const target = (name: string, value: string): Target => [name, value, true]

let dir: string | undefined
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
  dir = undefined
})
function file() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-report-'))
  const at = path.join(dir, 'BENCHMARKS.md')
  fs.writeFileSync(at, BEFORE)
  return at
}

describe('a section written alone into BENCHMARKS.md', () => {
  it('puts a new section before the ones kept by hand, and its targets at the table’s end', () => {
    const at = file()
    updateFeedReport(at, {
      targets: [target('Calendar feed: import < 1 s', '400 ms')],
      section: section(8, 'Feeds'),
    })
    const text = fs.readFileSync(at, 'utf8')
    expect(text.indexOf('## 7. ')).toBeLessThan(text.indexOf('## 8. Feeds'))
    expect(text.indexOf('## 8. Feeds')).toBeLessThan(text.indexOf('## Before and after'))
    expect(text).toContain('Kept by hand.')
    const rows = text.split('\n').filter((l) => l.startsWith('| '))
    expect(rows.at(-1)).toBe('| Calendar feed: import < 1 s | 400 ms | met |')
  })

  it('replaces its section and its rows when written again, and leaves the others', () => {
    const at = file()
    for (const value of ['400 ms', '300 ms']) {
      updateFeedReport(at, {
        targets: [target('Calendar feed: import < 1 s', value)],
        section: section(8, `Feeds at ${value}`),
      })
    }
    updateStaffReport(at, {
      targets: [target('Staff console (SQLite): inbox <= 1,000 ms', '350 ms')],
      section: section(7, 'Staff again'),
    })
    const text = fs.readFileSync(at, 'utf8')
    expect(text.match(/## 8\. /g)).toHaveLength(1)
    expect(text).toContain('Feeds at 300 ms figures.')
    expect(text).not.toContain('Feeds at 400 ms')
    expect(text).toContain('Staff again figures.')
    expect(text).not.toContain('Old staff figures.')
    expect(text.match(/\| Calendar feed: /g)).toHaveLength(1)
    expect(text).toContain('| Calendar feed: import < 1 s | 300 ms | met |')
    expect(text).toContain('| Staff console (SQLite): inbox <= 1,000 ms | 350 ms | met |')
    expect(text).toContain('| `/` TBT <= 150 ms | 40 ms | met |')
    expect(text.indexOf('## 7. Staff again')).toBeLessThan(text.indexOf('## 8. '))
    expect(text).toContain('Kept by hand.')
    expect(text).not.toMatch(/\n\n\n/) // one blank line between sections, however often written
  })
})
