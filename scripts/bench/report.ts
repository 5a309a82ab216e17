// BENCHMARKS.md: a table per area, each figure a median with its min-max spread, each target
// with whether it is met.
import fs from 'node:fs'
import type { ListLoad, ReserveLoad } from './api-load'
import { NIGHTS_PER_HORIZON_DAY } from '../../server/src/channels/feed-parse'
import type { BuildSizes } from './build-size'
import {
  AVAILABILITY_TARGET_MS,
  BLOCK_TARGET_MS,
  PARSE_TARGET_MS,
  POLL_MS,
  type FeedImportResults,
} from './feed-import'
import { AUTOCANNON } from './api-load'
import { LIGHTHOUSE, SLOW_HOST_INDEX, type LighthouseRun } from './lighthouse'
import type { Machine } from './machine'
import type { MachineLoad } from './machine-load'
import type { VisitPair } from './repeat-visit'
import { percentile, spread, type Spread } from './stats'
import {
  CALENDAR_TARGET_MS,
  INBOX_TARGET_MS,
  DAY_TARGET_MS,
  NUMBERS_SERVER_TARGET_MS,
  NUMBERS_TARGET_MS,
  LIVE_TARGET_MS,
  SEEDED_REQUESTS,
  type StaffConsoleResults,
} from './staff-console'
import { TAP_BOUND_MS, type TapResults, type TapRun } from './tap-to-form'

export interface BenchResults {
  command: string
  date: Date
  durationS: number
  machine: Machine
  runs: number
  lighthouseRuns: number
  lighthouse: Record<string, LighthouseRun[]>
  slowHost: SlowHost
  referencePage: string
  routes: string[]
  visits: Record<string, VisitPair[]>
  build: BuildSizes
  photos: { url: string; bytes: number; type: string }[]
  list: ListLoad
  reserve: ReserveLoad
  serverMemory: { beforeRss: number; peakRss: number; highWaterMark: number }
  taps: TapResults
  staff: StaffConsoleResults
  feeds: FeedImportResults
  machineLoad: MachineLoad
}

/** Lighthouse as on a slower host: the CPU slowdown that played it, and its runs by page. */
export interface SlowHost {
  slowdown: number
  lighthouse: Record<string, LighthouseRun[]>
}

/** Above this share of the machine, other work has likely skewed the figures. */
export const BUSY_SHARE = 0.1

const KB = 1024
const MB = 1024 * 1024
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const ok = (met: boolean) => (met ? 'met' : '**missed**')

/** "median (min-max)", with `format` for each number. */
function show(s: Spread, format: (n: number) => string = (n) => String(Math.round(n))) {
  const [median, min, max] = [format(s.median), format(s.min), format(s.max)]
  return s.runs <= 1 || min === max ? median : `${median} (${min}-${max})`
}
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '-')
const ratio = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a')
/** The distinct values of a list, in order: one name when every run agrees. */
const distinct = (list: string[]) => [...new Set(list)].join(', ') || '-'
/** One figure of each run, rounded, in run order. */
const byRun = (list: LighthouseRun[], pick: (run: LighthouseRun) => number) =>
  list.map((x) => Math.round(pick(x))).join(', ')

function table(head: string[], rows: (string | number)[][]) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')
}

export type Target = [name: string, measured: string, met: boolean]

export const targetTable = (targets: Target[]) =>
  table(
    ['Target', 'Measured (the median, unless the target names another figure)', ''],
    targets.map(([name, value, met]) => [name, value, ok(met)]),
  )

/** A tap's time, or that nothing came within the bound. */
const tapMs = (n: number) => (Number.isFinite(n) ? ms(n) : `none in ${TAP_BOUND_MS / 1000} s`)

/**
 * The tap-to-form targets (issue 16's ceilings, and issue 41's: a median of 100 ms on a first and
 * a repeat visit, and no run of either over 200 ms, so one slow run cannot hide behind the
 * median) and the section that shows every case.
 */
