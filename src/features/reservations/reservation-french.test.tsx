// The reservation's words come from the page's language (src/lib/i18n.ts): with French set, the
// form and a request's card speak French, plurals and values included, and the picker and the
// dates too (French's date-fns locale: "mercredi 25 novembre 2026").
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dateLocale as enDates, en } from '../../content/messages/en'
import { dateLocale as frDates, fr } from '../../content/messages/fr'
import { setLanguage } from '../../lib/i18n'
import { renderWithTheme } from '../../test/render'
import { storedReservation } from '../../test/stored-reservation'
import { RequestCard } from './request-card'
import { ReservationForm } from './reservation-form'
import type { CalendarContext } from './reservation-rules'

const today = '2026-11-24'
const context: CalendarContext = {
  today,
  unit: 'night',
  taken: new Set(),
  maxStay: 90,
  horizonDays: 730,
}
const room = { _id: 'room-1', type: 'room' as const, name: 'Garden Double Room' }

beforeEach(() => setLanguage('fr', fr, frDates))
afterEach(() => setLanguage('en', en, enDates))

describe('the reservation in French', () => {
  it('names the form, its fields, the stay and the button in French', async () => {
    const user = userEvent.setup()
    renderWithTheme(<ReservationForm facility={room} context={context} onReserve={() => {}} />)
    expect(screen.getByRole('form', { name: 'Réserver Garden Double Room' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Vos nuits' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Réserver' })).toBeDisabled()
    // Today suggested as check-in, no end yet: its value after a no-break space and a colon.
    // (Read as written: Testing Library's text matching would see the no-break space as a space.)
    expect(document.querySelector('.stay-main')?.textContent).toMatch(
      /^Arrivée\u00a0: .* \(aujourd'hui\)\. Choisissez maintenant votre jour de départ\.$/,
    )
    await user.type(screen.getByLabelText(/Téléphone/), '12ab')
    await user.tab()
    expect(screen.getByText(/de 7 à 15 chiffres/).textContent).toContain('chiffres\u202f;')
    // The picker's own words about a day, its months, its weekdays and its controls.
    expect(
      await screen.findByRole('button', { name: /, aujourd'hui, arrivée proposée$/ }),
    ).toBeInTheDocument()
    expect(screen.getByRole('grid', { name: 'novembre 2026' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Aller au mois suivant' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^mercredi 25 novembre 2026/ }))
    expect(screen.getByText(/· 1 nuit$/)).toBeInTheDocument()
  })

  it("shows a request's state, what happens next and what the guest can do in French", () => {
    const r = storedReservation('r-1', {
      status: 'sent',
      hotel: {
        status: 'confirmed',
        note: 'Complet',
        updatedAt: '2026-11-23T09:00:00.000Z',
        holdUntil: null,
        checkedAt: '2026-11-23T10:00:00.000Z',
      },
    })
    renderWithTheme(<RequestCard r={r} onWithdrawn={() => {}} />)
    const card = within(screen.getByRole('listitem'))
    expect(card.getByText('Confirmée')).toBeInTheDocument()
    expect(card.getByText('Nuits')).toBeInTheDocument()
    expect(card.getByText(/^L'hôtel a confirmé votre séjour\./)).toBeInTheDocument()
    expect(card.getByText(/^Le mot de l'hôtel/).textContent).toBe(
      "Le mot de l'hôtel\u00a0: «\u00a0Complet\u00a0»",
    )
    expect(card.getByRole('button', { name: 'Annuler cette demande' })).toBeInTheDocument()
  })
})
