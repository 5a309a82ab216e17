// The dialog's guests and price (issue 40): the device's price at once from the list's rates, the
// server's when it answers (fetch is the one stand-in: this is the form's unit test), "to be
// confirmed" when it cannot be checked, and the request keeping what was shown; the card's price.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Facility } from '../../../contract/facility'
import { addDays } from '../../../contract/calendar-date'
import type { RateRule } from '../../../contract/rates'
import { dateLocale as enDates, en } from '../../content/messages/en'
import { dateLocale as frDates, fr } from '../../content/messages/fr'
import { reportReachable } from '../../lib/connectivity'
import { setLanguage } from '../../lib/i18n'
import { thirtyPercentDeposit } from '../../test/payment-policy'
import { renderWithTheme } from '../../test/render'
import { storedReservation } from '../../test/stored-reservation'
import { requestPriceText } from './request-price'
import { ReservationForm } from './reservation-form'
import type { CalendarContext } from './reservation-rules'
import { priceLines } from '../../components/price-lines'

afterEach(() => {
  // The form first, so no query of it asks the real fetch once the one stand-in is gone.
  cleanup()
  vi.unstubAllGlobals()
  setLanguage('en', en, enDates)
  sessionStorage.clear()
  // A failed fetch marks the server unreachable (src/lib/connectivity.ts) for the next test too.
  reportReachable(true)
})

const base: RateRule = {
  id: 'base',
  from: null,
  to: null,
  every_year: false,
  days: [],
  nightly: 4_500_000,
  extra_guest: 500_000,
  included_guests: 2,
  min_stay: null,
  max_stay: null,
  closed_arrival: false,
}
const room: Facility = {
  _id: 'room-1',
  type: 'room',
  name: 'Family Room',
  desc: 'A room',
  img: '/x.webp',
  capacity: 1,
  guests: 4,
  rates: [base],
}
const today = '2026-12-01'
const context: CalendarContext = {
  today,
  unit: 'night',
  taken: new Set(),
  maxStay: 90,
  horizonDays: 730,
}
const day = (offset: number) => {
  const cell = document.querySelector(`[data-day="${addDays(today, offset)}"] button`)
  if (!cell) throw new Error(`no day button for ${addDays(today, offset)}`)
  return cell as HTMLButtonElement
}

function renderForm(facility: Facility, onReserve = vi.fn()) {
  const client = new QueryClient()
  renderWithTheme(
    <QueryClientProvider client={client}>
      <ReservationForm facility={facility} context={context} onReserve={onReserve} />
    </QueryClientProvider>,
  )
  return onReserve
}

const answer = (body: unknown, status = 200) =>
  vi.fn((_url: string) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  )