export function tapReport(taps: TapResults): { targets: Target[]; section: string } {
  const form = (runs: TapRun[]) => spread(runs.map((r) => r.formMs))
  const target = (name: string, runs: TapRun[], limit: number): Target => {
    const median = form(runs).median
    return [name, tapMs(median), median <= limit]
  }
  const slowest = (name: string, runs: TapRun[], limit: number): Target => {
    const max = form(runs).max
    return [name, tapMs(max), max <= limit]
  }
  const targets: Target[] = [
    target('Tap to usable form, first visit: median <= 100 ms', taps.runs.first, 100),
    target('Tap to usable form, repeat visit: median <= 100 ms', taps.runs.repeat, 100),
    slowest('Tap to usable form, first visit: slowest run <= 200 ms', taps.runs.first, 200),
    slowest('Tap to usable form, repeat visit: slowest run <= 200 ms', taps.runs.repeat, 200),
    target('Tap to usable form, repeat visit <= 200 ms', taps.runs.repeat, 200),
    target('Tap to usable form, first visit <= 500 ms', taps.runs.first, 500),
    target('Tap to usable form, tap at first paint <= 1,000 ms', taps.runs.atPaint, 1000),
    target('Tap to usable form, first visit of `/fr/services` <= 500 ms', taps.runs.french, 500),
  ]
  const row = (what: string, runs: TapRun[]) => [
    what,
    show(form(runs), tapMs),
    runs.some((r) => r.takenMs !== undefined)
      ? show(spread(runs.map((r) => r.takenMs ?? NaN)), tapMs)
      : '-',
    `${runs.filter((r) => r.navigated).length} of ${runs.length}`,
  ]
  const afterPaint = spread(taps.runs.atPaint.map((r) => r.afterPaintMs ?? NaN))
  const section = `## 6. Tap to usable form (DevTools protocol: slow 4G at 150 ms and 1.6 Mbit/s, 4x CPU, 412x823 touch)

A guest on \`/services\` taps "See More" (real touch input, Playwright's touchscreen); measured in the page from the tap's \`pointerdown\` (its time stamp: when the input arrived) to the first frame with the reservation form's name field visible and enabled, and to the first frame with the night taken in the calendar marked (${taps.takenNight}, filled through the API for ${taps.room}). Each run is a fresh browser context; the repeat visit's first visit is unthrottled and ends with the service worker in control. "Led to another page": the tap followed a link before the app ran, and the form came up on the page it opened. A tap is watched for ${TAP_BOUND_MS / 1000} s.

${table(
  ['Tap on "See More"', 'Tap to usable form', 'Tap to taken day marked', 'Led to another page'],
  [
    row(`First visit, after 3 s on the page (${taps.room})`, taps.runs.first),
    row('Repeat visit (service worker in control), after 3 s', taps.runs.repeat),
    row(
      `First visit, at the first contentful paint (the tap arrived ${show(afterPaint, ms)} after it)`,
      taps.runs.atPaint,
    ),
    row(
      `First visit, after 3 s, the second carousel's first card (${taps.secondCard})`,
      taps.runs.secondCarousel,
    ),
    row(
      `First visit of the French page \`/fr/services\`, after 3 s (${taps.room})`,
      taps.runs.french,
    ),
  ],
)}
`
  return { targets, section }
}

/**
 * Sections 1-2 (Lighthouse with its mobile defaults, each run's host speed, the LCP's phases) and
 * the same pages as on a slower host, with their targets.
 */
export function lighthouseReport(
  runs: Record<string, LighthouseRun[]>,
  slowHost: SlowHost,
  referencePage: string,
  routes: string[],
): { targets: Target[]; section: string } {
  const pages = [referencePage, ...routes]
  const name = (page: string) => (page === referencePage ? 'reference' : `\`${page}\``)
  const of = (page: string, pick: (run: LighthouseRun) => number) =>
    spread((runs[page] ?? []).map(pick))
  const reference = of(referencePage, (x) => x.lcpMs)
  const slowOf = (page: string, pick: (run: LighthouseRun) => number) =>
    spread((slowHost.lighthouse[page] ?? []).map(pick))
  const slowReference = slowOf(referencePage, (x) => x.lcpMs)
  const atSlowHost = `(host at index ${SLOW_HOST_INDEX.toLocaleString('en-US')})`

  /** One figure of a page's row, its spread over the runs that `read` reads. */
  const cellOf =
    (read: typeof of, page: string) =>
    (pick: (run: LighthouseRun) => number, format?: (n: number) => string) =>
      show(read(page, pick), format)

  const lighthouseRows = pages.map((page) => {
    const cell = cellOf(of, page)
    return [
      page === referencePage ? `reference (${page})` : name(page),
      cell((x) => x.scores.performance),
      cell((x) => x.scores.accessibility),
      cell((x) => x.scores.bestPractices),
      cell((x) => x.scores.seo),
      cell((x) => x.fcpMs, ms),
      cell((x) => x.lcpMs, ms),
      cell((x) => x.tbtMs, ms),
      cell(
        (x) => x.cls,
        (n) => n.toFixed(3),
      ),
      cell((x) => x.totalBytes, kb),
      cell((x) => x.scriptBytes, kb),
    ]
  })

  const targets: Target[] = []
  for (const page of routes) {
    const perf = of(page, (x) => x.scores.performance).median
    const others = ['accessibility', 'bestPractices', 'seo'] as const
    const lcpRatio = of(page, (x) => x.lcpMs).median / reference.median
    targets.push(
      [`\`${page}\` performance >= 95`, String(perf), perf >= 95],
      ...others.map((c): [string, string, boolean] => {
        const v = of(page, (x) => x.scores[c]).median
        return [`\`${page}\` ${c} = 100`, String(v), v === 100]
      }),
      [
        `\`${page}\` CLS <= 0.02`,
        of(page, (x) => x.cls).median.toFixed(3),
        of(page, (x) => x.cls).median <= 0.02,
      ],
      [
        `\`${page}\` TBT <= 150 ms`,
        ms(of(page, (x) => x.tbtMs).median),
        of(page, (x) => x.tbtMs).median <= 150,
      ],
      [`\`${page}\` LCP <= 1.5x reference`, ratio(lcpRatio), lcpRatio <= 1.5],
    )
  }
  for (const page of routes) {
    const perf = slowOf(page, (x) => x.scores.performance).median
    const tbt = slowOf(page, (x) => x.tbtMs).median
    const lcpRatio = slowOf(page, (x) => x.lcpMs).median / slowReference.median
    targets.push(
      [`\`${page}\` performance >= 95 ${atSlowHost}`, String(perf), perf >= 95],
      [`\`${page}\` TBT <= 150 ms ${atSlowHost}`, ms(tbt), tbt <= 150],
      [`\`${page}\` LCP <= 1.5x reference ${atSlowHost}`, ratio(lcpRatio), lcpRatio <= 1.5],
    )
  }
  const slowRows = pages.map((page) => {
    const cell = cellOf(slowOf, page)
    return [
      page === referencePage ? `reference (${page})` : name(page),
      cell((x) => x.scores.performance),
      cell((x) => x.fcpMs, ms),
      cell((x) => x.lcpMs, ms),
      ratio(slowOf(page, (x) => x.lcpMs).median / slowReference.median),
      cell((x) => x.tbtMs, ms),
      cell((x) => x.tbtParts.unattributed, ms),
      cell((x) => x.tbtParts.page, ms),
      byRun(slowHost.lighthouse[page] ?? [], (x) => x.benchmarkIndex),
    ]
  })
  const section = `## 1-2. Lighthouse, mobile defaults (simulated slow 4G, 4x CPU)

The reference page is static HTML with the home page's hero text and no JavaScript, served by the same server: the floor of this network and server.

${table(
  ['Page', 'Perf.', 'A11y', 'Best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Bytes', 'JS bytes'],
  lighthouseRows,
)}

The host's speed as Lighthouse measured it at each run (\`benchmarkIndex\`; a busy or slow moment lowers it, and Lighthouse's simulated times grow as it falls), beside that run's scores, in run order:

${table(
  ['Page', 'benchmarkIndex, run by run', 'Performance, run by run', 'TBT, run by run'],
  pages.map((page) => {
    const list = runs[page] ?? []
    return [
      name(page),
      byRun(list, (x) => x.benchmarkIndex),
      byRun(list, (x) => x.scores.performance),
      byRun(list, (x) => x.tbtMs),
    ]
  }),
)}

Each route's LCP against the reference's LCP of the same run, what the LCP was, and where its time went (Lighthouse's LCP phases, medians). \`(removed)\`: the element had left the page when the load ended (replaced when the app rendered), so Lighthouse can neither name it nor split its time.

${table(
  ['Page', 'LCP / reference', 'LCP element', 'TTFB', 'Load delay', 'Load time', 'Render delay'],
  pages.map((page) => [
    name(page),
    ratio(of(page, (x) => x.lcpMs).median / reference.median),
    distinct((runs[page] ?? []).map((x) => x.lcpElement)),
    ...['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map((phase) =>
      ms(of(page, (x) => x.lcpPhases[phase] ?? NaN).median),
    ),
  ]),
)}

## 2b. Lighthouse as on a host at a slow moment (benchmarkIndex ${SLOW_HOST_INDEX.toLocaleString('en-US')})

Lighthouse's benchmarkIndex of this class of machine swings from about 1,000 to 2,900 with what else it runs, and its simulation multiplies the task lengths it observed by its CPU slowdown: the targets must hold at the slow end too. The same pages, with the slowdown that plays a host at an index of ${SLOW_HOST_INDEX.toLocaleString('en-US')} from these runs' median index: **${slowHost.slowdown}x** instead of 4x (\`--throttling.cpuSlowdownMultiplier\`), medians of ${Math.max(0, ...Object.values(slowHost.lighthouse).map((x) => x.length))} runs.

Lighthouse's TBT split by whose tasks it is made of (scripts/bench/blocking-time.ts): the tasks it attributes to no URL, mostly the navigation's commit (where Chrome makes the page's script context, at once because DevTools runs its own scripts there; the script-free reference page has it too), and the page's own. The commit comes before the page's first parse, and the first paint that TBT counts from is simulated without it, so it also pushes the page's first tasks after that paint. Summed from Lighthouse's long-tasks audit: close to its TBT, not always equal.

${table(
  [
    'Page',
    'Perf.',
    'FCP',
    'LCP',
    'LCP / reference',
    'TBT',
    'TBT: no URL',
    'TBT: the page',
    'benchmarkIndex, run by run',
  ],
  slowRows,
)}

The same runs' TBT, run by run:

${table(
  ['Page', 'TBT, run by run', 'TBT: no URL, run by run'],
  pages.map((page) => {
    const list = slowHost.lighthouse[page] ?? []
    return [name(page), byRun(list, (x) => x.tbtMs), byRun(list, (x) => x.tbtParts.unattributed)]
  }),
)}
`
  return { targets, section }
}

