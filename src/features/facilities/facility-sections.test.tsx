import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Facility } from '../../../contract/facility'
import { facilityKeys } from '../../lib/facility-keys'
import { FacilityCard } from './facility-card'
import { FacilitySections } from './facility-sections'

// Counts the cards' renders: a card stands for itself, its name.
vi.mock('./facility-card', () => ({
  FacilityCard: vi.fn(({ facility }: { facility: Facility }) => <p>{facility.name}</p>),
}))

const facility = (name: string, type: Facility['type']): Facility => ({
  _id: `${name}-id`,
  type,
  name,
  desc: `About ${name}.`,
  img: '/images/facilities/x-800.webp',
  capacity: 2,
})
const list = () => [
  facility('Garden Double Room', 'room'),
  facility('Loft Apartment', 'apartment'),
  facility('Community Hall', 'activityCenter'),
]

describe('FacilitySections', () => {
  it('renders the cards again only when the facilities change, not when the list is refreshed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    const hoursAgo = (hours: number) => Date.now() - hours * 3_600_000
    client.setQueryData(facilityKeys.all, { facilities: list(), fetchedAt: hoursAgo(2) })
    render(
      <QueryClientProvider client={client}>
        <FacilitySections onSeeMore={() => {}} />
      </QueryClientProvider>,
    )
    // An old list says how old it is: the page has rendered with each list once that changes.
    await screen.findByText(/about 2 hours ago/)
    expect(screen.getByText('Community Hall')).toBeInTheDocument()
    const cards = vi.mocked(FacilityCard)
    const rendered = cards.mock.calls.length
    expect(rendered).toBeGreaterThanOrEqual(3)

    // A refresh with the same facilities, newly fetched: the page renders, the cards do not.
    act(() => {
      client.setQueryData(facilityKeys.all, { facilities: list(), fetchedAt: hoursAgo(3) })
    })
    await screen.findByText(/about 3 hours ago/)
    expect(cards.mock.calls.length).toBe(rendered)

    // A facility renamed: the cards render with it.
    const renamed = list()
    renamed[0] = { ...renamed[0]!, name: 'Garden Suite' }
    act(() => {
      client.setQueryData(facilityKeys.all, { facilities: renamed, fetchedAt: hoursAgo(4) })
    })
    await waitFor(() => expect(screen.getByText('Garden Suite')).toBeInTheDocument())
    expect(cards.mock.calls.length).toBeGreaterThan(rendered)
  })
})
