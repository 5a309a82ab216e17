// The Node.js versions README.md and docs/running.md promise are package.json's `engines.node`,
// and that range must be true for every package the lockfile installs: each version it allows
// is one every package's own `engines.node` allows too (else `npm install` warns EBADENGINE and
// the package may not run). A dependency upgrade that narrows its range fails here, not on an
// owner's server.
import fs from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as unknown

interface LockedPackage {
  version?: string
  optional?: boolean
  os?: string[]
  cpu?: string[]
  engines?: { node?: string } | string[]
}
const manifest = read('package.json') as { engines: { node: string } }
const lock = read('package-lock.json') as { packages: Record<string, LockedPackage> }

/**
 * The machines a hotel's server runs on. A package built for others only (sharp's 32-bit Windows
 * binary, which declares Node 20 alone since Node 22 has no such build) is never installed here.
 */
const SERVER_OS = ['linux', 'darwin', 'win32']
const SERVER_CPU = ['x64', 'arm64']
/** Whether an `os` or `cpu` field (allowed values, or blocked ones as "!value") admits one of ours. */
function fits(field: string[] | undefined, ours: string[]): boolean {
  if (!field) return true
  const blocked = field.filter((v) => v.startsWith('!')).map((v) => v.slice(1))
  const allowed = field.filter((v) => !v.startsWith('!'))
  return ours.some((v) => !blocked.includes(v) && (allowed.length === 0 || allowed.includes(v)))
}

describe('the Node.js versions package.json promises', () => {
  const promised = manifest.engines.node

  it('are one valid range, with 20.19 as the floor', () => {
    expect(semver.validRange(promised)).not.toBeNull()
    expect(semver.minVersion(promised)?.version).toBe('20.19.0')
  })

  it('are allowed by every package in the lockfile', () => {
    const refused: string[] = []
    let checked = 0
    for (const [where, locked] of Object.entries(lock.packages)) {
      if (where === '' || !where.includes('node_modules/')) continue // the project, or a link
      if (!fits(locked.os, SERVER_OS) || !fits(locked.cpu, SERVER_CPU)) continue
      // Old packages wrote engines as an array of strings; npm ignores that form.
      const node = Array.isArray(locked.engines) ? undefined : locked.engines?.node
      if (node === undefined) continue
      checked += 1
      if (semver.validRange(node) === null || !semver.subset(promised, node)) {
        refused.push(`${where}@${locked.version ?? '?'} declares node ${node}`)
      }
    }
    expect(checked).toBeGreaterThan(100) // the lockfile was read, not an empty list
    expect(refused, `package.json says node ${promised}`).toEqual([])
  })
})
