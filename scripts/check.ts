// `npm run check`: types, lint and format, the three at once. Each is mostly one thread (tsc about
// 14 s, ESLint 10 s, Prettier 8 s here), so on two cores they end together in about the time of
// the longest instead of the sum. Each one's output is printed whole when it ends, never
// interleaved; the check fails if any of them does.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

const CHECKS: { name: string; command: string; args: string[] }[] = [
  { name: 'types (tsc)', command: bin('tsc'), args: ['-p', '.'] },
  { name: 'lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'format (prettier)', command: bin('prettier'), args: ['--check', '.'] },
]

function run(check: (typeof CHECKS)[number]): Promise<boolean> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const done = (ok: boolean, why = '') => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      const text = output.trim()
      console.log(
        `${ok ? 'ok' : 'FAILED'}: ${check.name}, ${seconds} s${why}${text ? `\n${text}` : ''}`,
      )
      resolve(ok)
    }
    child.once('error', (error) => done(false, ` (${error.message})`))
    child.once('close', (code) => done(code === 0))
  })
}

const results = await Promise.all(CHECKS.map(run))
process.exitCode = results.every(Boolean) ? 0 : 1
