// Issue 29: the console's calendar in the real built console on the real server, on SQLite and
// PostgreSQL. A confirmed stay, a waiting request and a full night read in the calendar as the
// staff API and the guest's picker see them; a confirmation made by the CLI shows without a
// reload; the grid walked by keyboard (one tab stop, arrows, Home/End, Enter); a cell held by two
// opens both, by one opens its page. axe finds nothing at 390 and 1280 px in both themes; the
// screenshots (the calendar, and the console's header at 320, 390 and 1280) are kept for a person
// (not on CI: tests/support/kept-screenshots.ts).
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { addDays } from '../../contract/calendar-date'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { dayHead, dayLabel } from '../../src/staff/features/calendar/calendar-words'
import { hotelDates } from '../../src/staff/lib/hotel-time'
import { createFacility } from '../support/api-fixtures'
import { guestRequests, staffCalendar } from '../support/calendar-fixtures'
import { admin, DIST, expect, newDevice, picker, test } from '../support/e2e-pwa-fixtures'
import { postgresAvailable, startPostgres, type PgCluster } from '../support/postgres'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'
import { consoleOrigin, signedInStaff } from '../support/staff-console'
import { keepScreenshot } from '../support/kept-screenshots'
import { axeOn } from '../support/axe'

const LIVE = { timeout: 10_000 }
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const ROOM = 'Calendar Room'

