// A reservation made in French (issue 31): on /fr/services, the dialog, its picker's dates and
// its words in French; /fr/confirmation shows the request in French; and the hotel receives the
// spec's request with the language it was made in, so its answer is told in French.
import { fr } from '../../src/content/messages/fr'
import {
  expect,
  picker,
  serverReservations,
  test,
  waitForHydration,
} from '../support/e2e-pwa-fixtures'

/** French month names as date-fns writes them (lowercase). */
const FRENCH_MONTH =
  /janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/

test('a request made on /fr/services: French dialog and dates, /fr/confirmation, the API as sent', async ({
  page,
  server,
}) => {
  await page.goto('/fr/services')
  await waitForHydration(page)
  const facility = 'Garden Double Room'
  await page.getByRole('link', { name: fr.pages.catalogue.seeMoreLabel(facility) }).click()
  const dialog = page.getByRole('dialog', { name: facility })
  await expect(dialog.getByLabel(fr.reservation.form.name)).toBeVisible({ timeout: 15_000 })
  await expect(
    dialog.getByRole('form', { name: fr.reservation.form.label(facility) }),
  ).toBeVisible()
  await dialog.getByLabel(fr.reservation.form.name).fill('Ada Nom')
  await dialog.getByLabel(fr.reservation.form.phone).fill('+234 803 555 0199')

  // The picker in French: its month navigation, and each day named with a French date.
  await expect(dialog.getByRole('button', { name: fr.reservation.picker.next })).toBeVisible()
  const calendar = picker(dialog)
  const [from, to] = [await calendar.inDays(1), await calendar.inDays(3)]
  const fromName = await calendar.day(from).getAttribute('aria-label')
  expect(fromName).toMatch(FRENCH_MONTH)
  await calendar.tap(from)
  await calendar.tap(to)
  await expect(dialog.getByText(/· 2 nuits$/)).toBeVisible()
  await dialog.getByRole('button', { name: fr.reservation.form.reserve }).click()

  // The confirmation page, in French, under /fr/.
  await expect(page).toHaveURL(/\/fr\/confirmation$/)
  await expect(
    page.getByRole('heading', { level: 1, name: fr.heads.confirmation.title }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const card = page.getByRole('listitem').filter({ hasText: facility })
  await expect(card.getByText(fr.reservation.states.sent, { exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await expect(card).toContainText(FRENCH_MONTH)

  // The hotel has the request as the guest made it, with its language.
  await expect
    .poll(async () => (await serverReservations(server)).filter((r) => r.name === 'Ada Nom'))
    .toHaveLength(1)
  const [made] = (await serverReservations(server)).filter((r) => r.name === 'Ada Nom')
  expect(made).toMatchObject({
    facility_type: 'room',
    // As the hotel stores a number: its digits.
    phone: '+2348035550199',
    dateRange: { from, to },
    language: 'fr',
  })
})
