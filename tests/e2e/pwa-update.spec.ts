// A new version deployed while a guest has the site open: the update waits for the guest (a quiet
// notice, never a reload by itself, so a half-filled reservation form survives), and Reload
// brings in the new version under a service worker.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test, waitForServiceWorker, type PwaFixtures } from '../support/e2e-pwa-fixtures'
import { ROOT, startServer, tempDir, type ServerHandle } from '../support/server-process'

const run = promisify(execFile)

/** `vite build` of the current sources with this build id (shown in <meta name="build-id">). */
async function build(buildId: string, outDir: string) {
  await run(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: ROOT, env: { ...process.env, BUILD_ID: buildId } },
  )
}

// Both tests use the two builds of beforeAll: they run in one worker, which builds them once.
test.describe.configure({ mode: 'default' })

let work: string
const servers: ServerHandle[] = []

test.beforeAll(async () => {
  test.setTimeout(120_000)
  work = tempDir('hearth-update-')
  // Both versions are built up front, in parallel; "deploying" B is copying its files later.
  await Promise.all([build('A', path.join(work, 'a')), build('B', path.join(work, 'b'))])
})

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
  fs.rmSync(work, { recursive: true, force: true })
})

/** A server of its own on a copy of version A; returns it and a way to deploy B over it. */
async function serveVersionA() {
  const site = fs.mkdtempSync(path.join(work, 'site-'))
  fs.cpSync(path.join(work, 'a'), site, { recursive: true })
  const server = await startServer({ env: { SITE_DIR: site } })
  servers.push(server)
  const deployB = () => fs.cpSync(path.join(work, 'b'), site, { recursive: true, force: true })
  return { server, deployB }
}

/**
 * The guest is filling the reservation form on version A when B is deployed: the notice appears,
 * nothing reloads by itself, and Reload brings B in under a service worker, with the form kept.
 */
async function updateWhileFillingTheForm(
  openDevice: PwaFixtures['openDevice'],
  { returningGuest }: { returningGuest: boolean },
) {
  const { server, deployB } = await serveVersionA()
  const device = await openDevice(server.url)
  const page = await device.newPage()
  await page.goto('/services')
  await waitForServiceWorker(page)
  // A returning guest's page is controlled by the service worker from its first byte.
  if (returningGuest) await page.reload()
  const buildId = page.locator('meta[name="build-id"]')
  await expect(buildId).toHaveAttribute('content', 'A')

  await page.getByRole('link', { name: 'See More: Garden Double Room' }).click()
  const dialog = page.getByRole('dialog', { name: 'Garden Double Room' })
  const name = dialog.getByLabel('Name')
  await name.fill('Grace Halfway')

  // Deploy B over A, then let the open tab look for it (it would on its own, hourly).
  deployB()
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })

  // The notice shows behind the open dialog (modal: the rest of the page is inert until it closes).
  await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 15_000 })
  // Nothing reloaded by itself: still version A, the dialog open, the name as typed.
  await expect(buildId).toHaveAttribute('content', 'A')
  await expect(dialog).toBeVisible()
  await expect(name).toHaveValue('Grace Halfway')

  await dialog.getByRole('button', { name: 'Close' }).click()
  const notice = page.getByRole('status').filter({ hasText: 'A new version is available' })
  await notice.getByRole('button', { name: 'Reload' }).click()
  await expect(buildId).toHaveAttribute('content', 'B', { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
  await waitForServiceWorker(page)
  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
  expect(scriptURL).toBe(`${server.url}/sw.js`)
  await expect(page.getByText('A new version is available')).toBeHidden()

  // The half-filled form is still there for the guest, on the new version.
  await page.getByRole('link', { name: 'See More: Garden Double Room' }).click()
  await expect(dialog.getByLabel('Name')).toHaveValue('Grace Halfway')
}

test('a new version deployed during the first visit: notice, form kept, Reload brings it in', async ({
  openDevice,
}) => {
  test.setTimeout(60_000)
  await updateWhileFillingTheForm(openDevice, { returningGuest: false })
})

test('a new version deployed while a returning guest has the site open: notice, form kept, Reload brings it in', async ({
  openDevice,
}) => {
  test.setTimeout(60_000)
  await updateWhileFillingTheForm(openDevice, { returningGuest: true })
})
