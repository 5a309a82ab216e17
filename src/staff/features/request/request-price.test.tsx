import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Quote } from '../../../../contract/rates'
import type { StaffRequest } from '../../../../contract/staff'
import { staffRequest } from '../../../test/staff-request'
import { RequestPrice } from './request-price'

const record = staffRequest

const nights = (from: number, amounts: number[]) =>
  amounts.map((amount, i) => ({ date: `2026-12-${String(from + i).padStart(2, '0')}`, amount }))

const show = (over: Partial<StaffRequest>) =>
  render(
    <dl>
      <RequestPrice record={record(over)} />
    </dl>,
  )

describe("the console's price of a request", () => {
  it('shows the guests, the total quoted and its runs of nights, open when short', () => {
    const quote: Quote = {
      currency: 'NGN',
      nights: nights(10, [4_500_000, 5_500_050, 5_500_050]),
      extra_guests: { count: 1, amount: 3_000_000 },
      total: 18_500_100,
    }
    show({ guests: 3, quote })
    expect(screen.getByTestId('request-guests')).toHaveTextContent('3')
    const price = screen.getByTestId('request-price')
    expect(price).toHaveTextContent('₦185,001 quoted for 3 nights, to be confirmed')
    expect(
      within(price)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '10 Dec 2026: ₦45,000',
      '11 to 12 Dec 2026: 2 nights × ₦55,000.50',
      '1 extra guest: ₦30,000',
    ])
    expect(price.querySelector('details')).toBeNull()
    expect(price.textContent).not.toMatch(/paid/i)
  })

  it('folds a long breakdown behind its summary, and counts days for a facility let by the day', () => {
    const amounts = [1, 2, 1, 2, 1, 2].map((n) => n * 1_000_000)
    const quote: Quote = {
      currency: 'NGN',
      nights: nights(1, amounts),
      extra_guests: { count: 0, amount: 0 },
      total: 9_000_000,
    }
    show({ facility_type: 'activityCenter', guests: 2, quote })
    const price = screen.getByTestId('request-price')
    expect(price).toHaveTextContent('₦90,000 quoted for 6 days, to be confirmed')
    const details = price.querySelector('details')!
    expect(details.open).toBe(false)
    expect(within(details).getByText('Night by night')).toBeInTheDocument()
    expect(within(details).getAllByRole('listitem', { hidden: true })).toHaveLength(6)
  })

  it("says the stay's price once the hotel confirmed, and the price quoted once cancelled", () => {
    const quote: Quote = {
      currency: 'NGN',
      nights: nights(10, [4_500_000, 4_500_000, 4_500_000, 4_500_000, 4_500_000, 4_500_000]),
      extra_guests: { count: 0, amount: 0 },
      total: 27_000_000,
    }
    const { unmount } = show({ status: 'confirmed', guests: 2, quote })
    const price = screen.getByTestId('request-price')
    expect(price).toHaveTextContent(/^₦270,000 for 6 nights/)
    expect(price).not.toHaveTextContent(/quoted|to be confirmed/)
    unmount()
    show({ status: 'cancelled', guests: 2, quote })
    expect(screen.getByTestId('request-price')).toHaveTextContent(
      /^₦270,000 was quoted for 6 nights/,
    )
  })

  it('says why there is no price, and leaves out what an older request never said', () => {
    show({ guests: null, quote: null })
    expect(screen.queryByTestId('request-guests')).toBeNull()
    expect(screen.getByTestId('request-price')).toHaveTextContent(
      'No price: the facility had none when the request arrived.',
    )
  })

  it('shows nothing of a price in a copy saved before prices', () => {
    const { container } = show({})
    expect(container.querySelector('dl')).toBeEmptyDOMElement()
  })
})
