// Issue 3: the reservation flow, checked on the server; Reserve's rules; taken days disabled.
import { adminHeaders, api } from '../support/server-process'
import { addDays } from '../../contract/calendar-date'
import {
  expect,
  picker,
  serverReservations,
  storedReservations,
  shownReference,
  test,
} from '../support/e2e-pwa-fixtures'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'].concat([
  'September',
  'October',
  'November',
  'December',
])
/** Long style as the seed hotel (Lagos) writes it in English, the day first: "10 December 2026". */
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return `${d} ${MONTHS[m - 1]} ${y}`
}

test('the whole reservation flow, with the exact payload on the server', async ({
  page,
  server,
}) => {
  await page.goto('/services')
  await page.getByRole('link', { name: 'See More: Sunrise Queen Room' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sunrise Queen Room' })
  const reserveButton = dialog.getByRole('button', { name: 'Reserve' })
  const today = await picker(dialog).today()
  const dayFromToday = (offset: number) => addDays(today, offset)
  const day = (offset: number) => picker(dialog).day(dayFromToday(offset))

  // Today is the check-in, with no check-out yet (spec, section 4).
  await expect(dialog.getByText(`Check-in: ${longDate(today)} (today)`)).toBeVisible()
  await expect(reserveButton).toBeDisabled()
  await dialog.getByLabel('Name').fill('Ada Obi')
  await expect(reserveButton).toBeDisabled() // no check-out day
  await day(3).click() // a stay from today, a few nights: both dates now
  await expect(reserveButton).toBeEnabled()
  await dialog.getByLabel('Name').fill('')
  await expect(reserveButton).toBeDisabled() // no name
  await dialog.getByLabel('Name').fill('Ada Obi')

  // Choose other dates: check-in in 2 days (before the check-out: a new stay), check-out in 5.
  await day(2).click()
  await expect(reserveButton).toBeDisabled()
  await day(5).click()
  await expect(dialog.getByText('3 nights')).toBeVisible()

  const phone = dialog.getByLabel('Phone')
  await expect(phone).toHaveAttribute('type', 'tel')
  await expect(phone).toHaveAttribute('inputmode', 'tel')
  await phone.fill('0803-CALL')
  await reserveButton.click()
  await expect(dialog.getByText(/7 to 15 digits/)).toBeVisible()
  await expect(page).toHaveURL(/\/services/)

  await phone.fill('+234 803 555 0142')
  await reserveButton.click()
  await expect(page).toHaveURL(/\/confirmation$/)
  const from = dayFromToday(2)
  const to = dayFromToday(5)
  await expect(page.getByText('Sunrise Queen Room').first()).toBeVisible()
  await expect(page.getByText('Ada Obi')).toBeVisible()
  // The card's own line: the guest's number is the hotel's here, which "What happens next" also
  // names (as a call link) once the hotel has the request.
  await expect(
    page.getByRole('definition').getByText('+234 803 555 0142', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText(longDate(from), { exact: true })).toBeVisible()
  await expect(page.getByText(longDate(to), { exact: true })).toBeVisible()
  await expect(page.locator('[data-status="sent"]')).toBeVisible()

  const entry = (await storedReservations(page))[0]!
  expect(entry).toMatchObject({
    name: 'Ada Obi',
    phone: '+234 803 555 0142',
    dateRange: { from, to },
    value: 'room',
  })
  await expect(page.getByText(await shownReference(entry.reservation_id))).toBeVisible()

  const onServer = (await serverReservations(server)).find(
    (r) => r.reservation_id === entry.reservation_id,
  )
  expect(onServer).toMatchObject({
    facility_name: 'Sunrise Queen Room',
    facility_type: 'room',
    facility_id: entry.facility.id,
    name: 'Ada Obi',
    phone: '+2348035550142',
    email: '',
    dateRange: { from, to },
  })
})

test('an activity centre booked for a single day', async ({ page, server }) => {
  await page.goto('/services')
  await page.getByRole('link', { name: 'See More: Community Hall' }).click()
  const dialog = page.getByRole('dialog', { name: 'Community Hall' })
  await dialog.getByLabel('Name').fill('Grace Events')
  await dialog.getByLabel('Phone').fill('08035550199')
  const day4 = await picker(dialog).inDays(4)
  await picker(dialog).day(day4).click() // a day further than a quick stay: the first day
  await picker(dialog).day(day4).click() // ...and the last
  await expect(dialog.getByText('· 1 day')).toBeVisible()
  await dialog.getByRole('button', { name: 'Reserve' }).click()
  await expect(page.locator('[data-status="sent"]')).toBeVisible()
  const [r] = await serverReservations(server)
  expect(r).toMatchObject({ facility_name: 'Community Hall', dateRange: { from: day4, to: day4 } })
})

test('days already taken are disabled in the picker', async ({ page, server }) => {
  const created = await api(
    server.url,
    'POST',
    '/api/facilities',
    {
      type: 'room',
      name: 'Test Loft',
      desc: 'A loft for this test.',
      img: '/images/facilities/rooftop-studio-800.webp',
    },
    adminHeaders,
  )
  const id = (created.body as { _id: string })._id
  // The hotel's today (UTC, the server's default) and the nights 6, 7 and 8 taken.
  const hotelDay = (offset: number) => addDays(new Date().toISOString().slice(0, 10), offset)
  const taken = await api(server.url, 'PUT', `/api/facilities/reserve/${id}`, {
    facility_id: id,
    facility_type: 'room',
    reservation_id: 'taken-days-test-1',
    reservation_name: 'Someone',
    reservation_phone: '+2348035550100',
    reservation_email: '',
    dateRange: { from: hotelDay(6), to: hotelDay(9) },
  })
  expect(taken.status).toBe(200)
  await page.goto('/services')
  await page.getByRole('link', { name: 'See More: Test Loft' }).click()
  const dialog = page.getByRole('dialog', { name: 'Test Loft' })
  const calendar = picker(dialog)
  const day = async (offset: number) => calendar.day(await calendar.inDays(offset))
  // Today suggested: the full nights cannot be check-ins; they stay focusable and say "booked".
  for (const offset of [6, 7, 8]) {
    await expect(await day(offset)).toHaveAttribute('aria-disabled', 'true')
    await expect(await day(offset)).toHaveAccessibleName(/, booked$/)
  }
  await expect(await day(9)).not.toHaveAttribute('aria-disabled') // the other guest's check-out
  await expect(await day(7)).toHaveCSS('text-decoration-line', 'line-through')
  // A tap on a full night changes nothing (Playwright waits for aria-disabled to go: force it).
  await (await day(7)).click({ force: true })
  await expect(dialog.getByText(/\(today\)\. Now choose your check-out/)).toBeVisible()
  // Check-in today chosen: the stay may end on day 6 (the other guest's check-in), not later.
  await (await day(0)).click()
  await expect(await day(6)).not.toHaveAttribute('aria-disabled')
  await expect(await day(6)).toHaveAccessibleName(/booked from this night, free to check out/)
  for (const offset of [7, 8])
    await expect(await day(offset)).toHaveAttribute('aria-disabled', 'true')
  await (await day(6)).click()
  await expect(dialog.getByText('· 6 nights')).toBeVisible()
  await expect(await day(6)).toHaveAccessibleName(/your check-out/)
})