/** A time, or that nothing came within the bound. */
const shownMs = (n: number) => (Number.isFinite(n) ? ms(n) : 'not shown in 30 s')

/** The staff console's targets of issue 27 and section 7, which says how it was measured. */
export function staffReport(
  staff: StaffConsoleResults,
  command: string,
  date: Date,
): { targets: Target[]; section: string } {
  const targets: Target[] = []
  for (const c of staff.cases) {
    const inbox = spread(c.inboxCold).median
    const day = spread(c.dayCold).median
    const live = spread(c.liveRow).median
    // The issue's condition: 4x CPU (the network is the hotel's own); slow 4G is shown beside it.
    const calendar = spread(c.calendarCpuCold).median
    const numbersServer = spread(c.numbersServer).median
    const numbers = spread(c.numbersCold).median
    targets.push(
      [
        `Staff console (${c.database}): inbox's first screen <= ${INBOX_TARGET_MS.toLocaleString('en-US')} ms`,
        shownMs(inbox),
        inbox <= INBOX_TARGET_MS,
      ],
      [
        `Staff console (${c.database}): the desk's day's first screen <= ${DAY_TARGET_MS.toLocaleString('en-US')} ms`,
        shownMs(day),
        day <= DAY_TARGET_MS,
      ],
      [
        `Staff console (${c.database}): a guest's request shown <= ${LIVE_TARGET_MS.toLocaleString('en-US')} ms`,
        shownMs(live),
        live <= LIVE_TARGET_MS,
      ],
      [
        `Staff console (${c.database}): calendar's first screen at 4x CPU, first visit <= ${CALENDAR_TARGET_MS.toLocaleString('en-US')} ms`,
        shownMs(calendar),
        calendar <= CALENDAR_TARGET_MS,
      ],
      [
        `Staff console (${c.database}): the month's figures on the server <= ${NUMBERS_SERVER_TARGET_MS.toLocaleString('en-US')} ms`,
        fineMs(numbersServer),
        numbersServer <= NUMBERS_SERVER_TARGET_MS,
      ],
      [
        `Staff console (${c.database}): the month's figures' first screen <= ${NUMBERS_TARGET_MS.toLocaleString('en-US')} ms`,
        shownMs(numbers),
        numbers <= NUMBERS_TARGET_MS,
      ],
    )
  }
  const skipped = staff.skipped.length ? `\n\nNot measured: ${staff.skipped.join('; ')}.` : ''
  const section = `## 7. The staff console with ${SEEDED_REQUESTS.toLocaleString('en-US')} requests (DevTools protocol: slow 4G at 150 ms and 1.6 Mbit/s, 4x CPU, 412x823 touch)

Written by \`${command}\` on ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC (scripts/bench/staff-console.ts). The database holds ${SEEDED_REQUESTS.toLocaleString('en-US')} requests over 50 facilities, 300 of them waiting for an answer. A phone (Chromium, 412x823 touch) enrolled a passkey through the CLI's \`staff invite\` and Chromium's virtual authenticator, at \`http://localhost:<port>/staff\`; each run opens the console in a new tab of that signed-in context.

**The inbox's first screen**: slow 4G as Lighthouse simulates it (SIMULATED_SLOW_4G of scripts/bench/throttling.ts: 150 ms, 1.6 Mbit/s down, 750 kbit/s up, applied by \`Network.emulateNetworkConditions\`, as section 6) and 4x CPU (\`Emulation.setCPUThrottlingRate\`); from navigation start to the first frame showing the heading "Needs an answer" with its first request (the oldest waiting guest) under it, stamped in the page. Cold: the browser's cache disabled and the console's service worker bypassed (a phone's first visit, or after a new build); warm: the console's files from the caches (hashed, \`immutable\`; its worker's), the HTML and the API's answers fetched again.

**The front desk's day's first screen** (issue 54): the same phone, slow 4G and 4x CPU, cold and warm as the inbox's; from navigation start to the first frame showing the heading "Arrivals" of \`/staff/today\` with its first arriving guest under it (the seed's confirmed stays arriving today, placed on units by the server's sweep at start), stamped in the page. The server draws the day into the page for a signed-in person, as it draws the inbox.

**The calendar's first screen**: the same phone's session in a computer's window (1280x800: 14 days); from navigation start to the first frame showing the grid with a row and 14 cells for every facility (the 50 of the bench and the 9 of the catalogue, 10,000 requests in the database). The issue's target (1 s) names 4x CPU and no network: it is read on a first visit (cold) at 4x CPU on the hotel's own network, unthrottled ("4x CPU, cold"); the same slow 4G as the inbox's, cold and warm, is shown beside it. The server draws the calendar into its page (issue 54) at the width the console's pages said in their cookie: the phone's session said 7 days until its first calendar in the computer's window, so each database's first run (slow 4G, cold) is the page as built, the console reading 14 days itself; the runs after it are drawn.

**A guest's request, live**: the console open and unthrottled on one server, the guest's \`PUT /api/facilities/reserve/:id\` sent from the bench; from just before the PUT to the first frame showing the new request as the first row of "All requests" (newest first; "Needs an answer" is oldest first, so a new request is not on its first screen) and the header's count "N need an answer" at N+1. On PostgreSQL, two server processes on one database: the console on one, the PUT to the other.

${table(
  [
    'Database',
    'Inbox, cold cache',
    'Inbox, warm cache',
    'Day, cold cache',
    'Day, warm cache',
    'Calendar, 4x CPU, cold',
    'Calendar, slow 4G, cold',
    'Calendar, slow 4G, warm',
    'Request shown in "All requests"',
    'Header count +1',
  ],
  staff.cases.map((c) => [
    c.database,
    show(spread(c.inboxCold), shownMs),
    show(spread(c.inboxWarm), shownMs),
    show(spread(c.dayCold), shownMs),
    show(spread(c.dayWarm), shownMs),
    show(spread(c.calendarCpuCold), shownMs),
    show(spread(c.calendarCold), shownMs),
    show(spread(c.calendarWarm), shownMs),
    show(spread(c.liveRow), shownMs),
    show(spread(c.liveCount), shownMs),
  ]),
)}

Medians of ${Math.max(0, ...staff.cases.map((c) => c.inboxCold.length))} runs for the inbox and the day, and ${Math.max(0, ...staff.cases.map((c) => c.liveRow.length))} for the live request, min-max in brackets.

**The owner's month in figures** (issue 55): the seed's confirmed stays carry the price the guest was shown (two nights of 20,000 to 50,000 naira, a third of them with an extra guest), as the server's quotes store it; 1,000 times a unit was out of order (three nights each, every 36 days in each facility, over the two years) lower the nights available. **On the server**: \`GET /api/staff/numbers\` (the month of the hotel's today: the seed's stays start on 730 days around it, so about 1 in 24 of the 10,000 has a night in it) with the owner's session cookie, from the bench's process on loopback, one read after another; the first read left out, then ${Math.max(0, ...staff.cases.map((c) => c.numbersServer.length))} (the database's grouped queries, the answer's JSON and one round trip). The year (\`GET /api/staff/numbers/year\`, the hotel's year now: its twelve months' headline figures, each month's queries as the month's read makes them; no target in the issue) the same way, ${Math.max(0, ...staff.cases.map((c) => c.numbersYearServer.length))} reads after the first. **First screen**: the same phone, slow 4G and 4x CPU, cold and warm as the inbox's, from navigation start to the first frame showing \`/staff/numbers\`'s occupancy (a percentage) and its first chart (the nights day by day) with its bars. The server draws the month into the page for an owner (issue 55), as it draws the day: drawn by the console alone, the first screen took 2.0 s cold and 1.1 s warm (a \`--quick\` run on this host).

${table(
  [
    'Database',
    'Month on the server',
    'Year on the server',
    'Numbers, cold cache',
    'Numbers, warm cache',
  ],
  staff.cases.map((c) => [
    c.database,
    show(spread(c.numbersServer), fineMs),
    show(spread(c.numbersYearServer), fineMs),
    show(spread(c.numbersCold), shownMs),
    show(spread(c.numbersWarm), shownMs),
  ]),
)}${skipped}
`
  return { targets, section }
}

