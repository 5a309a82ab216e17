// @vitest-environment node
// The floors hold as a picture, not only import by import: no two folders of server/src, src/ or
// contract/ import each other (whichever way was meant, one of the two runs back up), and no
// circle of modules is closed by a type (import-x/no-cycle lets those pass). A failure names the
// imports; `npx tsx scripts/lint/import-graph.ts` prints the whole picture.
import { describe, expect, it } from 'vitest'
import { reports } from './import-graph'

describe('the import graph', () => {
  for (const report of reports()) {
    it(`${report.root}: no folders import each other`, () => {
      expect(report.runningBackUp.map((e) => `${e.from} -> ${e.to}`)).toEqual([])
      expect(report.pairs.map((p) => `${p.a} <-> ${p.b}`)).toEqual([])
    })
    it(`${report.root}: no circle of modules closed by a type`, () => {
      expect(report.typeCircles).toEqual([])
    })
  }
})
