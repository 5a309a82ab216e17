// The reservation form a tap on See More opens before the app has arrived (the page's inline
// script, src/start/early-reserve.ts), in WebKit: in view and tall enough on a phone, the phone
// turned sideways and a desktop (issue 26: 0 px tall from 480 px up), then taken over by the
// app's dialog. The app's code is held by a proxy until the early form has been measured.
import fs from 'node:fs'
import path from 'node:path'
import { By, until } from 'selenium-webdriver'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { APP_READY_ATTRIBUTE, EARLY_DIALOG_ATTRIBUTE } from '../../src/lib/start-names'
import { startHeldProxy, type HeldProxy } from '../support/held-proxy'
import { startServer, type ServerHandle } from '../support/server-process'
import { openWebKit, setViewport, WAIT_MS, type WebKit } from '../support/webkit-browser'
import { expectNoErrorPage, retryStale, tap } from '../support/webkit-page'
import { appDialogOf, expectDialogInView } from '../support/webkit-dialog'

const FACILITY = 'Family Room'
let server: ServerHandle
let proxy: HeldProxy
let webkit: WebKit

beforeAll(async () => {
  ;[server, webkit] = await Promise.all([
    startServer({ site: true }),
    // The page's load waits for its held code: `get` must not.
    openWebKit(inject('webkitDisplay'), { pageLoadStrategy: 'none' }),
  ])
  proxy = await startHeldProxy(server.url)
})
afterAll(async () => {
  await webkit?.close()
  await proxy?.close()
  await server?.stop()
})

it('shows the early form at 390x844, 844x390 and 1280x800, then the app takes it over', async () => {
  const { driver } = webkit
  await setViewport(driver, 390, 844)
  await driver.get(`${proxy.url}/services`)
  await driver.wait(
    () => driver.executeScript<boolean>('return document.readyState !== "loading"'),
    WAIT_MS,
    'the page parsed',
  )
  await tap(driver, () =>
    driver.wait(
      until.elementLocated(By.css(`a[aria-label="See More: ${FACILITY}"]`)),
      WAIT_MS,
      `See More on ${FACILITY}`,
    ),
  )
  const early = await driver.wait(
    until.elementLocated(By.css(`dialog[open][${EARLY_DIALOG_ATTRIBUTE}]`)),
    WAIT_MS,
    'the early form',
  )
  for (const [width, height] of [
    [390, 844],
    [844, 390],
    [1280, 800],
  ] as const) {
    await setViewport(driver, width, height)
    await expectDialogInView(driver, early, `the early form at ${width}x${height}`)
    const shots = process.env.WEBKIT_SCREENSHOTS
    if (shots) {
      fs.mkdirSync(shots, { recursive: true })
      const file = path.join(shots, `webkit-early-dialog-${width}x${height}.png`)
      fs.writeFileSync(file, await driver.takeScreenshot(), 'base64')
    }
  }
  // Measured before the app ran: the form on screen was the inline script's.
  expect(
    await driver.executeScript(
      'return document.documentElement.hasAttribute(arguments[0])',
      APP_READY_ATTRIBUTE,
    ),
  ).toBe(false)

  proxy.release()
  await driver.wait(until.elementLocated(appDialogOf(FACILITY)), WAIT_MS, "the app's dialog")
  await retryStale(async () =>
    expectDialogInView(driver, await driver.findElement(appDialogOf(FACILITY)), "the app's dialog"),
  )
  await expectNoErrorPage(driver)
})
