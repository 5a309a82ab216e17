// Lighthouse, fetched on demand at a pinned version (never a dependency of the project), with its
// mobile defaults (simulated slow 4G, 4x CPU), driving Debian's Chromium.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

export const LIGHTHOUSE = 'lighthouse@12.8.2'

export interface LighthouseRun {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  scriptBytes: number
}

interface Report {
  categories: Record<string, { score: number | null }>
  audits: Record<
    string,
    {
      numericValue?: number
      details?: { items?: { resourceType?: string; transferSize?: number }[] }
    }
  >
  runtimeError?: { code: string; message: string }
}

const score = (r: Report, id: string) => Math.round((r.categories[id]?.score ?? NaN) * 100)

export function runLighthouse(url: string, outFile: string, chromePath: string): LighthouseRun {
  const run = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {
      env: { ...process.env, CHROME_PATH: chromePath },
      // Outside the project: npx must not see the project's own dependencies.
      cwd: os.tmpdir(),
      encoding: 'utf8',
      timeout: 180_000,
    },
  )
  if (run.status !== 0 || !fs.existsSync(outFile)) {
    throw new Error(`Lighthouse failed on ${url}:\n${run.stderr?.slice(-2000)}`)
  }
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Report
  if (report.runtimeError) {
    throw new Error(
      `Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`,
    )
  }
  const summary = report.audits['resource-summary']?.details?.items ?? []
  const bytesOf = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0
  return {
    scores: {
      performance: score(report, 'performance'),
      accessibility: score(report, 'accessibility'),
      bestPractices: score(report, 'best-practices'),
      seo: score(report, 'seo'),
    },
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    totalBytes: bytesOf('total'),
    scriptBytes: bytesOf('script'),
  }
}
