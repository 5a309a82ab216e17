// Offline in WebKit (Safari's engine): after one visit the service worker has the site, the
// server goes away (WebKitGTK's WebDriver has no offline switch: the server stops), and the
// services page still opens, its reservation dialog shows, and nothing falls to the error page.
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { FACILITIES_API_CACHE } from '../../src/lib/start-names'
import { startServer, type ServerHandle } from '../support/server-process'
import { openWebKit, setViewport, WAIT_MS, type WebKit } from '../support/webkit-browser'
import { expectNoErrorPage, pageHeading, waitForApp } from '../support/webkit-page'
import { openReservationDialog } from '../support/webkit-dialog'

let server: ServerHandle
let webkit: WebKit

beforeAll(async () => {
  ;[server, webkit] = await Promise.all([
    startServer({ site: true }),
    openWebKit(inject('webkitDisplay')),
  ])
})
afterAll(async () => {
  await webkit?.close()
  await server?.stop()
})

/**
 * The catalogue kept on the device: in the persisted query cache or the service worker's cache
 * (as tests/support/e2e-pwa-fixtures.ts's catalogueSaved reads it).
 */
const CATALOGUE_SAVED_SCRIPT = `
  const done = arguments[arguments.length - 1]
  if (localStorage.getItem('hearth:query-cache')?.includes('"facilities"')) return done(true)
  caches
    .open(arguments[0])
    .then((cache) => cache.keys())
    .then((keys) => done(keys.some((r) => new URL(r.url).pathname.endsWith('/facilities'))))
    .catch(() => done(false))`

it('opens the services page and its reservation dialog with the server gone', async () => {
  const { driver } = webkit
  await setViewport(driver, 390, 844)
  await driver.get(`${server.url}/services`)
  await pageHeading(driver)
  await waitForApp(driver)
  expect(await driver.executeScript('return "serviceWorker" in navigator')).toBe(true)
  await driver.wait(
    () => driver.executeScript<boolean>('return navigator.serviceWorker.controller !== null'),
    WAIT_MS,
    'the service worker in control of the page',
  )
  await driver.wait(
    () => driver.executeAsyncScript<boolean>(CATALOGUE_SAVED_SCRIPT, FACILITIES_API_CACHE),
    WAIT_MS,
    'the catalogue kept on the device',
  )
  await server.stop()

  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await setViewport(driver, width, height)
    await driver.get(`${server.url}/services`)
    await pageHeading(driver)
    await openReservationDialog(driver, 'Garden Double Room')
    await expectNoErrorPage(driver)
  }
})
