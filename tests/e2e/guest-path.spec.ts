// Issue 26: the guest's path from a card to the form on a phone (390 px, touch, 4x CPU), without a
// stumble: the carousels' arrows answer their first tap before and while the app starts, Back
// closes the reservation dialog and stays on the page (Forward opens it again, a reload with
// `?reserve=` too), and a dialog that fails leaves the page and its catalogue standing.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { CPU_SLOWDOWN } from '../../scripts/bench/throttling'
import {
  APP_LISTENING_ATTRIBUTE,
  APP_READY_ATTRIBUTE,
  APP_WAITS_FOR_PAGE_MARK,
  EARLY_TEMPLATE_ATTRIBUTE,
} from '../../src/lib/start-names'
import { expect, holdCode, test, waitForHydration } from '../support/e2e-pwa-fixtures'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

const rooms = (page: Page) => page.getByRole('list', { name: 'Rooms' })
const scrolled = (page: Page) => rooms(page).evaluate((row) => row.scrollLeft)

test('the first tap on "next" moves the row before the app runs, and the app goes on from there', async ({
  page,
}) => {
  await slowPhone(page)
  const release = await holdCode(page)
  await page.goto('/services', { waitUntil: 'domcontentloaded' })
  const next = page.getByRole('button', { name: 'Next rooms' })
  await expect(next).toBeEnabled()
  await next.tap()
  await expect.poll(() => scrolled(page)).toBeGreaterThan(100)
  const once = await scrolled(page)
  release()
  await waitForHydration(page)
  // The app measured the row where the inline script left it: Previous is there to go back.
  await expect(page.getByRole('button', { name: 'Previous rooms' })).toBeEnabled()
  await next.tap()
  await expect.poll(() => scrolled(page)).toBeGreaterThan(once + 100)
})

test('the first tap on "next" moves the row while the app starts (React listening, the row not yet its own)', async ({
  page,
}) => {
  await slowPhone(page)
  await page.goto('/services', { waitUntil: 'domcontentloaded' })
  // The guest's hand starts the app (src/start/start-app.ts); the tap comes as soon as React
  // listens to the page's taps, before it has taken the carousel over, or just after.
  await page.keyboard.press('Shift')
  await page.waitForFunction(
    (a) => document.documentElement.hasAttribute(a),
    APP_LISTENING_ATTRIBUTE,
    {
      polling: 'raf',
    },
  )
  await page.getByRole('button', { name: 'Next rooms' }).tap()
  await expect.poll(() => scrolled(page)).toBeGreaterThan(100)
  // One tap, one card: the app did not scroll a second time for the same tap.
  const step = await rooms(page).evaluate((row) => {
    const card = row.querySelector('li')!
    return card.getBoundingClientRect().width + parseFloat(getComputedStyle(row).columnGap)
  })
  await waitForHydration(page)
  await expect.poll(() => scrolled(page)).toBeLessThan(step * 1.5)
})

test('Back closes the dialog and stays on the page; Forward opens it again; a reload with ?reserve= too', async ({
  page,
}) => {
  await slowPhone(page)
  await page.goto('/services')
  await waitForHydration(page)
  const heading = page.getByRole('heading', { level: 1, name: 'Services' })
  await page.getByRole('link', { name: 'See More: Family Room' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Family Room' })
  await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  await expect(page).toHaveURL(/\/services\?reserve=/)
  await dialog.getByLabel('Name').fill('Ada Obi')

  // Android's Back gesture is history back.
  await page.goBack()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/services$/)
  await expect(heading).toBeVisible()

  await page.goForward()
  await expect(dialog.getByLabel('Name')).toHaveValue('Ada Obi')
  await expect(page).toHaveURL(/\/services\?reserve=/)

  await page.reload()
  await expect(dialog.getByLabel('Name')).toHaveValue('Ada Obi', { timeout: 15_000 })
  // Close, after the reload, goes back from the dialog's entry to the page's.
  await dialog.getByRole('button', { name: 'Close' }).tap()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/services$/)
  // Back from here leaves the page, as it did before the dialog opened: no entry left behind.
  await page.goBack()
  await expect(page).toHaveURL(/about:blank|\/$/)
})

test('before the app runs, Back closes the early form and stays on the page; Forward opens it again', async ({
  page,
}) => {
  const release = await holdCode(page)
  await page.goto('/services', { waitUntil: 'domcontentloaded' })
  // The tap asks for the app's code, held here: the page's load event may wait for it, so the
  // history steps below wait for their commit (they stay in this document), not for 'load'.
  await page.getByRole('link', { name: 'See More: Family Room' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Family Room' })
  await dialog.getByLabel('Name').fill('Ada Obi')
  await expect(page).toHaveURL(/\/services\?reserve=/)
  await page.goBack({ waitUntil: 'commit' })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/services$/)
  await page.goForward({ waitUntil: 'commit' })
  await expect(dialog.getByLabel('Name')).toHaveValue('Ada Obi')
  // The app, once it runs, takes the form over where it is.
  release()
  await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  await expect(dialog.getByLabel('Name')).toHaveValue('Ada Obi')
  await page.goBack({ waitUntil: 'commit' })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/services$/)
})

