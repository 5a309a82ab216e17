// `npm run bench`: builds the site, starts the real server on a fresh database, measures, stops
// everything it started (also when it fails or is interrupted), and writes BENCHMARKS.md.
// `--quick` makes one run of each and shorter loads (a check of the bench, not figures to report).
// `--only tap` measures the tap to the reservation form alone and prints it (BENCHMARKS.md, which
// holds every section, stays as it is): a few minutes that leave the machine to others.
// `--only lighthouse` does the same for Lighthouse (sections 1-2 and the slower host).
// `--only staff` measures the staff console (section 7, on SQLite and two PostgreSQL replicas) and
// writes that section and its targets into BENCHMARKS.md, leaving the other sections as they are.
// `--only api` measures the API on loopback and the server's memory (section 5) and prints them:
// the server started as the full bench starts it, its pages asked for once (as the browsers of the
// sections before it do), then the same loads.
// `--only feeds` measures one import of a calendar feed at the 2 MB cap and the availability read
// after it (section 8, on a server of its own; no site build) and writes that section and its
// targets into BENCHMARKS.md, leaving the other sections as they are.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromiumLaunch } from '../../playwright.config'
import {
  adminHeaders,
  api,
  startServer,
  type ServerHandle,
} from '../../tests/support/server-process'
import { loadList, loadReservations, sampleMemory } from './api-load'
import { run, stopChildren } from './children'
import { measureBuild } from './build-size'
import { measureFeedImports, stopFeedImports } from './feed-import'
import { npmStartEnv } from './npm-start-env'
import { runLighthouse, slowHostSlowdown, type LighthouseRun } from './lighthouse'
import { describeMachine } from './machine'
import { watchMachineLoad } from './machine-load'
import { photosAt390 } from './photos'
import { REFERENCE_FILE, writeReferencePage } from './reference-page'
import { launchChromium, measureVisits, type VisitPair } from './repeat-visit'
import {
  apiReport,
  BUSY_SHARE,
  feedReport,
  lighthouseReport,
  staffReport,
  tapReport,
  targetTable,
  updateFeedReport,
  updateStaffReport,
  writeReport,
  type SlowHost,
  type Target,
} from './report'
import { measureStaffConsole, stopStaffConsole } from './staff-console'
import { measureTaps } from './tap-to-form'

const ROOT = path.resolve(import.meta.dirname, '../..')
const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, only: { type: 'string' } },
})
if (
  values.only !== undefined &&
  !['tap', 'lighthouse', 'staff', 'api', 'feeds'].includes(values.only)
) {
  throw new Error(
    `--only ${values.only}: the sections that run alone are "tap", "lighthouse", "staff", "api" and "feeds"`,
  )
}
const RUNS = values.quick ? 1 : 3
/** The figures for the tap are medians of 5. */
const TAP_RUNS = values.quick ? 1 : 5
/**
 * Lighthouse's figures move most from run to run on a small machine (its simulation multiplies
 * the observed task lengths by four): its median is taken over more runs.
 */
const LIGHTHOUSE_RUNS = values.quick ? 1 : 5
/**
 * Lighthouse as on a slower host (slowHostSlowdown): medians of 9. Its figures move far more than
 * the default's: the simulation multiplies by ~10 the wall time of each task it observed, and on
 * 2 cores that time includes waits for the cores and for the browser process (busy with
 * Lighthouse's own instrumentation), so the same build's TBT spans 34-531 ms from run to run (and
 * the script-free reference page's 17-527 ms). A median of 5 of these moved by ~100 ms between
 * batches of the same build; of 9 it moves less.
 */
const SLOW_HOST_RUNS = values.quick ? 1 : 9
/** The figures for the staff console: medians of 5 (its inbox) and 10 (live). */
const STAFF_RUNS = values.quick ? { inbox: 1, live: 1 } : { inbox: 5, live: 10 }
/** English and French (each language is a build of its own: both are measured). */
const ROUTES = ['/', '/services', '/contact-us', '/fr/', '/fr/services']
const SITE_DIR = path.join(ROOT, '.bench', 'dist')
const WORK_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-'))
/** The Lighthouse reports of the last run, for a closer look. */
const LIGHTHOUSE_DIR = path.join(ROOT, '.bench', 'lighthouse')
if (values.only === undefined || values.only === 'lighthouse') {
  fs.rmSync(LIGHTHOUSE_DIR, { recursive: true, force: true })
  fs.mkdirSync(LIGHTHOUSE_DIR, { recursive: true })
}
const chromePath = chromiumLaunch.executablePath
const started = Date.now()
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)

