// A page whose document arrives while its worker activates: the worker's `clients.claim()` skips
// a page still loading (as the spec says), so the page stayed outside the worker until its next
// load (CI, 2026-11-29: a clerk's inbox opened during the console worker's install, never
// controlled). It now asks to be claimed (src/lib/worker-claim.ts). The race made on purpose, on
// the console and on the site: the worker's install held on one of the files it stores, a
// navigation started and held at its answer, the install let go until the worker is active, then
// the page's answer let through.
import type { BrowserContext, Route } from '@playwright/test'
import { STAFF_PATH } from '../../contract/staff-paths'
import { SW_FILE } from '../../src/lib/start-names'
import { expect, test } from '../support/e2e-pwa-fixtures'

test.use({ shareServer: true })

/** Requests held until `open()`; `arrived` resolves with the first of them. */
function gate() {
  let open!: () => void
  let reached!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const arrived = new Promise<void>((resolve) => (reached = resolve))
  return {
    open,
    arrived,
    handle: async (route: Route) => {
      reached()
      await opened
      await route.continue()
    },
  }
}

/** The state of the active worker of `script`, as that worker sees it (its own scope). */
async function activeState(context: BrowserContext, script: string) {
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === script)
  return worker?.evaluate(
    () => (self as unknown as ServiceWorkerGlobalScope).registration.active?.state,
  )
}

const CASES = [
  // Signed out, each /staff address is the sign-in screen: the worker registers all the same.
  {
    name: "the console's",
    first: STAFF_PATH,
    stored: `${STAFF_PATH}/index.html`,
    next: `${STAFF_PATH}/calendar`,
    script: `${STAFF_PATH}/sw.js`,
  },
  // The site registers its worker once the page has painted and the browser is idle.
  {
    name: "the site's",
    first: '/',
    stored: '/shell.html',
    next: '/about-us',
    script: `/${SW_FILE}`,
  },
]

for (const { name, first, stored, next, script } of CASES) {
  test(`${name} worker takes over a page that arrived while it was activating`, async ({
    context,
    page,
  }) => {
    const install = gate()
    await context.route((url) => url.pathname === stored, install.handle)
    await page.goto(first)
    // The worker is installing: one file it stores is held.
    await install.arrived
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()

    const document = gate()
    await page.route((url) => url.pathname === next, document.handle)
    const navigation = page.goto(next)
    // The address asked for while no worker was active: it goes to the server, and waits there.
    await document.arrived
    install.open()
    await expect.poll(() => activeState(context, script), { timeout: 15_000 }).toBe('activated')
    document.open()
    await navigation

    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const controller = navigator.serviceWorker.controller
            return controller && new URL(controller.scriptURL).pathname
          }),
        { timeout: 10_000 },
      )
      .toBe(script)
  })
}
