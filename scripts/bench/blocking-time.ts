// Lighthouse's Total Blocking Time, split by whose tasks it is made of.
//
// At a large CPU slowdown (BENCHMARKS.md section 2b), most of it can come from a task no page
// owns: the navigation's commit, where Chrome creates the page's script context (DevTools, which
// Lighthouse drives, has it made at once to run its own scripts there). Lighthouse attributes that
// task to no URL ("Unattributable"). It runs about 600 ms into the simulated load, before the
// page's first parse, and its simulated length is its observed length times the slowdown: 10-50 ms
// observed on a 2-core machine, so 100-550 ms. The first contentful paint that TBT counts from is
// simulated without it, so the part of it after that paint counts, and it pushes the page's own
// first tasks (parse, layout, paint) after that paint too. The script-free reference page pays it
// as well. The bench shows both parts beside the TBT, so a reader can tell the page's own blocking
// time from the floor this measurement has on this machine.

/** A long task as Lighthouse's `long-tasks` audit lists it: simulated times, in ms. */
export interface LongTask {
  url: string
  startTime: number
  duration: number
}

/** Lighthouse's name for a task it cannot attribute to any script or page. */
export const UNATTRIBUTED = 'Unattributable'

/** Below this, a task blocks nothing; above it, it blocks for the rest (Lighthouse's threshold). */
const BLOCKING_THRESHOLD_MS = 50

export interface BlockingTimeParts {
  /** From the tasks Lighthouse attributes to no URL: mostly the navigation's commit. */
  unattributed: number
  /** From the tasks attributed to the page or its scripts. */
  page: number
}

/**
 * The blocking time of the listed long tasks between the first contentful paint and the time to
 * interactive, as Lighthouse sums it (each task clipped to that window; what exceeds 50 ms
 * blocks), split as above. Lighthouse computes its TBT from its own FCP and TTI estimates, so the
 * sum of the parts is close to the TBT it reports, not always equal (from 36 ms below it to 64 ms
 * above it in the 36 slow-host runs of one bench).
 */
export function blockingTimeParts(
  tasks: LongTask[],
  firstContentfulPaintMs: number,
  interactiveMs: number,
): BlockingTimeParts {
  const parts: BlockingTimeParts = { unattributed: 0, page: 0 }
  for (const task of tasks) {
    const start = Math.max(task.startTime, firstContentfulPaintMs)
    const end = Math.min(task.startTime + task.duration, interactiveMs)
    const blocking = end - start - BLOCKING_THRESHOLD_MS
    if (!(blocking > 0)) continue // also a task whose times Lighthouse did not give
    parts[task.url === UNATTRIBUTED ? 'unattributed' : 'page'] += blocking
  }
  return parts
}
