// Staff signed in to the console in WebKit (tests/webkit/). WebKitGTK has no virtual authenticator,
// so each person and their session are made by the server's own staff rules and repository on the
// test server's database (a random id whose SHA-256 is stored, as a passkey sign-in makes one),
// and the id is planted as the session's cookie. And the screenshots kept for a person to look at.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { WebDriver } from 'selenium-webdriver'
import type { StaffRole } from '../../contract/staff'
import { loadConfig } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/open'
import { createServices } from '../../server/src/services'
import { staffRepository } from '../../server/src/staff/repository'
import { secretHash, SESSION_MAX_MS } from '../../server/src/staff/rules'
import { DIST, type ServerHandle } from './server-process'

/**
 * The test server's database, opened beside it (close it after the server's last use), its
 * services, and for each of `people` a person invited from the CLI with a session: its id, for
 * the cookie, in the same order.
 */
export async function staffWithSessions(
  server: ServerHandle,
  people: readonly { name: string; role: StaffRole }[],
) {
  const config = loadConfig({ DATA_DIR: server.dataDir, DATABASE_URL: '', SITE_DIR: DIST })
  const database = await openDatabase(config, { create: false })
  const services = createServices(config, database)
  const repo = staffRepository(database)
  const sessions: string[] = []
  for (const person of people) {
    const { staff } = await services.staff.invite(person, { kind: 'cli' })
    const id = randomBytes(32).toString('base64url')
    const now = Date.now()
    await repo.insertSession({
      id_hash: secretHash(id),
      staff_id: staff.id,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_MAX_MS).toISOString(),
      user_agent: 'WebKit test',
    })
    sessions.push(id)
  }
  return { database, services, sessions }
}

/**
 * The console's origin: http://localhost:<port>, a relying party of its own (no PUBLIC_URL), where
 * the session's cookie is kept.
 */
export const consoleOrigin = (server: ServerHandle) => server.url.replace('127.0.0.1', 'localhost')

/** WebKit signed in to the console at `origin` with the session `sessionId`, alone. */
export async function signInWebKit(driver: WebDriver, origin: string, sessionId: string) {
  // A cookie is set for the page's own origin: open one of its pages first.
  await driver.get(`${origin}/staff/no-such-page`)
  await driver.manage().deleteAllCookies()
  await driver.manage().addCookie({
    name: 'hearth_staff',
    value: sessionId,
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
  })
}

/** With WEBKIT_SCREENSHOTS=<dir>, the viewport as a PNG, for a person to look at. */
export async function keepWebKitScreenshot(driver: WebDriver, name: string) {
  const dir = process.env.WEBKIT_SCREENSHOTS
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, `${name}.png`), await driver.takeScreenshot(), 'base64')
}
