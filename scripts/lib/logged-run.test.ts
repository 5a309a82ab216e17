import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lastLines, runLogged } from './logged-run'

const logFile = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-log-')), 'deeper', 'build.log')
const node = (script: string) => [process.execPath, ['-e', script]] as const

describe('runLogged', () => {
  it('puts all the output in the log and keeps the errors', async () => {
    const log = logFile()
    const [command, args] = node(
      `for (let i = 1; i <= 300; i++) console.log('line ' + i); console.warn('a warning')`,
    )
    const run = await runLogged(command, [...args], { cwd: os.tmpdir(), logFile: log })
    expect(run).toEqual({ code: 0, errors: 'a warning\n' })
    const written = fs.readFileSync(log, 'utf8')
    expect(written).toContain('line 1\n')
    expect(written).toContain('line 300\n')
    expect(written).toContain('a warning\n')
  })

  it('gives a failure’s exit code and its error, and the log’s end', async () => {
    const log = logFile()
    const [command, args] = node(
      `console.log('transforming...'); console.error('Error: [vite]: Rollup failed to resolve "./nowhere"'); process.exit(3)`,
    )
    const run = await runLogged(command, [...args], { cwd: os.tmpdir(), logFile: log })
    expect(run.code).toBe(3)
    expect(run.errors).toContain('failed to resolve "./nowhere"')
    expect(lastLines(log, 1)).toContain('failed to resolve')
    expect(lastLines(log, 5).split('\n')).toHaveLength(2)
  })
})
