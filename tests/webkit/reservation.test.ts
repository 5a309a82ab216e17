// A guest books in WebKit (Safari's engine) on a phone, a phone turned sideways and a desktop:
// the reservation dialog shows within the viewport, its body scrolls to Reserve, a stay chosen in
// the date picker is sent, the guest reaches /confirmation, and the hotel holds the request once.
import fs from 'node:fs'
import path from 'node:path'
import { By, until, type WebDriver, type WebElement } from 'selenium-webdriver'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import { ReservationList } from '../../contract/reservation'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'
import { openWebKit, setViewport, WAIT_MS, type WebKit } from '../support/webkit-browser'
import {
  buttonNamed,
  expectNoErrorPage,
  fieldByLabel,
  listenForErrors,
  pageErrors,
  pageHeading,
  retryStale,
  tap,
  waitForHeading,
} from '../support/webkit-page'
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

/** The first two free days in a row the picker offers: a one-night stay, whatever the date. */
async function freeNight(driver: WebDriver, dialog: WebElement): Promise<[string, string]> {
  const days = await driver.executeScript<[string, boolean][]>(
    `return [...arguments[0].querySelectorAll('td[data-day]:not([data-outside])')].map((cell) => {
      const button = cell.querySelector('button')
      return [cell.dataset.day, !!button && !button.disabled && button.getAttribute('aria-disabled') !== 'true']
    })`,
    dialog,
  )
  const free = new Set(days.filter(([, enabled]) => enabled).map(([day]) => day))
  const from = [...free].sort().find((day) => free.has(addDays(day, 1)))
  if (!from) throw new Error(`no free night in the months shown: ${JSON.stringify(days)}`)
  return [from, addDays(from, 1)]
}

const dayButton = (dialog: WebElement, day: string) =>
  dialog.findElement(By.css(`td[data-day="${day}"] button`))

/** What the staff see: every request the server holds. */
async function serverReservations() {
  const res = await api(server.url, 'GET', '/api/reservations?limit=100', undefined, adminHeaders)
  expect(res.status).toBe(200)
  return ReservationList.parse(res.body)
}

describe.each([
  { width: 390, height: 844, facility: 'Garden Double Room' },
  { width: 844, height: 390, facility: 'Family Room' },
  { width: 1280, height: 800, facility: 'Cosy Single Room' },
])('at $width x $height', ({ width, height, facility }) => {
  it(`reserves ${facility} from the dialog and reaches /confirmation`, async () => {
    const { driver } = webkit
    const name = `WebKit Guest ${width}x${height}`
    await setViewport(driver, width, height)
    await driver.get(`${server.url}/services`)
    await pageHeading(driver)
    await listenForErrors(driver)

    // The guest taps at once: the early dialog or the app's, whichever shows first, is in view.
    const dialog = await openReservationDialog(driver, facility)
    const shots = process.env.WEBKIT_SCREENSHOTS
    if (shots) {
      fs.mkdirSync(shots, { recursive: true })
      const file = path.join(shots, `webkit-dialog-${width}x${height}.png`)
      fs.writeFileSync(file, await driver.takeScreenshot(), 'base64')
    }

    await retryStale(async () => (await fieldByLabel(await dialog(), 'Name')).sendKeys(name))
    await retryStale(async () =>
      (await fieldByLabel(await dialog(), 'Phone')).sendKeys('+234 803 555 0100'),
    )
    const [from, to] = await retryStale(async () => freeNight(driver, await dialog()))
    await tap(driver, async () => dayButton(await dialog(), from))
    await tap(driver, async () => dayButton(await dialog(), to))
    await driver.wait(
      () => retryStale(async () => (await (await dialog()).getText()).includes('· 1 night')),
      WAIT_MS,
      `a stay of one night from ${from}`,
    )
    // The form kept the name through the taps on the calendar (not drawn anew, emptied).
    expect(
      await retryStale(async () =>
        (await fieldByLabel(await dialog(), 'Name')).getAttribute('value'),
      ),
    ).toBe(name)

    // Reserve, at the end of the dialog's body: scrolled to and tapped inside the viewport.
    await tap(driver, async () => buttonNamed(await dialog(), 'Reserve'))
    await driver.wait(until.urlMatches(/\/confirmation$/), WAIT_MS, 'the confirmation page')
    await waitForHeading(driver, 'Your Reservation')
    await expectNoErrorPage(driver)
    // The page lists every request made on this device: the hotel's list says when this one came.
    const held = async () => (await serverReservations()).filter((r) => r.name === name)
    await driver.wait(async () => (await held()).length > 0, WAIT_MS, 'the request at the hotel')
    // Once the device has nothing left to send, the hotel still holds it once.
    await driver.wait(
      async () => (await driver.findElements(By.css('[data-status="pending"]'))).length === 0,
      WAIT_MS,
      'nothing waiting to be sent',
    )
    expect((await held()).map((r) => r.dateRange)).toEqual([{ from, to }])
    expect(await pageErrors(driver)).toEqual([])
    if (shots) {
      // The request as the guest sees it once sent (and the notification offer, where WebKit
      // has Push: an installed app on iOS; issue 30).
      const file = path.join(shots, `webkit-confirmation-${width}x${height}.png`)
      fs.writeFileSync(file, await driver.takeScreenshot(), 'base64')
    }
  })
})
