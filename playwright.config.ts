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
  // The global setup starts the real server on the built site and a fresh database.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : 'line',
  // Every wait is for a condition; this only bounds a test that hangs. A clean-clone CI run on 2
  // busy cores took flows of a dozen taps and a send past 30 s (each fill about half a second).
  timeout: 60_000,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } },
  ],
})
