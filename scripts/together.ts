// Runs npm scripts at the same time, each line of their output prefixed with the script's name,
// and fails if any of them fails (after all have ended). For steps that leave a 2-core machine
// half idle on their own: the three checks (mostly one thread each), and the API tests (which
// wait on the servers they start) beside the WebKit tests (one browser at a time).
//   tsx scripts/together.ts <script> <script> ...
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

const root = path.resolve(import.meta.dirname, '..')
const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('usage: tsx scripts/together.ts <npm script> <npm script> ...')
  process.exit(2)
}
const width = Math.max(...scripts.map((s) => s.length))

function run(script: string): Promise<boolean> {
  const started = performance.now()
  const label = `[${script.padEnd(width)}]`
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      readline
        .createInterface({ input: stream, crlfDelay: Infinity })
        .on('line', (line) => console.log(`${label} ${line}`))
    }
    const done = (ok: boolean, why = '') => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(`${label} ${ok ? 'ok' : 'FAILED'} after ${seconds} s${why}`)
      resolve(ok)
    }
    child.once('error', (error) => done(false, ` (${error.message})`))
    child.once('close', (code, signal) => done(code === 0, signal ? ` (${signal})` : ''))
  })
}

const results = await Promise.all(scripts.map(run))
process.exitCode = results.every(Boolean) ? 0 : 1
