// Runs a command with all its output in a log file, so `npm start` prints what an owner needs
// rather than a build's hundreds of lines. Its error output is kept besides: when the command
// fails, that is what the owner must see (a build's error), and the log holds the rest.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export interface LoggedRun {
  /** The exit code (1 when killed by a signal). */
  code: number
  /** What the command wrote to stderr, whole. */
  errors: string
}

export async function runLogged(
  command: string,
  args: string[],
  options: { cwd: string; logFile: string; env?: NodeJS.ProcessEnv },
): Promise<LoggedRun> {
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true })
  const log = fs.createWriteStream(options.logFile)
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stdout.on('data', (chunk: Buffer) => log.write(chunk))
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
    log.write(chunk)
  })
  const code = await new Promise<number>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (exit) => resolve(exit ?? 1))
  })
  await new Promise<void>((resolve) => log.end(resolve))
  return { code, errors }
}

/** The last `count` lines of a file: a failure's end, when it wrote nothing to stderr. */
export function lastLines(file: string, count: number): string {
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n')
}
