// A stay's money on its page (issue 53): the figures, each payment with its receipt's link on the
// stay page's API, the refusal said as money, and how a refund goes back, asked first.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { StaffRequestDetail } from '../../../../contract/staff'
import type { StaffMoney, StaffPayment } from '../../../../contract/staff-money'
import { staffRequest } from '../../../test/staff-request'
import { StaffApiError } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'
import { inMoneyWords, receiptUrl } from './money-api'
import { MoneySection } from './money-section'
import { refundQuestion } from './refund-form'
import { refundable } from './refund-ways'

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ history: { push: vi.fn() } }) }))

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345'

const payment = (over: Partial<StaffPayment>): StaffPayment => ({
  id: 'p1',
  kind: 'payment',
  method: 'transfer',
  amount: 3_000_000,
  status: 'succeeded',
  reference: 'GTB-778',
  note: null,
  recorded_by: 'Ada Obi',
  at: '2026-05-28T09:42:00.000Z',
  receipt: 'R-2026-0001',
  ...over,
})

const MONEY: StaffMoney = {
  reference: 'WKW6M-38CKW',
  status: 'confirmed',
  money: {
    currency: 'NGN',
    grand_total: 10_750_000,
    paid: 3_000_000,
    refunded: 0,
    due: 7_750_000,
    deposit: 3_225_000,
    deposit_due: 225_000,
    deposit_due_by: '2026-05-30T09:00:00.000Z',
    balance_due_by: '2026-06-12',
  },
  policy: null,
  payments: [payment({})],
  stay_url: `https://book.example/fr/stay/${TOKEN}`,
}

const DETAIL: StaffRequestDetail = {
  record: staffRequest({
    reservation_id: 'r1',
    dateRange: { from: '2026-06-12', to: '2026-06-14' },
    received_at: '2026-05-20T10:00:00.000Z',
    status: 'confirmed',
    reference: 'WKW6M-38CKW',
    language: 'fr',
  }),
  events: [],
  timeZone: 'Africa/Lagos',
}

function show(money: StaffMoney, role: 'owner' | 'frontdesk') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  })
  client.setQueryData(staffKeys.money('WKW6M-38CKW'), money)
  client.setQueryData(staffKeys.me(), { role, name: 'Ada Obi', phoneCallingCode: '234' })
  return render(
    <QueryClientProvider client={client}>
      <MoneySection detail={DETAIL} requestRef="WKW6M-38CKW" />
    </QueryClientProvider>,
  )
}

describe("a stay's money on its page", () => {
  it('says the figures, each payment with its receipt, and the acts the role may take', () => {
    show(MONEY, 'frontdesk')
    const facts = screen.getByTestId('money-facts')
    expect(facts).toHaveTextContent('₦107,500')
    expect(screen.getByTestId('money-due')).toHaveTextContent('₦77,500')
    expect(facts).toHaveTextContent('₦2,250 of ₦32,250 due by')
    const receipt = screen.getByRole('link', { name: 'Receipt R-2026-0001' })
    expect(receipt).toHaveAttribute(
      'href',
      `https://book.example/api/stays/${TOKEN}/receipts/R-2026-0001`,
    )
    expect(screen.getByText(/Bank transfer, ₦30,000, recorded by Ada Obi/)).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Record a payment' })).toBeInTheDocument()
    // The payment link in the guest's language (French), to their stay's page.
    const link = screen.getByRole('region', { name: 'Send the payment link' })
    expect(
      within(link).getByText(/il reste 2\s250\s₦ à régler avant le 30 mai 2026/),
    ).toBeInTheDocument()
    expect(within(link).getByRole('link', { name: 'Send on WhatsApp' })).toBeInTheDocument()
    // The front desk gives no money back.
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull()
  })

  it('shows the owner the refund, and none of the desk’s acts once all is paid', () => {
    const paid = {
      ...MONEY,
      money: { ...MONEY.money!, paid: 10_750_000, due: 0, deposit_due: 0 },
      payments: [payment({ amount: 10_750_000 })],
    }
    show(paid, 'owner')
    expect(screen.getByTestId('money-due')).toHaveTextContent('Nothing: paid in full')
    expect(screen.getByRole('form', { name: 'Refund' })).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Record a payment' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Send the payment link' })).toBeNull()
  })
})

describe('the money words', () => {
  it('derives a receipt’s address from the stay page’s, in any language', () => {
    expect(receiptUrl(`https://h.example/stay/${TOKEN}`, 'R-2026-0002')).toBe(
      `https://h.example/api/stays/${TOKEN}/receipts/R-2026-0002`,
    )
  })

  it('says a refusal’s figure as money', () => {
    const error = new StaffApiError(409, 'more_than_due', 'x (7750000 in minor units)', {
      due: 7_750_000,
    })
    expect((inMoneyWords(error, 'NGN') as Error).message).toBe(
      'That is more than is due on this stay: ₦77,500 is.',
    )
    const kept = new StaffApiError(409, 'more_than_paid', 'x', { refundable: 3_000_000 })
    expect((inMoneyWords(kept, 'NGN') as Error).message).toBe(
      'That is more than can go back: ₦30,000 was paid and kept.',
    )
    const other = new StaffApiError(409, 'nothing_to_refund', 'Nothing was paid.')
    expect(inMoneyWords(other, 'NGN')).toBe(other)
  })

  it('says how a refund goes back: Paystack’s part through it, the rest by hand', () => {
    const payments = [
      payment({ id: 'a', method: 'paystack', amount: 2_000_000, reference: 'ps_1' }),
      payment({ id: 'b', method: 'cash', amount: 1_000_000 }),
      payment({ id: 'c', kind: 'refund', method: 'cash', amount: 500_000 }),
    ]
    expect(refundable(payments)).toBe(2_500_000)
    expect(refundQuestion(payments, 2_500_000, 'NGN')).toBe(
      'Give back ₦25,000? ₦20,000 goes back through Paystack, to the card or account it came from; ₦5,000 is yours to give back by cash: the console records it and moves no money.',
    )
    expect(refundQuestion(payments.slice(1), 500_000, 'NGN')).toBe(
      'Give back ₦5,000? ₦5,000 is yours to give back by cash: the console records it and moves no money.',
    )
  })
})