/**
 * 1 and 2: Lighthouse on the routes and on the reference page, interleaved run by run; then the
 * same as on a host at a slow moment (an index of SLOW_HOST_INDEX, played by a larger CPU slowdown
 * than the runs' own median index needs).
 */
async function measureLighthouse(origin: string) {
  const lighthouse: Record<string, LighthouseRun[]> = {}
  const pages = [`/${REFERENCE_FILE}`, ...ROUTES]
  const outFile = (page: string, name: string) =>
    path.join(LIGHTHOUSE_DIR, `${page.replace(/\W+/g, '_')}-${name}.json`)
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    for (const page of pages) {
      log(`Lighthouse ${page} (run ${run + 1}/${LIGHTHOUSE_RUNS})`)
      ;(lighthouse[page] ??= []).push(
        await runLighthouse(origin + page, outFile(page, String(run + 1)), chromePath),
      )
    }
  }
  const slowdown = slowHostSlowdown(Object.values(lighthouse).flat())
  const slowHost: SlowHost = { slowdown, lighthouse: {} }
  for (let run = 0; run < SLOW_HOST_RUNS; run++) {
    for (const page of pages) {
      log(`Lighthouse ${page}, ${slowdown}x CPU (run ${run + 1}/${SLOW_HOST_RUNS})`)
      ;(slowHost.lighthouse[page] ??= []).push(
        await runLighthouse(origin + page, outFile(page, `slow-${run + 1}`), chromePath, slowdown),
      )
    }
  }
  return { lighthouse, slowHost }
}

/** 5: the list against raw node:http, then distinct reservations, the server's memory sampled. */
async function measureApi(server: ServerHandle) {
  const memory = sampleMemory(server.child.pid!)
  log('GET /api/facilities against raw node:http')
  const list = await loadList(server.url, RUNS, values.quick ? 3 : 8, WORK_DIR)
  log('PUT /api/facilities/reserve/:id, distinct requests')
  const rooms: string[] = []
  for (let i = 0; i < 10; i++) {
    const created = await api(
      server.url,
      'POST',
      '/api/facilities',
      { type: 'room', name: `Bench room ${i}`, desc: 'Bench', img: '/x.webp', capacity: 1000 },
      adminHeaders,
    )
    rooms.push((created.body as { _id: string })._id)
  }
  const reserve = await loadReservations(server.url, rooms, values.quick ? 3 : 8)
  return { list, reserve, serverMemory: memory.stop() }
}

let server: ServerHandle | undefined
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined
const stopAll = async () => {
  await stopChildren()
  await stopStaffConsole()
  await stopFeedImports()
  await browser?.close().catch(() => undefined)
  browser = undefined
  await server?.stop()
  server = undefined
}
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true
    log(`${signal}: stopping the server, the browser and the tools`)
    void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  })
}

const machineLoad = watchMachineLoad(os.cpus().length)
/** What else the machine did while a section ran alone, and whether that skews its figures. */
const busyLine = () => {
  const load = machineLoad()
  const busy =
    load.otherShare > BUSY_SHARE ? ' The machine was busy: rerun on a quiet machine.' : ''
  return `Other work on the machine during the run: ${Math.round(load.otherCpuSeconds)} CPU-seconds (${Math.round(load.otherShare * 100)}% of its ${os.cpus().length} cores).${busy}`
}

/** The command that reran a section alone, as its section in BENCHMARKS.md says it was made. */
const onlyCommand = (section: string) =>
  `npm run bench -- --only ${section}${values.quick ? ' --quick' : ''}`

/**
 * A section run alone ends here: its targets and section printed, with what else the machine did,
 * written into BENCHMARKS.md unless the run was quick (too few runs to keep).
 */
