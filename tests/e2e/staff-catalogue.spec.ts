// Issue 29, the catalogue from a phone, in the real built console on the real server, on SQLite
// and PostgreSQL: an owner replaces a facility's photo from the console with a real 4:3 camera
// JPEG (EXIF GPS, a turned orientation), and a guest's next load of /services shows it, upright
// and without the GPS, with no restart; a front-desk person sees no owner action and is refused
// (403) when calling one; the catalogue and People screens at 390 and 1280 px in both themes,
// axe finding nothing. Screenshots are kept in the test's output to be looked at (not on CI:
// tests/support/kept-screenshots.ts).
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import type { Facility } from '../../contract/facility'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { createFacility } from '../support/api-fixtures'
import { DIST, expect, newDevice, test } from '../support/e2e-pwa-fixtures'
import { writeTestPhoto } from '../support/photo-fixtures'
import { postgresAvailable, startPostgres, type PgCluster } from '../support/postgres'
import { startServer, tempDir, type ServerHandle } from '../support/server-process'
import { consoleOrigin, signedInStaff, type StaffDevice } from '../support/staff-console'
import { keepScreenshot } from '../support/kept-screenshots'
import { axeOn } from '../support/axe'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

for (const db of ['sqlite', 'postgres'] as const) {
  test.describe(`the catalogue on ${db}`, () => {
    test.skip(db === 'postgres' && !postgresAvailable(), 'PostgreSQL is not installed')
    test.describe.configure({ mode: 'default' })
    test.setTimeout(180_000)
    let cluster: PgCluster | undefined
    let server: ServerHandle
    let ada: StaffDevice
    let bola: StaffDevice
    let garden: Facility

    test.beforeAll(async ({ browser }) => {
      if (db === 'postgres') cluster = await startPostgres()
      const databaseUrl =
        cluster && (await cluster.createDatabase(`cat_${randomBytes(4).toString('hex')}`))
      server = await startServer({ databaseUrl, env: { SITE_DIR: DIST } })
      garden = (await createFacility(server.url, {
        name: 'Courtyard Test Room',
        capacity: 2,
      })) as Facility
      ada = await signedInStaff(browser, server, 'Ada Obi', 'owner', databaseUrl)
      bola = await signedInStaff(browser, server, 'Bola Ade', 'frontdesk', databaseUrl)
    })
    test.afterAll(async () => {
      await server?.stop()
      await cluster?.stop()
    })

    const publicList = async () =>
      (await (await fetch(`${server.url}/api/facilities`)).json()) as Facility[]

    /** The facility's card in the console, by its name. */
    const card = (page: Page, name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

    test('a photo from the console shows on /services at the next load, upright, no GPS', async ({
      browser,
    }) => {
      const file = await writeTestPhoto(`${tempDir('hearth-cat-e2e-')}/IMG_0042.jpg`, {
        orientation: 6,
        lawn: '#2e6f29',
      })
      const camera = await sharp(file).metadata()
      expect(camera.exif).toBeDefined()
      expect(camera.orientation).toBe(6)
      const guest = await (await newDevice(browser, server.url)).newPage()
      await guest.goto('/services')
      await expect(guest.getByRole('heading', { name: 'Courtyard Test Room' })).toBeVisible()

      const { page } = ada
      await page.goto(`${consoleOrigin(server)}/staff/catalogue`)
      await card(page, 'Courtyard Test Room').getByRole('button', { name: 'Edit' }).click()
      await page.getByLabel('Photo').setInputFiles(file)
      await expect(page.getByRole('img', { name: /new photo/ })).toBeVisible()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({
        timeout: 30_000,
      })

      const img = (await publicList()).find((f) => f._id === garden._id)!.img
      expect(img).toMatch(/^\/photos\/[0-9a-f]{32}-800\.webp$/)
      expect(img).not.toBe(garden.img)
      // The same server, not restarted: the guest's next load shows the new photo.
      await guest.reload()
      const photo = guest.locator(`img[src="${img}"], img[srcset*="${img}"]`)
      await expect(photo.first()).toBeVisible()
      const stored = Buffer.from(await (await fetch(`${server.url}${img}`)).arrayBuffer())
      const meta = await sharp(stored).metadata()
      expect([meta.width, meta.height]).toEqual([800, 600])
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(stored.includes(Buffer.from('GPS'))).toBe(false)
      // Upright: the sky on top (the camera stored it on the left, turned).
      const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true })
      const [r, , b] = [data[0]!, data[1]!, data[2]!]
      expect(b).toBeGreaterThan(180)
      expect(r).toBeLessThan(180)
      await guest.context().close()
    })

    test('the front desk sees no owner action, and is refused one (403)', async () => {
      const { page } = bola
      await page.goto(`${consoleOrigin(server)}/staff/catalogue`)
      const item = card(page, 'Courtyard Test Room')
      await expect(item.getByRole('button', { name: 'Edit description or photo' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Add a facility' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'People' })).toHaveCount(0)
      await item.getByRole('button', { name: 'Edit description or photo' }).click()
      await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0)
      await expect(page.getByLabel('Description', { exact: true })).toBeVisible()
      await page
        .getByLabel('Description', { exact: true })
        .fill('Fresh paint and a new bed, by the garden.')
      await page.getByRole('button', { name: 'Save changes' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
      expect((await publicList()).find((f) => f._id === garden._id)?.desc).toBe(
        'Fresh paint and a new bed, by the garden.',
      )
      // Calling the owner's actions anyway, from the console's own page with its session.
      const answers = await page.evaluate(async (id) => {
        const post = (path: string, body: object) =>
          fetch(`/api/staff${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then(async (r) => [
            r.status,
            ((await r.json()) as { error?: { code: string } }).error?.code,
          ])
        return [
          await post(`/catalogue/facilities/${id}/delete`, {}),
          await post(`/catalogue/facilities/${id}`, { capacity: 9 }),
          await post('/people/invites', { name: 'Mallory', role: 'owner' }),
          await fetch('/api/staff/people').then(async (r) => [
            r.status,
            ((await r.json()) as { error?: { code: string } }).error?.code,
          ]),
        ]
      }, garden._id)
      expect(answers).toEqual([
        [403, 'owner_only'],
        [403, 'owner_only'],
        [403, 'owner_only'],
        [403, 'owner_only'],
      ])
      expect((await publicList()).find((f) => f._id === garden._id)?.capacity).toBe(2)
    })

    test('the owner deletes a facility after a question that says its requests are kept', async () => {
      await createFacility(server.url, { name: 'Old Shed', capacity: 1 })
      const { page } = ada
      await page.goto(`${consoleOrigin(server)}/staff/catalogue`)
      await card(page, 'Old Shed').getByRole('button', { name: 'Delete' }).click()
      await expect(page.getByText(/requests are kept/)).toBeFocused()
      await page.getByRole('button', { name: 'Delete for good' }).click()
      await expect(
        page.getByRole('status').filter({ hasText: 'Old Shed was deleted' }),
      ).toBeVisible()
      expect((await publicList()).some((f) => f.name === 'Old Shed')).toBe(false)
    })

    // eslint-disable-next-line no-empty-pattern
    test('screens at 390 and 1280 px, both themes: axe finds nothing', async ({}, info) => {
      test.skip(db === 'postgres', 'the screens are the same on both databases')
      const { page } = ada
      // An invitation on the People screen, to be seen with its link and buttons.
      await page.goto(`${consoleOrigin(server)}/staff/people`)
      await page.getByLabel('Their name').fill('Chidi Eze')
      await page.getByRole('button', { name: 'Make the invitation link' }).click()
      await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Bola Ade' })).toBeVisible()
      // An invitation nobody has used is cancelled; a colleague with access is revoked.
      const person = (name: string) =>
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
      await expect(person('Chidi Eze').getByRole('button')).toHaveText(['Cancel invitation'])
      await expect(person('Bola Ade').getByRole('button')).toHaveText(['Revoke'])
      const screens = [
        { name: 'people', device: ada, path: '/staff/people', keep: true },
        { name: 'catalogue-owner', device: ada, path: '/staff/catalogue' },
        { name: 'catalogue-edit', device: ada, path: '/staff/catalogue', edit: true },
        { name: 'catalogue-frontdesk', device: bola, path: '/staff/catalogue' },
      ]
      for (const screen of screens) {
        for (const theme of ['light', 'dark'] as const) {
          const p = screen.device.page
          await p.evaluate(([key, value]) => localStorage.setItem(key, value), [
            THEME_STORAGE_KEY,
            theme,
          ] as const)
          if (!screen.keep) await p.goto(`${consoleOrigin(server)}${screen.path}`)
          else await p.reload()
          await expect(p.locator('html')).toHaveClass(theme)
          await expect(p.getByRole('heading', { level: 1 })).toBeVisible()
          if (screen.edit)
            await card(p, 'Courtyard Test Room').getByRole('button', { name: 'Edit' }).click()
          for (const width of [390, 1280]) {
            await p.setViewportSize({ width, height: 900 })
            await p.evaluate(
              () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
            )
            const overflow = await p.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            )
            expect.soft(overflow, `${screen.name} ${width} ${theme}`).toBeLessThanOrEqual(0)
            const result = await axeOn(p).withTags(TAGS).analyze()
            const found = result.violations.map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            )
            expect.soft(found, `${screen.name} ${width} ${theme}`).toEqual([])
            await keepScreenshot(p, {
              path: info.outputPath(`${screen.name}-${width}-${theme}.png`),
              fullPage: true,
            })
          }
        }
      }
    })
  })
}