/** A time to a tenth of a millisecond under 10 ms: the reads and answers here take a few. */
const fineMs = (n: number) => (Number.isFinite(n) && n < 10 ? `${n.toFixed(1)} ms` : ms(n))

/** The first words of section 8's rows in the targets' table. */
const FEED_ROW = 'Calendar feed'

/**
 * Issue 50's targets (an availability read under 50 ms whatever the feed, a feed at the 2 MB cap
 * read in under a second, no step of an import holding the event loop 100 ms) and section 8.
 */
export function feedReport(
  feeds: FeedImportResults,
  command: string,
  date: Date,
): { targets: Target[]; section: string } {
  const atCap = feeds.cases.filter((c) => c.bytes > MB)
  const slowestImport = Math.max(...atCap.map((c) => spread(c.importMs).median))
  const slowestRead = Math.max(...feeds.cases.map((c) => spread(c.availabilityMs).median))
  const longestBlock = Math.max(feeds.cold.probeMaxMs, ...feeds.cases.flatMap((c) => c.probeMaxMs))
  const idle = spread(feeds.idleProbeMs)
  const targets: Target[] = [
    [
      `${FEED_ROW}: availability read with any feed < ${AVAILABILITY_TARGET_MS} ms (the dearest feed's median)`,
      `${fineMs(slowestRead)} (slowest read ${fineMs(Math.max(...feeds.cases.flatMap((c) => c.availabilityMs)))})`,
      slowestRead < AVAILABILITY_TARGET_MS,
    ],
    [
      `${FEED_ROW}: a feed at the 2 MB cap read in < ${PARSE_TARGET_MS.toLocaleString('en-US')} ms (its whole import, the slower feed's median)`,
      fineMs(slowestImport),
      slowestImport < PARSE_TARGET_MS,
    ],
    [
      `${FEED_ROW}: no step of an import holds the event loop longer than ${BLOCK_TARGET_MS} ms (the slowest \`GET /api/facilities\` during any import, the first included)`,
      fineMs(longestBlock),
      longestBlock < BLOCK_TARGET_MS,
    ],
  ]
  const runs = Math.max(0, ...feeds.cases.map((c) => c.importMs.length))
  const section = `## 8. Calendar feeds: one import at the 2 MB cap, and the availability read after it

Written by \`${command}\` on ${date.toISOString().slice(0, 16).replace('T', ' ')} UTC (scripts/bench/feed-import.ts, feeds from scripts/bench/feed-texts.ts). The server as \`npm start\` runs it, on a fresh SQLite database, its booking horizon ${feeds.horizonDays} nights (a feed may hold ${(NIGHTS_PER_HORIZON_DAY * feeds.horizonDays).toLocaleString('en-US')} nights in all); the feeds served by \`node:http\` on 127.0.0.1 in the bench's process, an origin named in \`OUTBOUND_ALLOWED_TEST_ORIGINS\`. Each import is a new one-unit room's link, added through \`POST /api/staff/channels\` (the admin token), whose first import the server starts at once. **Import**: from that POST to the link's row showing its attempt recorded (the blocks stored, or the failure), read by the bench from the server's SQLite file every ${POLL_MS} ms (at no cost to the server): the fetch, the parse and the write. **During it**, \`GET /api/facilities\` is asked back to back on one connection: the server answers each as soon as its event loop is free, so the slowest answer is the event loop's longest block plus an answer's own time (the idle server: ${fineMs(idle.median)} median, ${fineMs(percentile(feeds.idleProbeMs, 0.99))} p99, ${fineMs(idle.max)} slowest of ${feeds.idleProbeMs.length.toLocaleString('en-US')}). **Parse alone**: \`parseFeed\` on the same text, the server stopped, in a process of its own with \`npm start\`'s V8 flags and \`monitorEventLoopDelay\` (1 ms): the parse's time, and the event loop's longest delay seen from inside (scripts/bench/feed-parse-alone.ts). The server's first import (${feeds.cases[0]?.name}: ical.js loaded, nothing compiled by the JIT yet) took ${fineMs(feeds.cold.importMs)}, its slowest answer ${fineMs(feeds.cold.probeMaxMs)}; then each other feed was imported once, and the table shows the ${runs} runs after that: medians, min-max in brackets.

${table(
  [
    'Feed',
    'Size',
    'VEVENTs',
    'What the link shows after',
    'Import',
    'Slowest `GET /api/facilities` during it',
    'Its p99',
    'Answers during it',
    'Parse alone',
    'Longest event-loop delay, parse alone',
  ],
  feeds.cases.map((c) => [
    c.name,
    `${(c.bytes / MB).toFixed(2)} MB`,
    c.events.toLocaleString('en-US'),
    c.outcome,
    show(spread(c.importMs), fineMs),
    show(spread(c.probeMaxMs), fineMs),
    show(spread(c.probeP99Ms), fineMs),
    show(spread(c.probes)),
    show(spread(c.parseMs), fineMs),
    show(spread(c.parseBlockMs), fineMs),
  ]),
)}

The facility's anonymous availability read (\`GET /api/facilities/:id/availability\`, one at a time) after each import: ${feeds.noFeedAvailabilityMs.length} reads of a room with no feed, then ${feeds.cases[0]?.availabilityMs.length ?? 0} of each feed's room over its runs.

${table(
  ['Room', 'Availability read, median', 'Slowest'],
  [
    [
      'no feed',
      fineMs(spread(feeds.noFeedAvailabilityMs).median),
      fineMs(spread(feeds.noFeedAvailabilityMs).max),
    ],
    ...feeds.cases.map((c) => [
      c.name,
      fineMs(spread(c.availabilityMs).median),
      fineMs(spread(c.availabilityMs).max),
    ]),
  ],
)}
`
  return { targets, section }
}

