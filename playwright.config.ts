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
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
  ],
})
