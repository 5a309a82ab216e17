import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Debian's Chromium by default; CHROMIUM_PATH points elsewhere. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
}

/**
 * The same Chromium's old headless shell (Debian's chromium-headless-shell, the build Playwright
 * itself runs headless tests in): the same Blink, V8, service workers and DevTools protocol,
 * without the full browser's UI process work. A CI run's Chromium took about 420 CPU-seconds
 * with it against 665 with the full browser, and the end-to-end run 8.8 minutes against 10.6
 * (2 cores). CHROMIUM_HEADLESS_SHELL_PATH points elsewhere; where there is none, the full
 * browser runs everything.
 */
const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
export const headlessShellLaunch = fs.existsSync(headlessShellPath)
  ? { executablePath: headlessShellPath, args: CHROMIUM_ARGS }
  : chromiumLaunch

/**
 * Files that need the full browser. The site starts its code at the guest's first hand on the
 * page (src/start/start-app.ts: a touch, a key, a scroll, a mouse move); the headless shell
 * moves the mouse as a page loads, so there every page starts at once, and what these files
 * measure (nothing asked for before a touch; taps between paint and start; the sections below the
 * first screen waiting for it) cannot be seen.
 * The files that launch a browser themselves (installability: pwa-install, rebrand, the
 * console's manifest) launch the full one (chromiumLaunch).
 */
const FULL_BROWSER = ['early-taps.spec.ts', 'first-screen-photos.spec.ts', 'screens-pages.spec.ts']

const chromiumUse = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch }
const shellUse = { ...devices['Desktop Chrome'], launchOptions: headlessShellLaunch }
/** Files whose tests keep a worker busy longest: see `projects` below. */
const LONG_FIRST = [
  'early-taps.spec.ts',
  'pwa-update.spec.ts',
  'rebrand.spec.ts',
  'request-lifecycle.spec.ts',
  'staff-console.spec.ts',
  'staff-real-screens.spec.ts',
]

export default defineConfig({
  testDir: 'tests/e2e',
  // Each test starts the servers it needs (tests/support/e2e-pwa-fixtures.ts).
  // Tests, not files, are shared out to the workers, so that the two end together: a file of
  // long tests (screens-a11y, focus-not-obscured, date-picker) no longer keeps one worker busy
  // minutes after the other has finished. A file whose tests share a costly beforeAll keeps
  // them in one worker (test.describe.configure({ mode: 'default' })).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  // Every wait is for a condition; this only bounds a test that hangs. A clean-clone CI run on 2
  // busy cores took flows of a dozen taps and a send past 30 s (each fill about half a second).
  timeout: 60_000,
  // The same for each expectation (Playwright's default is 5 s): a page that is answering on a
  // machine busy with two other browsers and their servers once took longer than that to open
  // the reservation dialog after its end arrived (guest-path, in a run of three workers).
  expect: { timeout: 10_000 },
  use: {
    // A failed test's trace keeps its actions, DOM snapshots, console and network; not the
    // screencast, whose frames every test paid for, passing or not.
    // On CI none at all: its machine is gone after the run, and what it printed is all that is
    // read; recording every test for a trace nobody can open cost about a sixth of the CPU.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunch,
  },
  // The projects set the order too: the workers take tests in the order of the projects, then
  // of the files (by name). The files with a long run of tests in one
  // worker (a shared setup: a build, a PostgreSQL cluster, a signed-in console) or with the
  // longest tests come first, while the other worker has all the short tests to fill in with;
  // by name, staff-real-screens (some 100 s in a row) ran last with the other worker idle, and
  // rebrand (its own build, about 45 s) after every test on the fixtures (another worker kind).
  // The files of the full browser are a project of their own (a browser is launched per
  // project), first: early-taps is the longest file.
  projects: [
    { name: 'chromium: full browser', testMatch: FULL_BROWSER, use: chromiumUse },
    {
      name: 'chromium: long first',
      testMatch: LONG_FIRST.filter((file) => !FULL_BROWSER.includes(file)),
      use: shellUse,
    },
    { name: 'chromium', testIgnore: [...LONG_FIRST, ...FULL_BROWSER], use: shellUse },
  ],
})