/**
 * A section written alone (`npm run bench -- --only staff`, `--only feeds`) into an existing
 * BENCHMARKS.md: the section `## <number>. ` replaced (or put before the sections kept by hand),
 * and its rows of the targets' table (those starting with `rowPrefix`) replaced or added at the
 * table's end; the other sections left as they are.
 */
function updateSection(
  file: string,
  number: number,
  rowPrefix: string,
  report: { targets: Target[]; section: string },
) {
  const text = fs.readFileSync(file, 'utf8')
  const start = text.indexOf(`\n## ${number}. `)
  const end = start < 0 ? -1 : text.indexOf('\n## ', start + 1)
  let out: string
  if (start >= 0) {
    out =
      text.slice(0, start).trimEnd() + '\n\n' + report.section + (end < 0 ? '' : text.slice(end))
  } else {
    const kept = text.indexOf(KEPT_HEADING)
    const before = (kept < 0 ? text : text.slice(0, kept)).trimEnd() + '\n'
    out = before + '\n' + report.section + (kept < 0 ? '' : text.slice(kept))
  }
  const lines = out.split('\n').filter((l) => !l.startsWith(`| ${rowPrefix}`))
  const head = lines.indexOf('## Targets')
  let last = head + 1
  while (last < lines.length && !lines[last]!.startsWith('|')) last++
  while (last < lines.length && lines[last]!.startsWith('|')) last++
  const rows = targetTable(report.targets).split('\n').slice(2)
  lines.splice(last, 0, ...rows)
  fs.writeFileSync(file, lines.join('\n'))
}

