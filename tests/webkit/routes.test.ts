// Every route of the site renders in WebKit (Safari's engine) on a phone and a desktop: its
// heading shows once the app has taken the page over, and the page is not the error page; and
// every French page at 390 px, in French.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fr } from '../../src/content/messages/fr'
import { HEAD_KEYS } from '../../src/content/page-heads'
import { localizedPath, SITE_ROUTES } from '../../src/lib/site-routes'
import { startServer, type ServerHandle } from '../support/server-process'
import { openWebKit, setViewport, type WebKit } from '../support/webkit-browser'
import { listenForErrors, pageErrors, pageHeading, waitForApp } from '../support/webkit-page'

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

describe.each([
  [390, 844],
  [1280, 800],
])('at %ix%i', (width, height) => {
  it.each(SITE_ROUTES)('%s renders', async (route) => {
    const { driver } = webkit
    await setViewport(driver, width, height)
    await driver.get(server.url + route)
    const heading = await pageHeading(driver)
    await listenForErrors(driver)
    await waitForApp(driver)
    // The app draws the same page (the prerendered one, or the shell's heading).
    expect(await pageHeading(driver)).toBe(heading)
    expect(await pageErrors(driver)).toEqual([])
  })
})

// The French pages (issue 31): each its own build, with its words compiled in.
describe('in French at 390x844', () => {
  it.each(SITE_ROUTES)('/fr%s renders in French', async (route) => {
    const { driver } = webkit
    await setViewport(driver, 390, 844)
    await driver.get(server.url + localizedPath(route, 'fr'))
    const heading = await pageHeading(driver)
    await listenForErrors(driver)
    await waitForApp(driver)
    expect(await pageHeading(driver)).toBe(heading)
    const title = (fr.heads[HEAD_KEYS[route]] as { title?: string }).title
    if (title) expect(heading).toBe(title)
    expect(await driver.executeScript('return document.documentElement.lang')).toBe('fr')
    expect(await pageErrors(driver)).toEqual([])
  })
})
