// @vitest-environment node
// Every relative link of the README and the manual (docs/) leads somewhere: the file exists, and a
// `#section` names a heading of it (as GitHub makes its anchors).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DOCS = [
  'README.md',
  'BENCHMARKS.md',
  ...fs.readdirSync(path.join(ROOT, 'docs')).map((f) => `docs/${f}`),
]

/** The text outside fenced code blocks and inline code: links there are not links. */
const prose = (markdown: string) =>
  markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '')

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-')

function anchors(file: string): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '')
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1] ?? '')))
}

describe.each(DOCS)('the links of %s', (file) => {
  const links = [
    ...prose(fs.readFileSync(path.join(ROOT, file), 'utf8')).matchAll(/\]\(([^)\s]+)\)/g),
  ]
    .map((m) => m[1] ?? '')
    .filter((href) => !/^[a-z]+:/i.test(href))

  it('lead to files that exist, and to their sections', () => {
    const broken = links.filter((href) => {
      const [target = '', section] = href.split('#')
      const resolved = target === '' ? file : path.posix.join(path.posix.dirname(file), target)
      if (!fs.existsSync(path.join(ROOT, resolved))) return true
      return section !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(section)
    })
    expect(broken).toEqual([])
  })
})

it('the manual has its four files, and the README links each', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  for (const doc of ['running', 'staff', 'api', 'architecture']) {
    expect(fs.existsSync(path.join(ROOT, `docs/${doc}.md`))).toBe(true)
    expect(readme).toContain(`](docs/${doc}.md)`)
  }
})
