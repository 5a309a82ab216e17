// A request the hotel declined or let lapse tells the guest to call: the hotel's number is a call
// link in the sentence, in each language.
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hotel } from '../../content/hotel'
import { dateLocale as enDates, en } from '../../content/messages/en'
import { dateLocale as frDates, fr } from '../../content/messages/fr'
import { setLanguage } from '../../lib/i18n'
import { renderWithTheme } from '../../test/render'
import { storedReservation } from '../../test/stored-reservation'
import { RequestCard } from './request-card'

afterEach(() => setLanguage('en', en, enDates))

const answered = (
  status: 'declined' | 'expired' | 'confirmed',
  stayPath?: string,
  checkedIn?: true,
) =>
  storedReservation('r-1', {
    status: 'sent',
    hotel: {
      status,
      note: null,
      updatedAt: '2026-11-23T09:00:00.000Z',
      holdUntil: null,
      checkedAt: '2026-11-23T10:00:00.000Z',
      ...(stayPath ? { stayPath } : {}),
      ...(checkedIn ? { checkedIn } : {}),
    },
  })

/** The card in a router of its own: a declined request offers "Choose other dates" (a Link). */
async function renderCard(
  status: 'declined' | 'expired' | 'confirmed',
  stayPath?: string,
  checkedIn?: true,
) {
  const rootRoute = createRootRoute({
    component: () => (
      <RequestCard r={answered(status, stayPath, checkedIn)} onWithdrawn={() => {}} />
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/confirmation'] }),
  })
  renderWithTheme(<RouterProvider router={router} />)
  await screen.findByRole('listitem')
}

function callLink() {
  const card = within(screen.getByRole('listitem'))
  return card.getByRole('link', { name: hotel.phone.display })
}

describe("the request's card", () => {
  it.each(['declined', 'expired'] as const)(
    'makes "call us" a call link when %s',
    async (status) => {
      await renderCard(status)
      expect(callLink()).toHaveAttribute('href', `tel:${hotel.phone.tel}`)
      expect(callLink().closest('p')?.textContent).toMatch(/call us on \+234 803 555 0142/)
    },
  )

  it('makes it a call link in French too', async () => {
    setLanguage('fr', fr, frDates)
    await renderCard('declined')
    expect(callLink()).toHaveAttribute('href', `tel:${hotel.phone.tel}`)
    expect(callLink().closest('p')?.textContent).toMatch(/appelez-nous au \+234 803 555 0142/)
  })

  it('has no call link where there is no one to call', async () => {
    await renderCard('confirmed')
    const card = within(screen.getByRole('listitem'))
    expect(card.queryByRole('link', { name: hotel.phone.display })).toBeNull()
  })

  it("links a confirmed stay's own page once the hotel gave it, not before", async () => {
    await renderCard('confirmed')
    const card = within(screen.getByRole('listitem'))
    expect(card.queryByRole('link', { name: 'Your stay: pay and receipts' })).toBeNull()
  })

  it("links a confirmed stay's own page, in its language", async () => {
    setLanguage('fr', fr, frDates)
    await renderCard('confirmed', '/fr/stay/abcdefghijklmnopqrstuvwxyz012345')
    const card = within(screen.getByRole('listitem'))
    expect(card.getByRole('link', { name: /Votre séjour/ })).toHaveAttribute(
      'href',
      '/fr/stay/abcdefghijklmnopqrstuvwxyz012345',
    )
  })

  it('reads as checked in while the guest is at the hotel (issue 54), and may not be cancelled', async () => {
    await renderCard('confirmed', '/stay/abcdefghijklmnopqrstuvwxyz012345', true)
    const card = within(screen.getByRole('listitem'))
    expect(card.getByText('Checked in')).toHaveAttribute('data-status', 'checked_in')
    expect(card.getByText(/You are checked in\. Enjoy your stay/)).toBeVisible()
    expect(card.getByRole('link', { name: 'Your stay: pay and receipts' })).toBeVisible()
    expect(card.queryByRole('button', { name: 'Cancel this request' })).toBeNull()
  })

  it('reads as checked in in French too', async () => {
    setLanguage('fr', fr, frDates)
    await renderCard('confirmed', undefined, true)
    const card = within(screen.getByRole('listitem'))
    expect(card.getByText('Séjour en cours')).toHaveAttribute('data-status', 'checked_in')
    expect(card.getByText(/Bon séjour/)).toBeVisible()
  })
})
