// Issue 51, the guest's language: a guest who books on the French site is written to in French.
// The request made on /fr/services on a phone (390 px), from the 1st of next month, opened in the
// console (whose own words stay English): its WhatsApp and SMS links carry the message in French,
// its dates with "1er" for the 1st, and not one direction control (the FSI/PDI pair the console
// used to put around the name, nor the RTL override the guest typed in it).
import { addDays } from '../../contract/calendar-date'
import { fr } from '../../src/content/messages/fr'
import { createFacility } from '../support/api-fixtures'
import {
  DIST,
  expect,
  picker,
  serverReservations,
  test,
  waitForHydration,
} from '../support/e2e-pwa-fixtures'
import { keepScreenshot } from '../support/kept-screenshots'
import { adminHeaders, api, startServer, type ServerHandle } from '../support/server-process'
import { signedInStaff } from '../support/staff-console'

test.setTimeout(180_000)

const PHONE = { width: 390, height: 844 }
/** Embeddings and overrides (LRE..RLO), isolates (LRI..PDI), and the marks (LRM, RLM, ALM). */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/
/** The same, percent-encoded as a link carries them (E2 80 AA-AE, E2 81 A6-A9, E2 80 8E-8F). */
const BIDI_ENCODED = /%E2%80%A[A-E]|%E2%81%A[6-9]|%E2%80%8[EF]|%D8%9C/i
/** What the guest types: a name with an RTL override in it. */
const TYPED_NAME = 'Amélie \u202EDiallo'
const NAME = 'Amélie Diallo'
const FACILITY = 'Baobab Garden Room'

/** The message a link opens with: WhatsApp's `text`, the SMS's `body`. */
const messageOf = (href: string) => decodeURIComponent(href.split(/\?(?:text|body)=/)[1] ?? '')

let server: ServerHandle
test.beforeAll(async () => {
  // No PUBLIC_URL (the fixtures' https address): the console's passkeys need its own origin.
  server = await startServer({ env: { SITE_DIR: DIST } })
  await createFacility(server.url, { capacity: 10, name: FACILITY })
})
test.afterAll(async () => {
  await server?.stop()
})

test('a French guest is written to in French, "1er" for the 1st, with no direction mark', async ({
  browser,
  openDevice,
}) => {
  const guest = await openDevice(server.url)
  const page = await guest.newPage()
  await page.setViewportSize(PHONE)
  await page.goto('/fr/services')
  await waitForHydration(page)
  await page.getByRole('link', { name: fr.pages.catalogue.seeMoreLabel(FACILITY) }).click()
  const dialog = page.getByRole('dialog', { name: FACILITY })
  await expect(dialog.getByLabel(fr.reservation.form.name)).toBeVisible({ timeout: 15_000 })
  await dialog.getByLabel(fr.reservation.form.name).fill(TYPED_NAME)
  await dialog.getByLabel(fr.reservation.form.phone).fill('0803 555 0177')
  // Two nights from the 1st of the month after the hotel's today: any day of the year.
  const calendar = picker(dialog)
  const today = await calendar.today()
  const from = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`
  const to = addDays(from, 2)
  await calendar.showMonth(from)
  await calendar.tap(from)
  await calendar.showMonth(to)
  await calendar.tap(to)
  await expect(dialog.getByText(/· 2 nuits$/)).toBeVisible()
  await dialog.getByRole('button', { name: fr.reservation.form.reserve }).click()
  await expect(page).toHaveURL(/\/fr\/confirmation$/)

  await expect
    .poll(async () => (await serverReservations(server)).filter((r) => r.phone.endsWith('0177')))
    .toHaveLength(1)
  const [made] = (await serverReservations(server)).filter((r) => r.phone.endsWith('0177'))
  expect(made).toMatchObject({ language: 'fr', dateRange: { from, to } })
  const reference = made!.reference!

  const staff = await signedInStaff(browser, server, 'Ada Obi', 'owner')
  try {
    const desk = staff.page
    await desk.setViewportSize(PHONE)
    await desk.goto(`/staff/requests/${reference}`)
    await expect(desk.getByRole('heading', { level: 1, name: reference })).toBeVisible()
    await expect(desk.getByTestId('guest-language')).toHaveText('French')
    const reach = desk.getByRole('region', { name: 'Reach the guest' })
    const whatsApp = reach.getByRole('link', { name: 'Message on WhatsApp' })
    const sms = reach.getByRole('link', { name: 'Send an SMS' })

    /** Both links' messages, after checking neither carries a direction control. */
    const messages = async () => {
      const hrefs = [(await whatsApp.getAttribute('href'))!, (await sms.getAttribute('href'))!]
      expect(hrefs[0]).toMatch(/^https:\/\/wa\.me\/2348035550177\?text=Bonjour%20/)
      expect(hrefs[1]).toMatch(/^sms:\+2348035550177\?body=Bonjour%20/)
      for (const href of hrefs) {
        expect(href).not.toMatch(BIDI_ENCODED)
        expect(messageOf(href)).not.toMatch(BIDI)
      }
      expect(messageOf(hrefs[0]!)).toBe(messageOf(hrefs[1]!))
      return messageOf(hrefs[0]!)
    }

    // Waiting for an answer: the guest hears that the hotel has their request, in French.
    const dates = /du 1er au 3 [a-zé]+\.? \d{4}, 2 nuits/
    const waiting = await messages()
    expect(waiting).toMatch(new RegExp(`^Bonjour ${NAME}, ici `))
    expect(waiting).toContain(`Nous avons bien reçu votre demande pour ${FACILITY}, `)
    expect(waiting).toMatch(dates)
    expect(waiting).not.toMatch(/\b(Hello|Your|We)\b/)
    // The preview the clerk reads is the same text, marked as French for a screen reader.
    const preview = reach.locator('blockquote')
    await expect(preview).toHaveAttribute('lang', 'fr')
    expect(await preview.textContent()).toBe(waiting)
    await keepScreenshot(desk, {
      path: 'test-results/guest-language/request-fr-390.png',
      fullPage: true,
    })

    // Confirmed: the stay and its reference, still in French.
    const confirmed = await api(
      server.url,
      'POST',
      `/api/staff/requests/${reference}/confirm`,
      { note: 'À bientôt.' },
      adminHeaders,
    )
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    await desk.reload()
    await expect(reach.locator('blockquote')).toContainText('Votre séjour est confirmé')
    const answer = await messages()
    expect(answer).toMatch(dates)
    expect(answer).toContain(`Votre référence\u00a0: ${reference}.`)
    expect(answer).toContain('Au plaisir de vous accueillir.')
  } finally {
    await staff.context.close()
  }
})