function endWithSection(
  report: { targets: Target[]; section: string },
  number: number,
  update: (file: string, report: { targets: Target[]; section: string }) => void,
): never {
  report.section += `\n${busyLine()}\n`
  console.log(`\n${targetTable(report.targets)}\n\n${report.section}`)
  if (!values.quick) {
    update(path.join(ROOT, 'BENCHMARKS.md'), report)
    log(`wrote section ${number} into BENCHMARKS.md`)
  }
  fs.rmSync(WORK_DIR, { recursive: true, force: true })
  process.exit(0)
}
try {
  if (values.only === 'feeds') {
    // No site: the section asks the API only.
    const feeds = await measureFeedImports(RUNS, log)
    endWithSection(feedReport(feeds, onlyCommand('feeds'), new Date()), 8, updateFeedReport)
  }

  log('building the site into .bench/dist')
  const build = await run('npx', ['tsx', 'scripts/build.ts', '--out-dir', SITE_DIR], {
    cwd: ROOT,
    timeoutMs: 600_000,
  })
  if (build.code !== 0)
    throw new Error(`the build failed:\n${build.stdout.slice(-3000)}${build.stderr}`)
  writeReferencePage(SITE_DIR)
  const buildSizes = measureBuild(SITE_DIR)

  if (values.only === 'staff') {
    browser = await launchChromium(chromePath, chromiumLaunch.args)
    const staff = await measureStaffConsole(browser, SITE_DIR, STAFF_RUNS, log)
    await stopAll()
    endWithSection(staffReport(staff, onlyCommand('staff'), new Date()), 7, updateStaffReport)
  }

  // As `npm start` runs it (npm-start-env.ts: its V8 flag, a small young generation, and its malloc
  // arenas) at the default log level (reads are not logged; the 'Server listening' line is how
  // startServer finds the port). A fresh database in a temporary directory, the reservation rate limit off (RESERVE_RATE_LIMIT=0).
  server = await startServer({
    env: { ...npmStartEnv(ROOT), SITE_DIR, LOG_LEVEL: 'info' },
  })
  log(`server at ${server.url}`)

  if (values.only === 'api') {
    // What the browsers of sections 1-3 and 6 leave in the server before the load: each page
    // answered (rendered, compressed) once, as a browser asks for it.
    for (const route of ROUTES) {
      const res = await fetch(server.url + route, {
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      })
      await res.arrayBuffer()
    }
    const { list, reserve, serverMemory } = await measureApi(server)
    await stopAll()
    const busy = busyLine()
    const { targets, section } = apiReport(list, reserve, serverMemory)
    console.log(`\n${targetTable(targets)}\n\n${section}\n${busy}`)
  } else if (values.only === 'tap') {
    browser = await launchChromium(chromePath, chromiumLaunch.args)
    const { targets, section } = tapReport(await measureTaps(browser, server.url, TAP_RUNS, log))
    await stopAll()
    console.log(`\n${targetTable(targets)}\n\n${section}\n${busyLine()}`)
  } else {
    const { lighthouse, slowHost } = await measureLighthouse(server.url)
    if (values.only === 'lighthouse') {
      await stopAll()
      const report = lighthouseReport(lighthouse, slowHost, `/${REFERENCE_FILE}`, ROUTES)
      console.log(`\n${targetTable(report.targets)}\n\n${report.section}`)
      process.exit(0)
    }

    // 3: first and repeat visits under the same throttling.
    const chrome = await launchChromium(chromePath, chromiumLaunch.args)
    browser = chrome
    const visits: Record<string, VisitPair[]> = {}
    let photos: Awaited<ReturnType<typeof photosAt390>> = []
    let taps: Awaited<ReturnType<typeof measureTaps>> | undefined
    try {
      for (let run = 0; run < RUNS; run++) {
        for (const route of ['/', '/services', '/fr/', '/fr/services']) {
          log(`first and repeat visit ${route} (run ${run + 1}/${RUNS})`)
          ;(visits[route] ??= []).push(await measureVisits(chrome, server.url, route))
        }
      }
      log('facility photos at 390 px')
      photos = await photosAt390(chrome, `${server.url}/services`)
      // 6: the tap to the reservation form (before the API load, which books other rooms).
      taps = await measureTaps(chrome, server.url, TAP_RUNS, log)
    } finally {
      browser = undefined
      await chrome.close()
    }

    // 5: the API on loopback.
    const { list, reserve, serverMemory } = await measureApi(server)
    await stopAll()

    // 7: the staff console, on servers of its own (10,000 requests; SQLite, PostgreSQL replicas).
    browser = await launchChromium(chromePath, chromiumLaunch.args)
    const staff = await measureStaffConsole(browser, SITE_DIR, STAFF_RUNS, log)
    await stopAll()

    // 8: one import of a calendar feed at the size cap, on a server of its own.
    const feeds = await measureFeedImports(RUNS, log)

    writeReport(path.join(ROOT, 'BENCHMARKS.md'), {
      command: values.quick ? 'npm run bench -- --quick' : 'npm run bench',
      date: new Date(),
      durationS: (Date.now() - started) / 1000,
      machine: describeMachine(chromePath),
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      lighthouse,
      slowHost,
      referencePage: `/${REFERENCE_FILE}`,
      routes: ROUTES,
      visits,
      build: buildSizes,
      photos,
      list,
      reserve,
      serverMemory,
      taps: taps!,
      staff,
      feeds,
      machineLoad: machineLoad(),
    })
    log('wrote BENCHMARKS.md')
  }
} catch (error) {
  // A tool stopped by the interruption fails: not news. Anything else is.
  if (!interrupted) throw error
} finally {
  await stopAll()
  fs.rmSync(WORK_DIR, { recursive: true, force: true })
}
