// @vitest-environment node
// docs/architecture.md is the map of the code: every file and folder it names exists, so a move
// that forgets the map fails here (as markdown-links.test.ts does for links). Two kinds of names:
// the tree of "## The map" (each entry under its parent's path), and the paths in code spans of
// the prose (`src/start/main.ts`, `facilities/repository.ts`, `backup.ts`), which may be written
// from any folder: one names an existing file or folder when a tracked path ends with it.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const DOC = 'docs/architecture.md'
const text = fs.readFileSync(path.join(ROOT, DOC), 'utf8')

/** Every tracked file, and every folder above one, as `a/b/c.ts` and `a/b/`. */
const tracked = (() => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f && fs.existsSync(path.join(ROOT, f)))
  const all = new Set(files)
  for (const file of files) {
    const parts = file.split('/')
    for (let i = 1; i < parts.length; i++) all.add(`${parts.slice(0, i).join('/')}/`)
  }
  return all
})()

/** The tree of "## The map": `server/src/` then `  app.ts` is `server/src/app.ts`. */
export function mapEntries(markdown: string): string[] {
  const block = /^## The map\n+```\n([\s\S]*?)```/m.exec(markdown)?.[1]
  if (!block) throw new Error(`${DOC} has no tree under "## The map"`)
  const parents: { indent: number; path: string }[] = []
  const entries: string[] = []
  for (const line of block.split('\n')) {
    // An entry starts within a few columns; its description's next lines start far right.
    const m = /^( {0,12})(\S+)/.exec(line)
    if (!m?.[2] || !/[./]/.test(m[2])) continue
    const indent = m[1]!.length
    while (parents.length && parents.at(-1)!.indent >= indent) parents.pop()
    const full = (parents.at(-1)?.path ?? '') + m[2]
    entries.push(full)
    if (full.endsWith('/')) parents.push({ indent, path: full })
  }
  return entries
}

/** Code spans of the prose that are paths of the source tree (built output and URLs aside). */
export function prosePaths(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '')
  return [...new Set([...prose.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!))].filter(
    (span) =>
      !/[<*{…]/.test(span) &&
      !span.startsWith('/') &&
      !span.startsWith('dist/') &&
      (/^[\w.-]+(\/[\w.-]+)*\.(tsx?|js|mjs|css|json|md)$/.test(span) ||
        /^[\w.-]+(\/[\w.-]+)*\/$/.test(span)),
  )
}

const named = (span: string) =>
  tracked.has(span) || [...tracked].some((p) => p.endsWith(`/${span}`))

describe(`the paths ${DOC} names`, () => {
  it('the map: each entry exists where the tree puts it', () => {
    const entries = mapEntries(text)
    expect(entries.length).toBeGreaterThan(30)
    expect(entries.filter((entry) => !tracked.has(entry))).toEqual([])
  })

  it('the prose: each file or folder in a code span exists', () => {
    const paths = prosePaths(text)
    expect(paths.length).toBeGreaterThan(30)
    expect(paths.filter((span) => !named(span))).toEqual([])
  })
})
