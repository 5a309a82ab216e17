// How busy the machine was with other work while the bench ran. Every second, the CPU time of
// each process (/proc/<pid>/stat) is read and charged either to the bench (this process, its
// descendants, and whatever carries the children's mark: Lighthouse's Chromium leaves the tree)
// or to the rest. On 2 cores, a test suite running alongside halves the API figures, so the
// report says when that happened. Kernel threads are left out.
import fs from 'node:fs'
import { isMarked } from './children'

const TICKS_PER_SECOND = 100 // USER_HZ: 100 on Linux

interface Sample {
  ppid: number
  ticks: number
}

function readProcesses(): Map<number, Sample> {
  const found = new Map<number, Sample>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name, which ends with the last ')': state is field 3.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ppid = Number(rest[1])
      if (ppid === 2 || entry === '2') continue // kernel threads
      found.set(Number(entry), { ppid, ticks: Number(rest[11]) + Number(rest[12]) })
    } catch {
      // gone between the listing and the read
    }
  }
  return found
}

export interface MachineLoad {
  wallSeconds: number
  /** CPU seconds used by other processes while the bench ran. */
  otherCpuSeconds: number
  /** Those seconds as a share of the machine's capacity over the run (0 to 1). */
  otherShare: number
}

/** Starts watching; the returned function stops and reports. */
export function watchMachineLoad(cores: number) {
  const startedAt = Date.now()
  const ours = new Set([process.pid])
  const others = new Set<number>() // a process's ancestry and environment do not change
  const last = new Map<number, number>()
  let otherTicks = 0
  const sample = (baseline: boolean) => {
    const processes = readProcesses()
    const isOurs = (pid: number, depth = 0): boolean => {
      if (ours.has(pid)) return true
      const parent = processes.get(pid)?.ppid
      if (parent === undefined || parent <= 1 || depth > 64) return false
      return isOurs(parent, depth + 1)
    }
    for (const [pid, { ticks }] of processes) {
      const mine = !others.has(pid) && (isOurs(pid) || isMarked(pid))
      ;(mine ? ours : others).add(pid)
      // A process first seen now started during the run (unless this is the first look).
      const used = ticks - (last.get(pid) ?? (baseline ? ticks : 0))
      last.set(pid, ticks)
      if (!mine) otherTicks += used
    }
  }
  sample(true)
  const timer = setInterval(() => sample(false), 1000)
  return (): MachineLoad => {
    clearInterval(timer)
    sample(false)
    const wallSeconds = (Date.now() - startedAt) / 1000
    const otherCpuSeconds = otherTicks / TICKS_PER_SECOND
    return { wallSeconds, otherCpuSeconds, otherShare: otherCpuSeconds / (wallSeconds * cores) }
  }
}