for (const db of ['sqlite', 'postgres'] as const) {
  test.describe(`the calendar on ${db}`, () => {
    test.skip(db === 'postgres' && !postgresAvailable(), 'PostgreSQL is not installed')
    test.describe.configure({ mode: 'default' })
    test.setTimeout(240_000)
    let cluster: PgCluster | undefined
    let server: ServerHandle
    let databaseUrl: string | undefined
    let today = ''
    const refs = { confirmed: '', waiting: '' }

    test.beforeAll(async () => {
      if (db === 'postgres') cluster = await startPostgres()
      databaseUrl =
        cluster && (await cluster.createDatabase(`cal_${randomBytes(4).toString('hex')}`))
      server = await startServer({ databaseUrl, env: { SITE_DIR: DIST } })
      // The hotel's today, as the server reckons it (HOTEL_TIMEZONE).
      today = ((await calendarApi()).today as string) || ''
      const room = await createFacility(server.url, { capacity: 2, name: ROOM })
      const request = guestRequests(server.url, today)
      // Tunde: nights +2, +3 (confirmed). Chiamaka: nights +3, +4 (waiting). Night +3 is full.
      refs.confirmed = await request(room, 'Tunde Bello', 2, 4)
      refs.waiting = await request(room, 'Chiamaka Eze', 3, 5)
      const ok = await api(
        server.url,
        'POST',
        `/api/staff/requests/${refs.confirmed}/confirm`,
        {},
        adminHeaders,
      )
      expect(ok.status).toBe(200)
    })
    test.afterAll(async () => {
      await server?.stop()
      await cluster?.stop()
    })

    const calendarApi = () => staffCalendar(server.url)
    const cellOf = (page: Page, day: number) =>
      page.getByRole('gridcell', {
        name: new RegExp(`^${ROOM}, ${dayLabel(addDays(today, day))}:`),
      })

    test('shows a confirmed stay, a waiting request and a full night as the API and the picker do; a CLI change shows live; the keyboard walks it', async ({
      browser,
    }) => {
      const ada = await signedInStaff(browser, server, 'Ada Obi', 'owner', databaseUrl)
      const { page } = ada
      await page.setViewportSize({ width: 1280, height: 900 })
      await page
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: 'Calendar' })
        .click()
      const grid = page.getByRole('grid', { name: /^Calendar, / })
      await expect(grid).toBeVisible()
      // 14 dates on a computer, from the hotel's today.
      await expect(grid.getByRole('columnheader')).toHaveCount(15)

      // Opened at its address (a bookmark, a reload), the calendar's code and styles are asked
      // for by the page's head (early-reads.ts) beside the console's code, not after it has run;
      // and its code is fetched once, the console's import taking the same download.
      await page.reload()
      await expect(grid).toBeVisible()
      const head = await page.evaluate(() =>
        [...document.head.querySelectorAll('link[href*="/calendar-page-"]')].map(
          (l) => `${l.getAttribute('rel')} ${l.getAttribute('href')!.split('.').pop()}`,
        ),
      )
      expect(head).toEqual(expect.arrayContaining(['modulepreload js', 'preload css']))
      const fetched = await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((e) => /\/calendar-page-[^/]+\.js$/.test(e.name)).length,
      )
      expect(fetched).toBe(1)

      await expect(cellOf(page, 1)).toHaveAccessibleName(/: free$/)
      await expect(cellOf(page, 2)).toHaveAccessibleName(/: 1 of 2 confirmed$/)
      await expect(cellOf(page, 3)).toHaveAccessibleName(
        /: full, 2 of 2: 1 confirmed, 1 held, waiting for an answer$/,
      )
      await expect(cellOf(page, 4)).toHaveAccessibleName(/: 1 of 2 held, waiting for an answer$/)
      await expect(cellOf(page, 5)).toHaveAccessibleName(/: free$/)
      // On screen, in words.
      await expect(cellOf(page, 3)).toContainText('Full')
      await expect(cellOf(page, 4)).toContainText('1 of 2')
      await expect(cellOf(page, 2)).toContainText('Tunde Bello')
      await expect(cellOf(page, 3)).toContainText('? Chiamaka Eze')

      // The API counts the same.
      const cal = await calendarApi()
      const row = cal.facilities.find((f) => f.name === ROOM)!
      expect(row.cells.slice(1, 6).map((c) => [c.held, c.confirmed])).toEqual([
        [0, 0],
        [0, 1],
        [1, 1],
        [1, 0],
        [0, 0],
      ])
      // And the guest's picker: night +3 taken, +2 and +4 still offered.
      const guest = await (await newDevice(browser, server.url)).newPage()
      await guest.goto('/services')
      await guest.getByRole('link', { name: `See More: ${ROOM}` }).click()
      const dialog = guest.getByRole('dialog', { name: ROOM })
      await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: 15_000 })
      const days = picker(dialog)
      await days.showMonth(addDays(today, 3))
      // (A full night is still a check-out day: the picker says "booked from this night".)
      await expect(days.day(addDays(today, 3))).toHaveAccessibleName(/, booked from this night/)
      for (const d of [2, 4]) {
        await days.showMonth(addDays(today, d))
        await expect(days.day(addDays(today, d))).not.toHaveAccessibleName(/booked/)
      }
      await guest.context().close()

      // The CLI confirms Chiamaka's request: the calendar hears of it, without a reload.
      await admin(server, ['reservations', 'confirm', refs.waiting], databaseUrl)
      await expect(cellOf(page, 4)).toHaveAccessibleName(/: 1 of 2 confirmed$/, LIVE)
      await expect(cellOf(page, 3)).toHaveAccessibleName(/: full, 2 of 2 confirmed$/)

      // The keyboard: one tab stop after the date form, arrows, Home/End, Enter.
      await page.getByRole('button', { name: 'Go', exact: true }).focus()
      await page.keyboard.press('Tab')
      const focusedName = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement
          return `${el.getAttribute('role')} ${el.getAttribute('aria-label')}`
        })
      expect(await focusedName()).toMatch(new RegExp(`^gridcell .*, ${dayLabel(today)}: `))
      for (let i = 0; i < 60 && !(await focusedName()).includes(`${ROOM}, `); i++) {
        await page.keyboard.press('ArrowDown')
      }
      expect(await focusedName()).toBe(`gridcell ${ROOM}, ${dayLabel(today)}: free`)
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      expect(await focusedName()).toMatch(/: full, 2 of 2 confirmed$/)
      await page.keyboard.press('End')
      expect(await focusedName()).toContain(dayLabel(addDays(today, 13)))
      await page.keyboard.press('Home')
      expect(await focusedName()).toContain(dayLabel(today))
      await page.keyboard.press('ArrowLeft') // at the edge: stays
      expect(await focusedName()).toContain(`${ROOM}, ${dayLabel(today)}`)
      // Only one cell is in the tab order: Tab leaves the grid.
      expect(await grid.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1)
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
      // Two requests hold night +3: Enter lists both, each a link to its page.
      await page.keyboard.press('Enter')
      const list = page.getByRole('region', { name: new RegExp(`${ROOM}, `) })
      await expect(list.getByRole('heading')).toBeFocused()
      await expect(list.getByRole('link')).toHaveCount(2)
      await expect(list.getByRole('link', { name: new RegExp(refs.waiting) })).toBeVisible()
      await list.getByRole('button', { name: 'Back to the calendar' }).click()
      await expect(cellOf(page, 3)).toBeFocused()
      // One request holds night +2: a click opens its page.
      await cellOf(page, 2).click()
      await expect(page.getByRole('heading', { level: 1, name: refs.confirmed })).toBeVisible()

      // A phone shows 7 dates, and pages on by 7.
      await page.goto('/staff/calendar')
      await page.setViewportSize({ width: 390, height: 800 })
      await expect(grid.getByRole('columnheader')).toHaveCount(8)
      // The next page's read held: the grid stays, and says (to a screen reader too) that a
      // fresher one is on its way, until it comes.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      const nextPage = /\/api\/staff\/calendar\?.*from=/
      await page.route(nextPage, async (route) => {
        await held
        await route.continue()
      })
      await page.getByRole('button', { name: /Next 7 days/ }).click()
      await expect(page.locator('.cal-updating')).toHaveText('updating…')
      await expect(grid).toHaveAttribute('aria-busy', 'true')
      release()
      await expect(grid.getByRole('columnheader').nth(1)).toContainText(
        dayHead(addDays(today, 7)).top,
      )
      await expect(grid).toHaveAttribute('aria-busy', 'false')
      await expect(page.locator('.cal-updating')).toHaveText('')
      await page.unroute(nextPage)
      // Typed in the hotel's order (Lagos: dd/mm/yyyy), as its hint says.
      await page.getByLabel('Go to date').fill(hotelDates().typedDate(addDays(today, 3)))
      await page.getByRole('button', { name: 'Go', exact: true }).click()
      await expect(cellOf(page, 3)).toBeVisible()
      await expect(cellOf(page, 9)).toBeVisible()
      await expect(cellOf(page, 10)).toHaveCount(0)
      await expect(cellOf(page, 2)).toHaveCount(0)
      await ada.context.close()
    })

    test('axe finds nothing at 390 and 1280 px in both themes; the screens are kept', async ({
      browser,
    }, info) => {
      test.skip(db === 'postgres', 'the screens are the same on both databases')
      const ada = await signedInStaff(browser, server, 'Bisi Adeyemi', 'owner', databaseUrl)
      const { page } = ada
      for (const theme of ['light', 'dark'] as const) {
        await page.goto(`${consoleOrigin(server)}/staff/calendar`)
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          THEME_STORAGE_KEY,
          theme,
        ] as const)
        for (const width of [320, 390, 1280]) {
          await page.setViewportSize({ width, height: width < 800 ? 800 : 900 })
          await page.goto('/staff/calendar')
          await expect(page.locator('html')).toHaveClass(theme)
          await expect(cellOf(page, 3)).toBeVisible()
          await keepScreenshot(page, {
            path: info.outputPath(`header-${width}-${theme}.png`),
            clip: { x: 0, y: 0, width, height: 140 },
          })
          if (width === 320) continue
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          )
          expect.soft(overflow, `${width} px ${theme}: nothing wider than the screen`).toBe(0)
          const result = await axeOn(page).withTags(TAGS).analyze()
          const found = result.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          )
          expect.soft(found, `${width} px ${theme}`).toEqual([])
          await keepScreenshot(page, {
            path: info.outputPath(`calendar-${width}-${theme}.png`),
            fullPage: true,
          })
          // With a cell's requests open.
          await cellOf(page, 3).click({ position: { x: 8, y: 6 } })
          await expect(page.getByRole('button', { name: 'Back to the calendar' })).toBeVisible()
          const open = await axeOn(page).withTags(TAGS).analyze()
          expect
            .soft(
              open.violations.map((v) => v.id),
              `${width} px ${theme}, open`,
            )
            .toEqual([])
          await keepScreenshot(page, {
            path: info.outputPath(`calendar-open-${width}-${theme}.png`),
            fullPage: true,
          })
        }
      }
      await ada.context.close()
    })
  })
}
