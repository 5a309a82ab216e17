// Issue 54: the calendar's lanes per unit and a stay's unit on its page, in the real built console
// on the real server. Three named units; two confirmed stays that share a night are each given a
// unit and drawn on its lane; the desk moves one from its page to the unit left free, and the
// calendar draws it there; then extends it by a night. axe finds nothing at 390 and 1280 px in
// both themes; the screens are kept for a person (not on CI: tests/support/kept-screenshots.ts).
import type { Page } from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import { dayLabel } from '../../src/staff/features/calendar/calendar-words'
import { createFacility } from '../support/api-fixtures'
import { guestRequests, staffCalendar } from '../support/calendar-fixtures'
import { axeOn } from '../support/axe'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import { keepScreenshot, switchScheme } from '../support/kept-screenshots'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'
import { consoleOrigin, signedInStaff } from '../support/staff-console'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const ROOM = 'Units Room'
const UNITS = ['Room 12', 'Room 14', 'Room 15']

test.describe('the calendar by unit', () => {
  test.describe.configure({ mode: 'default' })
  test.setTimeout(240_000)
  let server: ServerHandle
  let today = ''
  const refs = { tunde: '', chiamaka: '' }

  test.beforeAll(async () => {
    server = await startServer({ env: { SITE_DIR: DIST } })
    today = (await calendarApi()).today
    const room = await createFacility(server.url, { capacity: 3, name: ROOM })
    const request = guestRequests(server.url, today)
    const named = await api(
      server.url,
      'POST',
      `/api/staff/facilities/${room._id}/units`,
      { names: UNITS },
      adminHeaders,
    )
    expect(named.status, JSON.stringify(named.body)).toBe(200)
    // Tunde: nights +1 to +3; Chiamaka: nights +2 to +4. Night +2 needs two units.
    refs.tunde = await request(room, 'Tunde Bello', 1, 4)
    refs.chiamaka = await request(room, 'Chiamaka Eze', 2, 5)
    for (const ref of Object.values(refs)) {
      const ok = await api(
        server.url,
        'POST',
        `/api/staff/requests/${ref}/confirm`,
        {},
        adminHeaders,
      )
      expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    }
  })
  test.afterAll(async () => server?.stop())

  const calendarApi = () => staffCalendar(server.url)
  /** The unit the server gave each guest's stay, by name. */
  async function unitsGiven(): Promise<Record<string, string | undefined>> {
    const row = (await calendarApi()).facilities.find((f) => f.name === ROOM)!
    return Object.fromEntries(
      row.bars.map((bar) => [bar.name, row.units?.find((u) => u.number === bar.unit)?.name]),
    )
  }
  const cellOf = (page: Page, day: number) =>
    page.getByRole('gridcell', { name: new RegExp(`^${ROOM}, ${dayLabel(addDays(today, day))}:`) })
  /**
   * The name of the lane a guest's bar is drawn on, on night `day`: the lanes are drawn for the
   * eye (a screen reader reads a date's list), so this reads what is drawn, lane by lane.
   */
  const laneOf = (page: Page, day: number, guest: string) =>
    cellOf(page, day).evaluate((cell, guest) => {
      const row = cell.closest('[role="row"]')!
      // A lane is a slot of the cell's lanes (a bar's slice, or an empty one), in order.
      const slots = (of: Element) => [...of.querySelectorAll('.cal-lanes > .cal-slot')]
      const names = slots([...row.querySelectorAll('[role="gridcell"]')][0]!)
      const lane = slots(cell).findIndex((l) => l.matches(`.cal-bar[title^="${guest}"]`))
      return lane < 0 ? undefined : names[lane]?.querySelector('.cal-lane-name')?.textContent
    }, guest)

  test('draws each stay on its unit’s lane, moves one from its page and extends it', async ({
    browser,
  }) => {
    const given = await unitsGiven()
    expect(given['Tunde Bello']).toBeDefined()
    expect(given['Chiamaka Eze']).toBeDefined()
    expect(given['Tunde Bello']).not.toBe(given['Chiamaka Eze'])
    const free = UNITS.find((u) => u !== given['Tunde Bello'] && u !== given['Chiamaka Eze'])!

    const ada = await signedInStaff(browser, server, 'Ada Obi', 'frontdesk')
    const { page } = ada
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${consoleOrigin(server)}/staff/calendar`)
    await expect(cellOf(page, 2)).toHaveAccessibleName(/: 2 of 3 confirmed$/)
    expect(await laneOf(page, 2, 'Tunde Bello')).toBe(given['Tunde Bello'])
    expect(await laneOf(page, 2, 'Chiamaka Eze')).toBe(given['Chiamaka Eze'])
    // In words for everyone: a date's list names each stay's unit.
    await cellOf(page, 2).click({ position: { x: 8, y: 6 } })
    const list = page.getByRole('region', { name: new RegExp(`${ROOM}, `) })
    await expect(list.getByRole('listitem').filter({ hasText: 'Chiamaka Eze' })).toContainText(
      given['Chiamaka Eze']!,
    )

    // Chiamaka's page: her unit; moved to the one left free.
    await list.getByRole('link', { name: new RegExp(refs.chiamaka) }).click()
    await expect(page.getByRole('heading', { level: 1, name: refs.chiamaka })).toBeVisible()
    await expect(page.getByTestId('stay-unit')).toHaveText(given['Chiamaka Eze']!)
    const move = page.getByRole('form', { name: 'Move to another unit' })
    await move.getByLabel('Unit').selectOption(free)
    await move.getByRole('button', { name: 'Move the stay' }).click()
    await expect(move.getByText(`Moved to ${free}.`)).toBeFocused()
    await expect(page.getByTestId('stay-unit')).toHaveText(free)

    // Extended by a night: to +6.
    const extend = page.getByRole('form', { name: 'Extend the stay' })
    await extend.getByLabel('New check-out date').fill(addDays(today, 6))
    await extend.getByRole('button', { name: 'Extend the stay' }).click()
    await expect(extend.getByText(/^Extended: .*4 nights\.$/)).toBeFocused()

    // The calendar draws her on the unit she was moved to, up to her new last night.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Calendar' })
      .click()
    await expect(cellOf(page, 5)).toHaveAccessibleName(/: 1 of 3 confirmed$/)
    expect(await laneOf(page, 2, 'Chiamaka Eze')).toBe(free)
    expect(await laneOf(page, 5, 'Chiamaka Eze')).toBe(free)
    expect(await laneOf(page, 2, 'Tunde Bello')).toBe(given['Tunde Bello'])
    await ada.context.close()
  })

  test('axe finds nothing at 390 and 1280 px in both themes; the screens are kept', async ({
    browser,
  }, info) => {
    const bisi = await signedInStaff(browser, server, 'Bisi Adeyemi', 'owner')
    const { page } = bisi
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${consoleOrigin(server)}/staff/calendar`)
      await switchScheme(page, theme)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 800 ? 800 : 900 })
        for (const [screen, path, ready] of [
          ['calendar', '/staff/calendar', () => cellOf(page, 2)],
          ['request', `/staff/requests/${refs.tunde}`, () => page.getByTestId('stay-unit')],
        ] as const) {
          await page.goto(path)
          await expect(page.locator('html')).toHaveClass(theme)
          await expect(ready()).toBeVisible()
          const result = await axeOn(page).withTags(TAGS).analyze()
          const found = result.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          )
          expect.soft(found, `${screen} ${width} px ${theme}`).toEqual([])
          await keepScreenshot(page, {
            path: info.outputPath(`units-${screen}-${width}-${theme}.png`),
            fullPage: true,
          })
        }
      }
    }
    await bisi.context.close()
  })
})
