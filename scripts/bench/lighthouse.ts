// Lighthouse, fetched on demand at a pinned version (never a dependency of the project), with its
// mobile defaults (simulated slow 4G, 4x CPU), driving Debian's Chromium.
import fs from 'node:fs'
import os from 'node:os'
import { type BlockingTimeParts, type LongTask, blockingTimeParts } from './blocking-time'
import { run } from './children'

export const LIGHTHOUSE = 'lighthouse@12.8.2'

export interface LighthouseRun {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  lcpMs: number
  fcpMs: number
  tbtMs: number
  /** The TBT's parts: the tasks Lighthouse attributes to no URL, and the page's (./blocking-time). */
  tbtParts: BlockingTimeParts
  cls: number
  totalBytes: number
  scriptBytes: number
  /** What the LCP was, as Lighthouse names it: `img garden-double-room-800.webp`, `h1`. */
  lcpElement: string
  /** Where the LCP's time went (TTFB, Load Delay, Load Time, Render Delay), in ms. */
  lcpPhases: Record<string, number>
  /**
   * Lighthouse's measure of the host's speed at the run (`environment.benchmarkIndex`): a busy or
   * slow moment lowers it, and Lighthouse's simulated times grow with the tasks it observed.
   */
  benchmarkIndex: number
}

interface LcpNode {
  snippet?: string
  path?: string
}
interface LcpPhase {
  phase?: string
  timing?: number
}

interface Report {
  categories: Record<string, { score: number | null }>
  audits: Record<
    string,
    {
      numericValue?: number
      details?: {
        items?: ({ resourceType?: string; transferSize?: number } & Partial<LongTask> & {
            items?: ({ node?: LcpNode } & LcpPhase)[]
          })[]
      }
    }
  >
  runtimeError?: { code: string; message: string }
  environment?: { benchmarkIndex?: number }
}

const score = (r: Report, id: string) => Math.round((r.categories[id]?.score ?? NaN) * 100)

/**
 * A short name for the LCP element: its tag, and for an image the file it showed. Lighthouse
 * names none when the element left the page before the end of the load (replaced by a render).
 */
function describeNode(node: LcpNode | undefined): string {
  if (!node) return '(removed)'
  const tag = (node.path?.split(',').at(-1) ?? '?').toLowerCase()
  const src = /\bsrc="([^"]+)"/.exec(node.snippet ?? '')?.[1]
  return src ? `${tag} ${src.split('/').at(-1)}` : tag
}

/** A Lighthouse runtime error: the run measured nothing (e.g. NO_NAVSTART), so it may be retried. */
class LighthouseRuntimeError extends Error {}

/**
 * One Lighthouse run. Its own runtime errors (a trace with no navigation start, now and then on a
 * loaded machine) are Lighthouse's, not the page's: such a run is made again, at most twice, and
 * said so on the console. Any other failure ends the bench.
 */
export async function runLighthouse(
  url: string,
  outFile: string,
  chromePath: string,
  cpuSlowdown?: number,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, outFile, chromePath, cpuSlowdown)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error
      console.warn(`${error.message}: run again (attempt ${attempt + 1} of 3)`)
    }
  }
}

async function runLighthouseOnce(
  url: string,
  outFile: string,
  chromePath: string,
  cpuSlowdown: number | undefined,
): Promise<LighthouseRun> {
  const lighthouse = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
      // Lighthouse's mobile default is 4; a larger one plays a slower host (slowHostSlowdown).
      ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {
      env: { ...process.env, CHROME_PATH: chromePath },
      // Outside the project: npx must not see the project's own dependencies.
      cwd: os.tmpdir(),
      timeoutMs: 180_000,
    },
  )
  if (lighthouse.code !== 0 || !fs.existsSync(outFile)) {
    const runtime = /Runtime error encountered: .*/.exec(lighthouse.stderr)
    if (runtime) throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${runtime[0]}`)
    throw new Error(`Lighthouse failed on ${url}:\n${lighthouse.stderr.slice(-2000)}`)
  }
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Report
  if (report.runtimeError) {
    throw new LighthouseRuntimeError(
      `Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`,
    )
  }
  const summary = report.audits['resource-summary']?.details?.items ?? []
  const bytesOf = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0
  const [element, phases] = report.audits['largest-contentful-paint-element']?.details?.items ?? []
  const numeric = (id: string) => report.audits[id]?.numericValue ?? NaN
  const fcpMs = numeric('first-contentful-paint')
  const longTasks = (report.audits['long-tasks']?.details?.items ?? []).map((task): LongTask => ({
    url: task.url ?? '',
    startTime: task.startTime ?? NaN,
    duration: task.duration ?? NaN,
  }))
  return {
    scores: {
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs,
    tbtMs: numeric('total-blocking-time'),
    tbtParts: blockingTimeParts(longTasks, fcpMs, numeric('interactive')),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: bytesOf('total'),
    scriptBytes: bytesOf('script'),
    lcpElement: describeNode(element?.items?.[0]?.node),
    lcpPhases: Object.fromEntries(
      (phases?.items ?? []).map((p) => [p.phase ?? '?', p.timing ?? NaN] as const),
    ),
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  }
}

/** The host speed the targets must also hold at: a slow moment of this class of machine. */
export const SLOW_HOST_INDEX = 1000

/**
 * The CPU slowdown that makes Lighthouse's simulation play a host whose `benchmarkIndex` is
 * SLOW_HOST_INDEX: it multiplies the task lengths it observed (on a host at the runs' median index)
 * by this factor, and a host at SLOW_HOST_INDEX takes median/SLOW_HOST_INDEX times as long for each
 * task; the mobile default of 4 times that. Never below the default.
 */
export function slowHostSlowdown(runs: LighthouseRun[]): number {
  const indexes = runs.map((r) => r.benchmarkIndex).sort((a, b) => a - b)
  const median = indexes[Math.floor(indexes.length / 2)] ?? SLOW_HOST_INDEX
  return Math.max(4, Math.round((4 * median * 10) / SLOW_HOST_INDEX) / 10)
}
