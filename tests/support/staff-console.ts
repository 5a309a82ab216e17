// The staff's side in the browser tests (issue 27): a person's phone or computer with a passkey
// authenticator (Chromium's virtual one, through CDP), the console at `http://localhost:<port>`
// (a domain: an IP address is not a valid WebAuthn relying party), and the CLI's invite.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import type { StaffRole } from '../../contract/staff'
import { admin, newDevice } from './e2e-pwa-fixtures'
import type { ServerHandle } from './server-process'

/** The server's origin under the name a browser accepts as a relying party. */
export const consoleOrigin = (server: ServerHandle) => server.url.replace('127.0.0.1', 'localhost')

export interface StaffDevice {
  context: BrowserContext
  page: Page
  cdp: CDPSession
  authenticatorId: string
}

/**
 * A device of one person: its own context and a platform authenticator that holds resident keys
 * and verifies its user (a phone's fingerprint), answering every ceremony by itself.
 */
export async function staffDevice(browser: Browser, server: ServerHandle): Promise<StaffDevice> {
  const context = await newDevice(browser, consoleOrigin(server))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { context, page, cdp, authenticatorId }
}

/** `npm run admin -- staff invite`: the printed link, alone on its line. */
export async function inviteLink(
  server: ServerHandle,
  name: string,
  role: StaffRole = 'frontdesk',
  databaseUrl = '',
): Promise<string> {
  const out = await admin(server, ['staff', 'invite', '--name', name, '--role', role], databaseUrl)
  const line = out.split('\n').find((l) => /^https?:\/\/\S+\/staff\S*#\S+$/.test(l.trim()))
  expect(line, out).toBeDefined()
  // The CLI prints PUBLIC_URL's origin, or localhost with its own PORT: the token is what counts.
  const link = new URL(line!.trim())
  return `${consoleOrigin(server)}${link.pathname}${link.hash}`
}

/** Opens an invite, makes the passkey, and lands in the inbox (housekeeping: on their screen). */
export async function enrol(
  device: StaffDevice,
  link: string,
  name: string,
  role: StaffRole = 'frontdesk',
) {
  const { page } = device
  await page.goto(link)
  await expect(page.getByText(name, { exact: false }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Create a passkey' }).click()
  const landing =
    role === 'housekeeping'
      ? page.getByRole('heading', { name: 'Housekeeping', level: 1 })
      : page.getByRole('heading', { name: 'Needs an answer' })
  await expect(landing).toBeVisible({ timeout: 15_000 })
}

/** A new person, invited and enrolled on a device of their own. */
export async function signedInStaff(
  browser: Browser,
  server: ServerHandle,
  name: string,
  role: StaffRole = 'frontdesk',
  databaseUrl = '',
): Promise<StaffDevice> {
  const device = await staffDevice(browser, server)
  await enrol(device, await inviteLink(server, name, role, databaseUrl), name, role)
  return device
}

/** What the console keeps on the device (src/staff/lib/saved-copy.ts), as text; '' when none. */
export const savedCopy = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('hearth-staff')
        open.onupgradeneeded = () => open.result.createObjectStore('kept')
        open.onerror = () => resolve('')
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction('kept').objectStore('kept').get('query-cache')
          read.onsuccess = () => {
            resolve(read.result === undefined ? '' : JSON.stringify(read.result))
            db.close()
          }
          read.onerror = () => resolve('')
        }
      }),
  )
