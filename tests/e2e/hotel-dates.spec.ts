// Issue 37: the dates and times a guest and the staff read, in the hotel's own forms. The seed
// hotel is in Lagos (src/content/hotel.ts, country NG): its English pages write the day before
// the month and a 24-hour clock ("10 December 2026", "14:34"), never the US forms ("December
// 10th", "2:34 PM"), on the guest's dialog and confirmation and in the staff console, whose
// "Go to date" box reads and shows dd/mm/yyyy. The expected texts are written by hand here, not
// by the product's formatter. The console's calendar is kept as pictures at 320, 390 and 1280 px
// in both themes (not on CI: tests/support/kept-screenshots.ts).
import { addDays } from '../../contract/calendar-date'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import { DIST, expect, fillReservation, newDevice, picker, test } from '../support/e2e-pwa-fixtures'
import { startServer, type ServerHandle } from '../support/server-process'
import { consoleOrigin, signedInStaff } from '../support/staff-console'
import { keepElementScreenshot, keepScreenshot } from '../support/kept-screenshots'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** `2026-12-10` as Nigeria writes it in English: "10 December 2026", and its parts. */
function lagos(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const month = MONTHS[m - 1]!
  return {
    long: `${d} ${month} ${y}`,
    weekday: WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!,
    day: d,
    month,
    short: month.slice(0, 3),
    year: y,
    typed: `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`,
  }
}

/** "10 – 12 Dec", "29 Nov – 2 Dec" (the console's rows; the year when it is not this one). */
function lagosSpan(from: string, to: string): RegExp {
  const [a, b] = [lagos(from), lagos(to)]
  const end = `${b.day} ${b.short}`
  const start =
    a.year !== b.year
      ? `${a.day} ${a.short} ${a.year}`
      : a.month !== b.month
        ? `${a.day} ${a.short}`
        : `${a.day}`
  return new RegExp(`${start} – ${end}( ${b.year})?, 2 nights`)
}

/** "December 10, 2026", "December 10th", "2:34 PM": the US forms, which this hotel does not use. */
const US_FORMS = new RegExp(`\\b(AM|PM)\\b|(${MONTHS.join('|')}) \\d{1,2}(st|nd|rd|th)?\\b,?`)

test.describe('dates and times in the forms of a hotel in Lagos', () => {
  test.describe.configure({ mode: 'default' })
  test.setTimeout(180_000)
  let server: ServerHandle
  const stay = { from: '', to: '' }

  test.beforeAll(async () => {
    server = await startServer({ env: { SITE_DIR: DIST } })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the guest: the day before the month in the dialog, its day buttons and the confirmation; a 24-hour clock', async ({
    browser,
  }, info) => {
    const context = await newDevice(browser, server.url, { viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/services')
    const { dialog, from, to } = await fillReservation(page, {
      facility: 'Garden Double Room',
      fromDay: 3,
      toDay: 5,
    })
    Object.assign(stay, { from, to })
    const [a, b] = [lagos(from), lagos(to)]
    await expect(picker(dialog).day(from)).toHaveAccessibleName(
      new RegExp(`^${a.weekday}, ${a.long}, your check-in`),
    )
    await expect(dialog.getByText(`Check-in: ${a.long}`)).toBeVisible()
    await expect(dialog.getByText(`Check-out: ${b.long}`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Reserve' }).click()
    await expect(page).toHaveURL(/\/confirmation$/)

    const card = page.locator('[data-request]').first()
    await expect(card.getByText(a.long, { exact: true })).toBeVisible()
    await expect(card.getByText(b.long, { exact: true })).toBeVisible()
    // The hold, on the device's clock: "by 29 November 2026 at 16:31".
    await expect(card).toContainText(
      /has not answered by \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} at \d{2}:\d{2},/,
    )
    expect(await card.innerText()).not.toMatch(US_FORMS)

    // The pictures, for a person to look at: the confirmation's card in both themes.
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const)
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/confirmation')
        await expect(page.locator('html')).toHaveClass(new RegExp(theme))
        await expect(card.getByText(a.long, { exact: true })).toBeVisible()
        await keepElementScreenshot(card, {
          path: info.outputPath(`confirmation-${width}-${theme}.png`),
        })
      }
    }
    await context.close()
  })

  test('the console: the day first and 24 hours; "Go to date" reads and shows dd/mm/yyyy', async ({
    browser,
  }, info) => {
    test.skip(!stay.from, 'needs the request the guest made')
    const ada = await signedInStaff(browser, server, 'Ada Obi', 'owner')
    const { page } = ada
    await page.setViewportSize({ width: 390, height: 844 })
    const waiting = page.getByRole('region', { name: /^Needs an answer/ })
    await expect(waiting).toContainText(lagosSpan(stay.from, stay.to))
    await expect(waiting).toContainText(/Came today, \d{2}:\d{2}/)
    expect(await waiting.innerText()).not.toMatch(US_FORMS)

    await page.goto('/staff/calendar')
    const box = page.getByLabel('Go to date')
    await expect(box).toHaveAttribute('type', 'text')
    const today = (await page.locator('#cal-goto-hint').innerText()).match(
      /^dd\/mm\/yyyy, such as (\d{2})\/(\d{2})\/(\d{4})$/,
    )
    expect(today, 'the hint shows the order and today as typed').not.toBeNull()
    const hotelToday = `${today![3]}-${today![2]}-${today![1]}`

    // Month first is not this hotel's order: 12/31 is no date, and it says how to type one.
    await box.fill(`12/31/${today![3]}`)
    await page.getByRole('button', { name: 'Go', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText(
      `Type a date as dd/mm/yyyy, for example ${lagos(hotelToday).typed}.`,
    )
    await expect(box).toHaveAttribute('aria-invalid', 'true')

    // Day first, as a person types it (one digit, dots): the calendar goes there, the box shows it
    // in the hotel's form.
    const target = lagos(addDays(hotelToday, 40))
    await box.fill(`${target.day}.${MONTHS.indexOf(target.month) + 1}.${target.year}`)
    await page.getByRole('button', { name: 'Go', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(box).toHaveValue(target.typed)
    const grid = page.getByRole('grid')
    await expect(grid.getByRole('columnheader').nth(1)).toContainText(`${target.day}`)
    await expect(grid.getByRole('columnheader').nth(1)).toContainText(target.short)
    // "6 – 12 Jan 2027", "29 Dec 2026 – 4 Jan 2027": from the day gone to.
    await expect(page.locator('.cal-range')).toContainText(
      new RegExp(
        `^${target.day}( ${target.short}( ${target.year})?)? – \\d{1,2} [A-Z][a-z]{2} \\d{4}`,
      ),
    )

    // The pictures, for a person to look at: the box, its hint and a problem, in both themes.
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        THEME_STORAGE_KEY,
        theme,
      ] as const)
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(`${consoleOrigin(server)}/staff/calendar`)
        await expect(page.locator('html')).toHaveClass(theme)
        await box.fill('31/02/2027')
        await page.getByRole('button', { name: 'Go', exact: true }).click()
        await expect(page.getByRole('alert')).toBeVisible()
        await keepScreenshot(page, { path: info.outputPath(`go-to-date-${width}-${theme}.png`) })
      }
    }
    await ada.context.close()
  })
})
