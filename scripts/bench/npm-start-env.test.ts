// The server runs the same way from `npm start` (what the bench measures, through npmStartEnv) and
// from the systemd service of docs/running.md: its malloc settings and V8 flags are its memory.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { npmStartEnv } from './npm-start-env'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** The service's environment and Node flags, as `npmStartEnv` gives npm start's. */
function serviceEnv(unit: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [, name = '', value = ''] of unit.matchAll(/^Environment=(\w+)=(\S*)$/gm)) {
    // The journal's log format is not the runtime's: npm start prints sentences for a person.
    if (name !== 'LOG_FORMAT') env[name] = value
  }
  const exec = /^ExecStart=\S*node\s+((?:--\S+\s+)*)\S+\.mjs\s*$/m.exec(unit)
  if (!exec) throw new Error('the service has no "ExecStart=<node> [--flags] <file>.mjs" line')
  const flags = (exec[1] ?? '').trim()
  if (flags) env.NODE_OPTIONS = flags
  return env
}

describe('the server’s runtime', () => {
  it('is the same in npm start and in the systemd service', () => {
    const unit = fs.readFileSync(path.join(ROOT, 'deploy', 'hearth-house.service'), 'utf8')
    const start = npmStartEnv(ROOT)
    expect(start.MALLOC_ARENA_MAX).toBeDefined()
    expect(start.NODE_OPTIONS).toContain('--max-old-space-size')
    expect(serviceEnv(unit)).toEqual(start)
  })
})
