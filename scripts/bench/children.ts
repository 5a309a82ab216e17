// The tools the bench runs (the build, Lighthouse, autocannon), as child processes it can stop:
// a bench interrupted mid-run must not leave a Chromium or a load generator behind. Each child
// leads its own process group, and carries a mark in its environment that everything it starts
// inherits: Lighthouse's Chromium runs in a group of its own, and is found by that mark.
import { spawn, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'

/** Each running child's pid, and its end (settled when it closes or fails to start). */
const running = new Map<number, Promise<unknown>>()
const RUN_ID = `${process.pid}-${Date.now()}`
const MARK = `HEARTH_BENCH_RUN=${RUN_ID}`

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/** Whether the process carries this run's mark: one of the children or something they started. */
export function isMarked(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(MARK)
  } catch {
    return false // gone, or not ours to read
  }
}

/** The environment for a child the bench starts itself: marked, so it is stopped with the rest. */
export const markedEnv = (env: NodeJS.ProcessEnv = process.env) => ({
  ...env,
  HEARTH_BENCH_RUN: RUN_ID,
})

function markedProcesses(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter(isMarked)
}

function killMarked() {
  for (const pid of markedProcesses()) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

/**
 * Stops every child still running and all they started: SIGINT first (Lighthouse closes its
 * Chromium on it), then, after up to 5 s, SIGKILL to whatever carries the mark.
 */
export async function stopChildren() {
  for (const pid of running.keys()) killGroup(pid, 'SIGINT')
  let grace: NodeJS.Timeout | undefined
  await Promise.race([
    Promise.all(running.values()),
    new Promise((resolve) => (grace = setTimeout(resolve, 5000))),
  ])
  clearTimeout(grace)
  for (const pid of running.keys()) killGroup(pid, 'SIGKILL')
  killMarked()
}
process.once('exit', () => {
  for (const pid of running.keys()) killGroup(pid, 'SIGKILL')
  killMarked()
})

export interface Finished {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `command` to its end (or `timeoutMs`), collecting its output. */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs: number },
): Promise<Finished> {
  const env = markedEnv(options.env)
  const child = spawn(command, args, { ...options, env, detached: true, stdio: 'pipe' })
  const pid = child.pid!
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const timer = setTimeout(() => {
    stderr += `\n(stopped after ${options.timeoutMs / 1000} s)`
    killGroup(pid, 'SIGKILL')
  }, options.timeoutMs)
  const finished = new Promise<Finished>((resolve, reject) => {
    child.once('error', (error) => {
      clearTimeout(timer)
      running.delete(pid)
      reject(error)
    })
    child.once('close', (code) => {
      clearTimeout(timer)
      running.delete(pid)
      // Whatever the tool left running in its group (a browser it lost track of) goes with it.
      killGroup(pid, 'SIGKILL')
      resolve({ code, stdout, stderr })
    })
  })
  running.set(
    pid,
    finished.catch(() => undefined),
  )
  return finished
}
