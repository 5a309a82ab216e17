// Issue 37, the catalogue in the guest's language, in the real built console and site on the real
// server: on a phone (390 px) the owner gives a facility its name and description in French in
// the console; the French services page, as the server renders it, shows them after a reload,
// the English page still the English words; the front desk sees the French name read-only and
// changes the French description; the owner removes the French words (asked first) and the French
// page reads the English ones again. The edit form at 320, 390 and 1280 px in both themes, axe
// finding nothing; the screenshots are kept in the test's output to be looked at (not on CI:
// tests/support/kept-screenshots.ts).
import type { Page } from '@playwright/test'
import type { Facility } from '../../contract/facility'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { createFacility } from '../support/api-fixtures'
import { DIST, expect, newDevice, test } from '../support/e2e-pwa-fixtures'
import { startServer, type ServerHandle } from '../support/server-process'
import { consoleOrigin, signedInStaff, type StaffDevice } from '../support/staff-console'
import { keepScreenshot } from '../support/kept-screenshots'
import { axeOn } from '../support/axe'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const FR_NAME = 'Chambre de la cour'
const FR_DESC = 'Une chambre calme donnant sur la cour pavée.'

test.describe('a facility’s words in French', () => {
  test.describe.configure({ mode: 'default' })
  test.setTimeout(180_000)
  let server: ServerHandle
  let ada: StaffDevice
  let bola: StaffDevice
  let room: Facility

  test.beforeAll(async ({ browser }) => {
    server = await startServer({ env: { SITE_DIR: DIST } })
    room = (await createFacility(server.url, {
      name: 'Courtyard Words Room',
      capacity: 1,
    })) as Facility
    ada = await signedInStaff(browser, server, 'Ada Obi', 'owner')
    bola = await signedInStaff(browser, server, 'Bola Ade', 'frontdesk')
    for (const device of [ada, bola]) await device.page.setViewportSize({ width: 390, height: 844 })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  const card = (page: Page, name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
  const editForm = async (device: StaffDevice, button: string) => {
    const { page } = device
    await page.goto(`${consoleOrigin(server)}/staff/catalogue`)
    await card(page, room.name).getByRole('button', { name: button }).click()
    return page.getByRole('form', { name: `Edit ${room.name}` })
  }

  test('the owner’s French words show on /fr/services after a reload, /services stays English', async ({
    browser,
  }) => {
    const guest = await (await newDevice(browser, server.url)).newPage()
    await guest.setViewportSize({ width: 390, height: 844 })
    await guest.goto('/fr/services')
    await expect(guest.getByRole('heading', { name: room.name })).toBeVisible()

    const form = await editForm(ada, 'Edit')
    const section = form.getByRole('region', { name: 'In other languages' })
    await expect(section).toContainText('they read the English name and description')
    await section.getByLabel('Name in Français').fill(FR_NAME)
    // One without the other is not sent: the browser asks for the description too.
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect
      .poll(() =>
        section
          .getByLabel('Description in Français')
          .evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing),
      )
      .toBe(true)
    await expect(ada.page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(0)
    await section.getByLabel('Description in Français').fill(FR_DESC)
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(ada.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible({
      timeout: 30_000,
    })

    // The same server, not restarted: the French page as the server renders it, then as shown.
    const served = await guest.reload()
    expect(await served!.text()).toContain(FR_NAME)
    await expect(guest.getByRole('heading', { name: FR_NAME })).toBeVisible()
    await expect(guest.getByText(FR_DESC)).toBeVisible()
    await expect(guest.getByRole('heading', { name: room.name })).toHaveCount(0)
    await guest.goto('/services')
    await expect(guest.getByRole('heading', { name: room.name })).toBeVisible()
    await expect(guest.getByText(FR_NAME)).toHaveCount(0)
    await guest.context().close()
  })

  test('the front desk changes the French description, the name read-only', async () => {
    const form = await editForm(bola, 'Edit description or photo')
    const name = form.getByLabel('Name in Français')
    await expect(name).toHaveValue(FR_NAME)
    await expect(name).not.toBeEditable()
    await expect(form.getByText('Only an owner changes the name.')).toBeVisible()
    await expect(form.getByRole('button', { name: /Remove the words/ })).toHaveCount(0)
    await form.getByLabel('Description in Français').fill('Calme, sur la cour.')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await expect(bola.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
    await expect
      .poll(async () => {
        const list = (await (
          await fetch(`${server.url}/api/facilities?lang=fr`)
        ).json()) as Facility[]
        return list.find((f) => f._id === room._id)?.desc
      })
      .toBe('Calme, sur la cour.')
  })

  // eslint-disable-next-line no-empty-pattern
  test('the edit form at 320, 390 and 1280 px, both themes: axe finds nothing', async ({}, info) => {
    for (const [who, device, button] of [
      ['owner', ada, 'Edit'],
      ['frontdesk', bola, 'Edit description or photo'],
    ] as const) {
      const p = device.page
      for (const theme of ['light', 'dark'] as const) {
        await p.evaluate(([key, value]) => localStorage.setItem(key, value), [
          THEME_STORAGE_KEY,
          theme,
        ] as const)
        const form = await editForm(device, button)
        await expect(p.locator('html')).toHaveClass(theme)
        await expect(form.getByLabel('Name in Français')).toBeVisible()
        for (const width of [320, 390, 1280]) {
          await p.setViewportSize({ width, height: 900 })
          await p.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          )
          const overflow = await p.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect.soft(overflow, `${who} ${width} ${theme}`).toBeLessThanOrEqual(0)
          const result = await axeOn(p).withTags(TAGS).analyze()
          const found = result.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          )
          expect.soft(found, `${who} ${width} ${theme}`).toEqual([])
          await form.getByRole('region', { name: 'In other languages' }).scrollIntoViewIfNeeded()
          await keepScreenshot(p, { path: info.outputPath(`texts-${who}-${width}-${theme}.png`) })
        }
        await p.setViewportSize({ width: 390, height: 844 })
      }
    }
  })

  test('the owner removes the French words, asked first; the French page reads English again', async () => {
    const form = await editForm(ada, 'Edit')
    await form.getByRole('button', { name: 'Remove the words in Français' }).click()
    await expect(ada.page.getByText(/Remove the name and description in Français\?/)).toBeFocused()
    await ada.page.getByRole('button', { name: 'Remove them' }).click()
    await expect(form.getByLabel('Name in Français')).toHaveValue('')
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}/fr/services`)
        return (await res.text()).includes(FR_NAME)
      })
      .toBe(false)
    const list = (await (await fetch(`${server.url}/api/facilities?lang=fr`)).json()) as Facility[]
    expect(list.find((f) => f._id === room._id)?.name).toBe(room.name)
  })
})
