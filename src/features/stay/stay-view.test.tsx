// A stay's own page (issue 53) in each of its states, from the API's answer (fetch is the one
// stand-in): owing (the deposit's button, the email Paystack needs, the bank transfer), paid in
// full (receipts), cancelled (nothing to pay), no price, a wrong token; and in French.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rateRule } from '../../../contract/rate-rule-fixture'
import { quoteStay, type Quote } from '../../../contract/rates'
import type { StayAnswer } from '../../../contract/stay'
import { dateLocale as enDates, en } from '../../content/messages/en'
import { dateLocale as frDates, fr } from '../../content/messages/fr'
import { reportReachable } from '../../lib/connectivity'
import { setLanguage } from '../../lib/i18n'
import { thirtyPercentDeposit } from '../../test/payment-policy'
import { StayView } from './stay-view'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  setLanguage('en', en, enDates)
  reportReachable(true)
})

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345'

const owing: StayAnswer = {
  reference: 'WKW6M-38CKW',
  status: 'confirmed',
  language: 'en',
  facility: { id: 'room-1', name: 'Family Room', type: 'room' },
  from: '2026-12-10',
  to: '2026-12-12',
  guests: 2,
  // Two nights at ₦45,000 and VAT at 7.5 % added, as the server stored it.
  price: quoteStay(
    [rateRule({ nightly: 4_500_000 })],
    { from: '2026-12-10', to: '2026-12-12', guests: 2 },
    'night',
    'NGN',
    [{ name: 'VAT', rate: 7.5, included: false }],
  ) as Quote,
  money: {
    currency: 'NGN',
    grand_total: 9_675_000,
    paid: 0,
    refunded: 0,
    due: 9_675_000,
    deposit: 2_902_500,
    deposit_due: 2_902_500,
    deposit_due_by: '2026-12-03T13:00:00.000Z',
    balance_due_by: '2026-12-10',
  },
  policy: thirtyPercentDeposit,
  payments: [],
  cancel: null,
  pay: {
    online: true,
    needs_email: true,
    bank: { bank: 'Zenith Bank', account_name: 'Hearth House Ltd', account_number: '1012345678' },
  },
  time_zone: 'Africa/Lagos',
}

const paid: StayAnswer = {
  ...owing,
  money: { ...owing.money!, paid: 9_675_000, due: 0, deposit_due: 0 },
  payments: [
    {
      kind: 'payment',
      method: 'paystack',
      amount: 9_675_000,
      status: 'succeeded',
      at: '2026-12-02T10:00:00.000Z',
      receipt: 'R-2026-0001',
    },
  ],
  pay: { ...owing.pay, online: false },
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function showStay(answer: unknown, status = 200) {
  const fetch = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(
      url.endsWith('/pay')
        ? json({ error: { code: 'x', message: 'x' } }, 503)
        : json(answer, status),
    ),
  )
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StayView token={TOKEN} reference={undefined} onReturned={() => undefined} />
    </QueryClientProvider>,
  )
  return fetch
}

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0|\u202f/g, ' ')

