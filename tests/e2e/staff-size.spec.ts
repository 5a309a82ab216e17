// The staff console's first screen in bytes (issue 41): deterministic counts of the built console
// in dist/staff, no timings. On a phone on slow 4G (1.6 Mbit/s) every 10 KB the inbox waits for
// is 50 ms; what it needs before it runs is the console's entry and what that imports statically.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { criticalAssets } from '../../scripts/lib/critical-assets'
import { ROOT } from '../support/server-process'

const DIST = path.join(ROOT, 'dist')
const CONSOLE_PAGE = 'staff/index.html'

/** A string every build of zod's core carries (its classes' names): the schema library is in. */
const ZOD_MARK = '$ZodType'

test('the console starts without the schema library (zod): its reads are unchecked', () => {
  // zod was a quarter of the first screen (~25 KB gzipped) and ~90 ms of a slow phone's start; it
  // came back once through one constant of contract/reservation.ts (lib/error-words.ts).
  const { js } = criticalAssets(DIST, CONSOLE_PAGE)
  expect(js.length, 'the console loads its code').toBeGreaterThan(1)
  for (const asset of js) {
    const code = fs.readFileSync(path.join(DIST, asset.file), 'utf8')
    expect(code.includes(ZOD_MARK), `${asset.file} holds zod`).toBe(false)
  }
})