test('a shared link with ?reserve= opens the dialog; Close stays on the page', async ({ page }) => {
  await page.goto('/services')
  const href = await page.getByRole('link', { name: 'See More: Family Room' }).getAttribute('href')
  await page.goto(href!)
  const dialog = page.getByRole('dialog', { name: 'Family Room' })
  await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/services$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
})

test('a dialog that throws leaves the page and its catalogue standing, with a message', async ({
  page,
}) => {
  await page.goto('/services')
  await waitForHydration(page)
  // The dialog's first render asks for the hotel's calendar: a date formatter that throws (as
  // some engines' locale data once made the hotel's today throw) fails the dialog, not the page.
  await page.evaluate(() => {
    Intl.DateTimeFormat.prototype.formatToParts = () => {
      throw new RangeError('a broken formatter')
    }
    Date.prototype.toISOString = () => {
      throw new RangeError('Invalid time value')
    }
  })
  await page.getByRole('link', { name: 'See More: Family Room' }).click()
  const failed = page.getByRole('dialog', { name: 'The form could not be opened' })
  await expect(failed.getByRole('alert')).toContainText('opening the reservation form')
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeAttached()
  await failed.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^See More: / })).toHaveCount(9)
  await expect(page.getByText('Oops! Something Went Wrong')).toHaveCount(0)
})

test('a tap on a card painted before the page has fully come is answered once its end arrives', async ({
  page,
  server,
}) => {
  // A line that brings the page up to its cards and then stalls: the end of the page (the form's
  // templates, the catalogue) waits until the test lets it through.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const upstream = new URL(server.url)
  // Its own connections to the server, all cut when the test ends: an answer left unread there
  // (the page gone) would otherwise keep the server's shutdown waiting.
  const agent = new http.Agent({ keepAlive: false })
  const proxy = http.createServer((req, res) => {
    const forward = http.request(
      {
        agent,
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      async (answer) => {
        // The page's navigation only (the service worker's copies of the built pages go through).
        const isPage = req.url === '/services' && req.headers['sec-fetch-mode'] === 'navigate'
        if (!isPage) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        for await (const chunk of answer) chunks.push(chunk as Buffer)
        const html = Buffer.concat(chunks).toString()
        const cut = html.indexOf(`<template ${EARLY_TEMPLATE_ATTRIBUTE}`)
        expect(cut).toBeGreaterThan(0)
        const headers = { ...answer.headers }
        delete headers['content-length']
        res.writeHead(answer.statusCode ?? 200, headers)
        res.write(html.slice(0, cut))
        await released
        res.end(html.slice(cut))
      },
    )
    // Cut by agent.destroy() when the test ends: an error then is the end, not a failure.
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  try {
    const { port } = proxy.address() as AddressInfo
    await page.goto(`http://127.0.0.1:${port}/services`, { waitUntil: 'commit' })
    const seeMore = page.getByRole('link', { name: 'See More: Family Room' })
    await expect(seeMore).toBeVisible()
    expect(await page.evaluate(() => document.readyState)).toBe('loading')
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    )
    await seeMore.tap()
    // The tap starts the app's code (src/start/start-app.ts). The page's end is held until that
    // code has come and run: it waits for the end (its mark), or (as it did, and CI once caught)
    // takes the half page over, reading no catalogue in it, and React throws the cards away.
    await page.waitForFunction(
      ([mark, listening]) =>
        performance.getEntriesByName(mark).length > 0 ||
        document.documentElement.hasAttribute(listening),
      [APP_WAITS_FOR_PAGE_MARK, APP_LISTENING_ATTRIBUTE] as const,
    )
    release()
    const dialog = page.getByRole('dialog', { name: 'Family Room' })
    await expect(dialog.getByLabel('Name')).toBeVisible()
    // Taken over whole: the server's cards hydrated, not drawn afresh (React's error 418).
    await expect(page.locator(`html[${APP_READY_ATTRIBUTE}]`)).toBeAttached()
    expect(errors).toEqual([])
    // The same page: the tap was not followed as a link.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true)
    await expect(page).toHaveURL(/\/services\?reserve=/)
  } finally {
    release()
    proxy.closeAllConnections()
    agent.destroy()
    await new Promise((resolve) => proxy.close(resolve))
  }
})