/** `npm run bench -- --only staff`: section 7 and its targets into an existing BENCHMARKS.md. */
export const updateStaffReport = (file: string, staff: { targets: Target[]; section: string }) =>
  updateSection(file, 7, 'Staff console (', staff)

/** `npm run bench -- --only feeds`: section 8 and its targets into an existing BENCHMARKS.md. */
export const updateFeedReport = (file: string, feeds: { targets: Target[]; section: string }) =>
  updateSection(file, 8, FEED_ROW, feeds)

/** Issue 41's targets for the API (0.6x raw node:http, 120 MB under load) and section 5. */
export function apiReport(
  list: ListLoad,
  reserve: ReserveLoad,
  serverMemory: BenchResults['serverMemory'],
): { targets: Target[]; section: string } {
  const targets: Target[] = [
    [
      '`GET /api/facilities` >= 0.6x raw node:http',
      ratio(list.ratio.median),
      list.ratio.median >= 0.6,
    ],
    [
      'server memory under load <= 120 MB',
      `${(serverMemory.peakRss / MB).toFixed(0)} MB`,
      serverMemory.peakRss <= 120 * MB,
    ],
  ]
  const rps = (runs: { requestsPerSecond: number }[]) =>
    spread(runs.map((x) => x.requestsPerSecond))
  const lat = (runs: { p50Ms: number; p99Ms: number }[], k: 'p50Ms' | 'p99Ms') =>
    spread(runs.map((x) => x[k]))
  const section = `## 5. The API on loopback (${AUTOCANNON}, 32 connections; load generator and server share the machine)

${table(
  ['Server', 'Requests/s', 'p50', 'p99', 'Non-2xx'],
  [
    [
      '`GET /api/facilities` (this server)',
      show(rps(list.server)),
      show(lat(list.server, 'p50Ms'), ms),
      show(lat(list.server, 'p99Ms'), ms),
      list.server.reduce((n, x) => n + x.non2xx + x.errors, 0),
    ],
    [
      `raw \`node:http\`, same ${list.bodyBytes} bytes from memory`,
      show(rps(list.raw)),
      show(lat(list.raw, 'p50Ms'), ms),
      show(lat(list.raw, 'p99Ms'), ms),
      list.raw.reduce((n, x) => n + x.non2xx + x.errors, 0),
    ],
  ],
)}