describe("the dialog's price", () => {
  it("shows the device's price, marked to be confirmed when the server cannot check it, and the request keeps it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
    const user = userEvent.setup()
    const onReserve = renderForm(room)
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull()
    await user.selectOptions(screen.getByLabelText(/Number of guests/), '3')
    await user.type(screen.getByLabelText(/Name/), 'Ada Obi')
    await user.type(screen.getByLabelText(/Phone/), '+234 803 555 0142')
    await user.click(day(3))
    const price = await screen.findByRole('region', { name: 'Price' })
    // 3 nights at ₦45,000, one guest beyond the two the price covers at ₦5,000 a night.
    expect(price).toHaveTextContent('3 nights × ₦45,000₦135,000')
    expect(price).toHaveTextContent('1 extra guest × 3 nights₦15,000')
    expect(price).toHaveTextContent('Total₦150,000')
    await vi.waitFor(() => expect(price).toHaveTextContent('Price to be confirmed by the hotel.'))
    expect(price).toHaveTextContent('not a payment')
    await user.click(screen.getByRole('button', { name: 'Reserve' }))
    expect(onReserve).toHaveBeenCalledWith(
      expect.objectContaining({
        guests: 3,
        quote: expect.objectContaining({ total: 15_000_000 }),
        quoteChecked: false,
      }),
    )
  })

  it("shows the server's price when it differs, as checked", async () => {
    const server = {
      currency: 'NGN',
      nights: [
        { date: addDays(today, 0), amount: 5_000_000 },
        { date: addDays(today, 1), amount: 5_000_000 },
      ],
      extra_guests: { count: 0, amount: 0 },
      total: 10_000_000,
    }
    const fetch = answer(server)
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    const onReserve = renderForm(room)
    await user.type(screen.getByLabelText(/Name/), 'Ada Obi')
    await user.type(screen.getByLabelText(/Phone/), '+234 803 555 0142')
    await user.click(day(2))
    const price = await screen.findByRole('region', { name: 'Price' })
    await vi.waitFor(() => expect(price).toHaveTextContent('2 nights × ₦50,000₦100,000'))
    expect(price).not.toHaveTextContent('to be confirmed')
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /\/facilities\/room-1\/quote\?from=2026-12-01&to=2026-12-03&guests=1$/,
    )
    await user.click(screen.getByRole('button', { name: 'Reserve' }))
    expect(onReserve).toHaveBeenCalledWith(
      expect.objectContaining({ guests: 1, quote: server, quoteChecked: true }),
    )
  })

  it('shows nothing and asks nothing for a facility without rates, even one that says how many it takes', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    // The spec's dialog as it was where the hotel has set no price (issue 40).
    expect(room.guests).toBeGreaterThan(1)
    renderForm({ ...room, rates: undefined })
    await user.click(day(2))
    expect(screen.queryByLabelText(/Number of guests/)).toBeNull()
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('adds the taxes the hotel sets, totals what the guest pays, and says the deposit before Reserve', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
    const user = userEvent.setup()
    renderForm({
      ...room,
      taxes: [
        { name: 'VAT', rate: 7.5, included: false },
        { name: 'Consumption tax', rate: 5, included: true },
      ],
      policy: thirtyPercentDeposit,
    })
    await user.click(day(2))
    const price = await screen.findByRole('region', { name: 'Price' })
    expect(price).toHaveTextContent('2 nights × ₦45,000₦90,000')
    // Shares of the net price: 90,000 / 1.05 = 85,714.29; 7.5 % of it added, 5 % inside.
    expect(price).toHaveTextContent('VAT 7.5%₦6,428.57')
    expect(price).toHaveTextContent('Consumption tax 5% (included)₦4,285.71')
    expect(price).toHaveTextContent('Total₦96,428.57')
    const reserve = screen.getByRole('button', { name: 'Reserve' })
    const line = screen.getByText(
      "A deposit of 30% of the price is due within 48 hours of the hotel's confirmation.",
    )
    expect(line.compareDocumentPosition(reserve) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('is said in French', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
    setLanguage('fr', fr, frDates)
    const user = userEvent.setup()
    renderForm(room)
    await user.click(day(3))
    await user.selectOptions(screen.getByLabelText(/Personnes/), '4')
    const price = await screen.findByRole('region', { name: 'Prix' })
    expect(price.textContent?.replace(/\s/g, ' ')).toContain('3 nuits × 45 000 ₦')
    expect(price.textContent?.replace(/\s/g, ' ')).toContain('2 personnes en plus × 3 nuits')
    await vi.waitFor(() => expect(price).toHaveTextContent("Prix à confirmer par l'hôtel."))
  })
})

describe("the extra guests' line", () => {
  it('names the nights, or the days of a facility let by the day, with their plurals', () => {
    const line = (words: typeof en, n: number, unit: 'night' | 'day', length: number) =>
      words.reservation.price
        .extraGuests(n, words.reservation.stay[unit].length(length))
        .replace(/\u00a0/g, ' ')
    expect(line(en, 1, 'night', 5)).toBe('1 extra guest × 5 nights')
    expect(line(en, 2, 'night', 1)).toBe('2 extra guests × 1 night')
    expect(line(en, 3, 'day', 2)).toBe('3 extra guests × 2 days')
    expect(line(en, 1, 'day', 1)).toBe('1 extra guest × 1 day')
    expect(line(fr, 1, 'night', 5)).toBe('1 personne en plus × 5 nuits')
    expect(line(fr, 2, 'night', 1)).toBe('2 personnes en plus × 1 nuit')
    expect(line(fr, 3, 'day', 2)).toBe('3 personnes en plus × 2 jours')
  })
})

describe('the nights grouped by price', () => {
  it('makes a line per price, in the order of the stay, however long', () => {
    const nights = Array.from({ length: 30 }, (_, i) => ({
      date: addDays(today, i),
      amount: i % 7 === 4 || i % 7 === 5 ? 6_000_000 : 4_500_000,
    }))
    const lines = priceLines({
      currency: 'NGN',
      nights,
      extra_guests: { count: 0, amount: 0 },
      total: 0,
    })
    expect(lines).toEqual([
      { count: 22, amount: 4_500_000 },
      { count: 8, amount: 6_000_000 },
    ])
  })
})

describe("the request's price on the card", () => {
  const quote = {
    currency: 'NGN',
    nights: [{ date: today, amount: 4_500_000 }],
    extra_guests: { count: 0, amount: 0 },
    total: 4_500_000,
  }
  it("is the hotel's stored price once known, else the device's, marked when unchecked", () => {
    expect(requestPriceText(storedReservation('a'))).toBeUndefined()
    expect(requestPriceText(storedReservation('a', { quote }))).toBe(
      '₦45,000, to be confirmed by the hotel',
    )
    expect(requestPriceText(storedReservation('a', { quote, quoteChecked: true }))).toBe('₦45,000')
    const hotel = {
      status: 'received' as const,
      note: null,
      updatedAt: '2026-11-23T09:00:00.000Z',
      holdUntil: null,
      checkedAt: '2026-11-23T10:00:00.000Z',
      quote: { ...quote, total: 5_000_000 },
    }
    expect(requestPriceText(storedReservation('a', { quote, hotel }))).toBe('₦50,000')
  })
})
