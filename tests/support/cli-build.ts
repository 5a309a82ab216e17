// The staff's CLI (server/src/cli.ts, what `npm run admin` runs) as one JavaScript file for the
// tests, built from the sources as they are now, as server-process.ts builds the server: its own
// modules and contract/ bundled in, packages left in node_modules. Under `node --import tsx` each
// call compiled the sources again: about 1.3 s more CPU per call, and the API tests call the CLI
// some thirty times.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { buildEntry } from '../../server/src/build'
import { ROOT } from './server-process'

const execFileAsync = promisify(execFile)

const CLI_BUNDLE = path.join(ROOT, 'node_modules', '.cache', 'hearth-cli', 'cli.mjs')

async function buildCli(): Promise<string> {
  // As the server is built (server/src/build.ts): one file, and the feed parser's thread beside
  // it. cli.ts runs its command when it is the file node was given (argv[1]).
  return buildEntry(path.join(ROOT, 'server', 'src', 'cli.ts'), CLI_BUNDLE)
}

let built: Promise<string> | undefined
/** The CLI's build, made once per test file: run it as `node <file> <command> ...`. */
export function cliBuild(): Promise<string> {
  built ??= buildCli()
  return built
}

export interface CliRun {
  /** The exit code: 0, 1 for a failure, 2 for a refused input. */
  code: number
  stdout: string
  stderr: string
}

/** Runs the CLI's build with `env` over this process's environment; an exit code is an answer. */
export async function runCli(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [await cliBuild(), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as CliRun
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}