describe("a stay's page", () => {
  it('cancelling: what comes back is said first, asked once more, then the stay reads cancelled', async () => {
    const late = {
      ...paid,
      cancel: { free: false, free_until: '2026-12-03', fee: 4_837_500, refund: 4_837_500 },
    }
    const fetch = showStay(late)
    const region = await screen.findByRole('region', { name: 'Cancel this stay' })
    expect(text(region)).toContain(
      "Cancelling now costs ₦48,375 under the hotel's policy; ₦48,375 comes back to you.",
    )
    const user = userEvent.setup()
    fetch.mockImplementation(() =>
      Promise.resolve(json({ ...late, status: 'cancelled', cancel: null })),
    )
    await user.click(within(region).getByRole('button', { name: 'Cancel my stay' }))
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false)
    await user.click(within(region).getByRole('button', { name: 'Yes, cancel my stay' }))
    await screen.findByText('Cancelled')
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(true)
    expect(screen.queryByRole('region', { name: 'Cancel this stay' })).toBeNull()
  })

  it('free cancellation is said with its last day', async () => {
    showStay({ ...owing, cancel: { free: true, free_until: '2026-12-03', fee: 0, refund: 0 } })
    const region = await screen.findByRole('region', { name: 'Cancel this stay' })
    expect(text(region)).toContain('Cancellation is free until 3 December 2026.')
  })

  it('owing: the price with its tax, the deposit by its deadline on the hotel’s clock, the ways to pay', async () => {
    const fetch = showStay(owing)
    const facility = await screen.findByRole('region', { name: 'Family Room' })
    expect(facility).toHaveTextContent('ReferenceWKW6M-38CKW')
    expect(facility).toHaveTextContent('Check-in10 December 2026')
    expect(facility).toHaveTextContent('Nights2')
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(new RegExp(`/stays/${TOKEN}$`))
    const price = screen.getByRole('region', { name: 'Price' })
    expect(price).toHaveTextContent('2 nights × ₦45,000₦90,000')
    expect(price).toHaveTextContent('VAT 7.5%₦6,750')
    expect(price).toHaveTextContent('Total₦96,750')
    const money = screen.getByRole('region', { name: 'Payment' })
    // 13:00 UTC is 14:00 in Lagos, whatever the zone of the machine.
    expect(money).toHaveTextContent('Deposit: ₦29,025 by 3 December 2026 at 14:00.')
    expect(money).toHaveTextContent('The rest, ₦67,725, by 10 December 2026.')
    const bank = within(money).getByRole('region', { name: 'Pay by bank transfer' })
    expect(bank).toHaveTextContent('Account number1012345678')
    expect(bank).toHaveTextContent('Write on the transferWKW6M-38CKW')
    expect(screen.getByRole('region', { name: 'Payment and cancellation' })).toHaveTextContent(
      "A deposit of 30% of the price is due within 48 hours of the hotel's confirmation.",
    )

    // Paystack needs an email: asked, and checked before anything is sent.
    const user = userEvent.setup()
    const pay = within(money).getByRole('button', { name: 'Pay ₦29,025' })
    await user.click(pay)
    expect(within(money).getByText(/Please enter an email address/)).toBeVisible()
    expect(fetch).toHaveBeenCalledTimes(1)
    await user.type(within(money).getByLabelText(/Email/), 'ada@example.com')
    await user.click(pay)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    const [url, init] = fetch.mock.calls[1]!
    expect(url).toMatch(new RegExp(`/stays/${TOKEN}/pay$`))
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com' })
    expect(await within(money).findByText(/could not be started/)).toBeVisible()
  })

  it('paid in full: no button, the receipt as a page and a PDF', async () => {
    showStay(paid)
    const money = await screen.findByRole('region', { name: 'Payment' })
    expect(money).toHaveTextContent('Paid in full. Thank you!')
    expect(within(money).queryByRole('button')).toBeNull()
    const receipts = screen.getByRole('region', { name: 'Receipts' })
    expect(within(receipts).getByRole('link', { name: 'R-2026-0001' })).toHaveAttribute(
      'href',
      `/api/stays/${TOKEN}/receipts/R-2026-0001`,
    )
    expect(
      within(receipts).getByRole('link', { name: 'Receipt R-2026-0001, PDF' }),
    ).toHaveAttribute('href', `/api/stays/${TOKEN}/receipts/R-2026-0001/pdf`)
    expect(receipts).toHaveTextContent('₦96,750 paid by Paystack')
  })

  it('cancelled: nothing to pay, no button', async () => {
    showStay({ ...owing, status: 'cancelled' })
    const money = await screen.findByRole('region', { name: 'Payment' })
    expect(money).toHaveTextContent('This stay is cancelled: there is nothing to pay.')
    expect(within(money).queryByRole('button')).toBeNull()
    expect(within(money).queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull()
  })

  it('no price: the hotel will say it', async () => {
    showStay({ ...owing, price: null, money: null, policy: null })
    const price = await screen.findByRole('region', { name: 'Price' })
    expect(price).toHaveTextContent('The hotel will tell you the price of this stay.')
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('a wrong token: no stay at this address', async () => {
    showStay({ error: { code: 'not_found', message: 'No such stay.' } }, 404)
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no stay at this address.')
  })

  it('offline with nothing kept: says a connection is needed, and tries again', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')))
    vi.stubGlobal('fetch', fetch)
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StayView token={TOKEN} reference={undefined} onReturned={() => undefined} />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(1))
  })

  it('is said in French', async () => {
    setLanguage('fr', fr, frDates)
    showStay(owing)
    const money = await screen.findByRole('region', { name: 'Paiement' })
    expect(text(money)).toContain('Acompte : 29 025 ₦ avant le 3 décembre 2026 à 14:00.')
    expect(within(money).getByRole('button', { name: /Payer 29.025.₦/ })).toBeVisible()
    expect(text(screen.getByRole('region', { name: 'Prix' }))).toContain('2 nuits × 45 000 ₦')
  })
})
