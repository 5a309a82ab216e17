// An inbox card's total (issue 51): the price stored with the request, as the console writes money
// elsewhere (the request page's total); none where the request has no price.
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { StaffRequest } from '../../../../contract/staff'
import { staffRequest } from '../../../test/staff-request'
import { RequestRow } from './request-row'

// The card's link follows the console's router; none is needed to draw it.
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ history: { push: vi.fn() } }) }))

const request = staffRequest

const show = (over: Partial<StaffRequest>) =>
  render(
    <ul>
      <RequestRow request={request(over)} timeZone="Africa/Lagos" thisYear="2026" />
    </ul>,
  )

describe("an inbox card's total", () => {
  it('shows the stored quote’s total in the hotel’s currency, after the stay', () => {
    const quote = {
      currency: 'NGN',
      nights: [
        { date: '2026-12-10', amount: 4_500_000 },
        { date: '2026-12-11', amount: 5_500_050 },
        { date: '2026-12-12', amount: 5_500_050 },
      ],
      extra_guests: { count: 1, amount: 3_000_000 },
      total: 18_500_100,
    }
    const { container } = show({ quote })
    const total = container.querySelector('.row-total')
    expect(total).toHaveTextContent(/^₦185,001$/)
    expect(container.querySelector('.row-stay')).toHaveTextContent(/Garden Room · .+ · ₦185,001$/)
    expect(screen.getByRole('listitem')).toHaveTextContent('₦185,001')
  })

  it('shows none where the request has no price, or came from before prices', () => {
    for (const over of [{ quote: null }, {}]) {
      const { container, unmount } = show(over)
      expect(container.querySelector('.row-total')).toBeNull()
      expect(container.querySelector('.row-stay')?.textContent).not.toMatch(/₦| · .* · /)
      unmount()
    }
  })
})