Throughput ratio, this server / raw: ${show(list.ratio, ratio)}.

\`PUT /api/facilities/reserve/:id\`, ${reserve.sent} distinct requests (own id, guest and dates each; 16 clients over fetch; SQLite with a full sync per commit): ${Math.round(reserve.requestsPerSecond)} requests/s, p50 ${ms(reserve.p50Ms)}, p99 ${ms(reserve.p99Ms)}; answers ${Object.entries(
    reserve.status,
  )
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')}.

Server memory (\`/proc/<pid>/status\`, sampled every 100 ms during the API load): ${(serverMemory.beforeRss / MB).toFixed(0)} MB resident before the load, peak ${(serverMemory.peakRss / MB).toFixed(0)} MB during it; VmHWM (the high-water mark of the whole run, page loads included) ${(serverMemory.highWaterMark / MB).toFixed(0)} MB.
`
  return { targets, section }
}

export function writeReport(file: string, r: BenchResults) {
  const pairs = (route: string) => r.visits[route] ?? []

  const taps = tapReport(r.taps)
  const apiSection = apiReport(r.list, r.reserve, r.serverMemory)
  const staff = staffReport(r.staff, r.command, r.date)
  const feeds = feedReport(r.feeds, r.command, r.date)
  const lighthouseSection = lighthouseReport(r.lighthouse, r.slowHost, r.referencePage, r.routes)
  const targets: Target[] = [...lighthouseSection.targets]
  for (const route of Object.keys(r.visits)) {
    const rep = spread(pairs(route).map((p) => p.repeatLcpMs / p.firstLcpMs)).median
    targets.push([`\`${route}\` repeat-visit LCP <= 0.5x first`, ratio(rep), rep <= 0.5])
  }
  targets.push(
    [
      '`/` JavaScript before interaction <= 120 KB gz',
      kb(r.build.homeJsGzip),
      r.build.homeJsGzip <= 120 * KB,
    ],
    [
      '`/fr/` JavaScript before interaction <= 120 KB gz',
      kb(r.build.frenchHomeJsGzip),
      r.build.frenchHomeJsGzip <= 120 * KB,
    ],
    [
      'facility photos at 390 px <= 60 KB each',
      r.photos[0] ? `${kb(r.photos[0].bytes)} (largest of ${r.photos.length})` : 'none loaded',
      r.photos.length > 0 && r.photos[0]!.bytes <= 60 * KB,
    ],
    ...apiSection.targets,
    ...taps.targets,
    ...staff.targets,
    ...feeds.targets,
  )

  const m = r.machine
  const busy = r.machineLoad.otherShare > BUSY_SHARE
  const otherWork = `**Other work on the machine during the run:** ${Math.round(r.machineLoad.otherCpuSeconds)} CPU-seconds (${Math.round(r.machineLoad.otherShare * 100)}% of its ${m.cores} cores)${busy ? '. **The machine was busy: these figures are skewed (the API ones most), rerun on a quiet machine.**' : ', a quiet machine.'}`
  const text = `# Benchmarks

Written by \`${r.command}\` on ${r.date.toISOString().slice(0, 16).replace('T', ' ')} UTC, in ${Math.round(r.durationS)} s. ${r.runs > 1 ? `Figures are medians of ${r.lighthouseRuns} runs for Lighthouse and ${r.runs} for the rest, with the min-max spread in brackets.` : 'Figures are from a single run (a quick check, not a benchmark).'} Rerun with \`npm run bench\`; the Lighthouse reports of the last run are in \`.bench/lighthouse/\`.

**Machine:** ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB RAM; ${m.os}; Node ${m.node}; ${m.chromium}; ${LIGHTHOUSE}; ${AUTOCANNON}.

${otherWork}

## Targets

${targetTable(targets)}

${lighthouseSection.section}
## 3. Repeat visit, service worker installed (DevTools protocol: slow 4G, 4x CPU, 412x823)

Playwright drives Chromium; each run is a fresh browser context: a first visit, then (the service worker installed and in control) a repeat visit in a new tab, both throttled, LCP from a \`largest-contentful-paint\` PerformanceObserver once the network is idle. \`(removed)\`: the LCP element was no longer in the page when read. DevTools throttling applies to the page's own requests, not to those the service worker makes.

${table(
  [
    'Route',
    'First visit LCP',
    'Repeat visit LCP',
    'Repeat / first',
    'LCP element, first',
    'LCP element, repeat',
  ],
  Object.keys(r.visits).map((route) => [
    `\`${route}\``,
    show(spread(pairs(route).map((p) => p.firstLcpMs)), ms),
    show(spread(pairs(route).map((p) => p.repeatLcpMs)), ms),
    show(spread(pairs(route).map((p) => p.repeatLcpMs / p.firstLcpMs)), ratio),
    distinct(pairs(route).map((p) => p.firstLcpElement)),
    distinct(pairs(route).map((p) => p.repeatLcpElement)),
  ]),
)}

