import { defineConfig, devices } from '@playwright/test'

/** Debian's Chromium by default; CHROMIUM_PATH points elsewhere. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

const chromiumUse = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch }
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
  use: {
    // A failed test's trace keeps its actions, DOM snapshots, console and network; not the
    // screencast, whose frames every test paid for, passing or not.
    // On CI none at all: its machine is gone after the run, and what it printed is all that is
    // read; recording every test for a trace nobody can open cost about a sixth of the CPU.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunch,
  },
  // Two projects of the same browser, for the order only: the workers take tests in the order
  // of the projects, then of the files (by name). The files with a long run of tests in one
  // worker (a shared setup: a build, a PostgreSQL cluster, a signed-in console) or with the
  // longest tests come first, while the other worker has all the short tests to fill in with;
  // by name, staff-real-screens (some 100 s in a row) ran last with the other worker idle, and
  // rebrand (its own build, about 45 s) after every test on the fixtures (another worker kind).
  projects: [
    { name: 'chromium: long first', testMatch: LONG_FIRST, use: chromiumUse },
    { name: 'chromium', testIgnore: LONG_FIRST, use: chromiumUse },
  ],
})
