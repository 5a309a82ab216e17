// The server's runtime as `npm start` runs it, read from package.json's own start script, so the
// bench measures the server the hotel runs (its V8 flags, its malloc arenas) and cannot drift
// from it: `tsx scripts/start.ts && NAME=value exec node --flag main.mjs` gives
// `{ NAME: 'value', NODE_OPTIONS: '--flag' }` for the server's environment.
import fs from 'node:fs'
import path from 'node:path'

export function npmStartEnv(root: string): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const start = pkg.scripts.start ?? ''
  const launch = /&&\s*((?:\w+=\S+\s+)*)exec node\s+((?:--\S+\s+)*)\S+\.mjs\s*$/.exec(start)
  if (!launch) {
    throw new Error(
      `package.json's start script is not "... && [NAME=value] exec node [--flags] <file>.mjs": ${start}`,
    )
  }
  const env: Record<string, string> = {}
  for (const assignment of (launch[1] ?? '').trim().split(/\s+/).filter(Boolean)) {
    const [name = '', value = ''] = assignment.split('=')
    env[name] = value
  }
  const flags = (launch[2] ?? '').trim()
  if (flags) env.NODE_OPTIONS = flags
  return env
}