## 4. The build (gzip, level 9)

What \`/\` needs before it is interactive: ${kb(r.build.homeJsGzip)} of JavaScript in ${r.build.homeJs.length} files, ${kb(r.build.homeCssGzip)} of CSS files (the styles are in the HTML: ${kb(r.build.homeHtmlGzip)}). The French home page, \`/fr/\` (a build of its own, its words compiled in): ${kb(r.build.frenchHomeJsGzip)} of JavaScript.

${table(
  ['`/` before interaction', 'gzip'],
  r.build.homeJs.map((a) => [a.file, kb(a.gzipBytes)]),
)}

${table(
  ['Loaded later, on demand', 'gzip'],
  r.build.lazyChunks.map((a) => [a.file, kb(a.gzipBytes)]),
)}

Precache: ${r.build.precacheEntries} entries, ${kb(r.build.precacheGzip)} gzipped. Largest facility photo in the build: ${r.build.largestPhoto.file}, ${kb(r.build.largestPhoto.bytes)}.

Facility photos downloaded by \`/services\` at 390 px wide (3x): ${r.photos.length}, largest ${r.photos[0] ? `${kb(r.photos[0].bytes)} (${r.photos[0].url}, ${r.photos[0].type})` : '-'}.

${apiSection.section}
${taps.section}
${staff.section}
${feeds.section}${keptSections(file)}`
  fs.writeFileSync(file, text)
}

/** The heading of BENCHMARKS.md's sections written by hand (an issue's before and after). */
const KEPT_HEADING = '\n## Before and after'

/**
 * The sections of the file now that were written by hand, kept at the end of the new report: the
 * bench writes every other section afresh, and an issue's before-and-after figures (measured in
 * the same hour on one machine, not from the bench's own history) would be lost with the run.
 */
function keptSections(file: string): string {
  if (!fs.existsSync(file)) return ''
  const text = fs.readFileSync(file, 'utf8')
  const kept: string[] = []
  for (let at = text.indexOf(KEPT_HEADING); at >= 0; at = text.indexOf(KEPT_HEADING, at + 1)) {
    const end = text.indexOf('\n## ', at + 1)
    kept.push(text.slice(at, end < 0 ? undefined : end).trimEnd())
  }
  return kept.length === 0 ? '' : '\n' + kept.join('\n') + '\n'
}
