// Issue 54, the day's arrivals on paper: with two guests arriving today, the print page shows the
// sheet (a row per arrival, a column to tick) and a registration card for each, at 320, 390 and
// 1280 px in both themes with axe finding nothing; printed on A4 and on A5 it is three pages (the
// sheet, then a card on a page of its own each), black on white whatever the theme, without the
// console's frame or buttons. The PDFs and their pages as PNG (pdftoppm) are kept to be looked at.
import { execFileSync } from 'node:child_process'
import type { StaffCalendar } from '../../contract/staff-calendar'
import { createFacility } from '../support/api-fixtures'
import { confirmedStay, staffCall } from '../support/desk-fixtures'
import { DIST, expect, test } from '../support/e2e-pwa-fixtures'
import { checkScreen, reloadInTheme } from '../support/screen-checks'
import { startServer, type ServerHandle } from '../support/server-process'
import { consoleOrigin, signedInStaff, type StaffDevice } from '../support/staff-console'

test.describe('the day on paper', () => {
  test.describe.configure({ mode: 'default' })
  test.setTimeout(240_000)
  let server: ServerHandle
  let bola: StaffDevice
  let today = ''

  const call = (path: string, body?: unknown) => staffCall(server.url, path, body)

  test.beforeAll(async ({ browser }) => {
    server = await startServer({ env: { SITE_DIR: DIST } })
    today = ((await call('/api/staff/calendar?days=7')) as StaffCalendar).today
    const room = await createFacility(server.url, { capacity: 3, name: 'Paper Room' })
    await confirmedStay(server.url, room, { name: 'Adaeze Okonkwo-Bello', today, from: 0, to: 3 })
    await confirmedStay(server.url, room, { name: 'Jean-Baptiste Mbeki', today, from: 0, to: 1 })
    bola = await signedInStaff(browser, server, 'Bola Ade', 'frontdesk')
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the sheet and a card per arrival, on screen and printed on A4 and A5', async () => {
    const info = test.info()
    const { page } = bola
    const open = (paper: 'a4' | 'a5') =>
      page.goto(`${consoleOrigin(server)}/staff/today/print?date=${today}&paper=${paper}`)
    await open('a4')
    const sheet = page.getByRole('table')
    await expect(sheet.getByRole('row')).toHaveCount(3)
    await expect(sheet.getByRole('rowheader', { name: /Adaeze Okonkwo-Bello/ })).toBeVisible()
    await expect(sheet.getByRole('columnheader', { name: 'Arrived ✓' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Registration card' })).toHaveCount(2)
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()

    for (const theme of ['light', 'dark'] as const) {
      await reloadInTheme(page, theme)
      await expect(page.getByRole('heading', { name: 'Registration card' })).toHaveCount(2)
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        const picture = info.outputPath(`print-page-${width}-${theme}.png`)
        await checkScreen(page, `${width} ${theme}`, picture)
      }
    }

    // Printed in the dark theme: the paper is black on white, the frame and buttons are gone.
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const paper of ['a4', 'a5'] as const) {
      await open(paper)
      await expect(page.getByRole('heading', { name: 'Registration card' })).toHaveCount(2)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
      await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden()
      const ink = await page.evaluate(() => {
        const card = document.querySelector('.registration-card')!
        return [getComputedStyle(card).color, getComputedStyle(document.body).backgroundColor]
      })
      expect(ink).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)'])
      await page.emulateMedia({ media: null })
      const pdf = info.outputPath(`arrivals-${paper}.pdf`)
      await page.pdf({ path: pdf, format: paper === 'a4' ? 'A4' : 'A5' })
      const pdfInfo = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })
      expect(pdfInfo, paper).toMatch(/^Pages:\s+3$/m)
      expect(pdfInfo, paper).toMatch(new RegExp(`Page size:.*\\(${paper.toUpperCase()}\\)`))
      const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' })
      const pages = text.split('\f')
      // The sheet's table is read column by column: the guests' first names are on it.
      expect(pages[0]).toContain('Mbeki')
      expect(pages[0]).toContain('Adaeze')
      expect(pages[1]).toContain('Registration card')
      expect(pages[2]).toContain('Registration card')
      expect(text).not.toContain('Back to the day')
      execFileSync('pdftoppm', ['-png', '-r', '60', pdf, info.outputPath(`arrivals-${paper}`)])
    }
  })
})
