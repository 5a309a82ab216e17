// The catalogue reads its words from the page's language (src/lib/i18n.ts): with French set, it
// speaks French, and reads the French list (the facilities' words the staff wrote in French: the
// server's ?lang=fr), kept under a key of its own.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Facility } from '../../../contract/facility'
import { en } from '../../content/messages/en'
import { fr } from '../../content/messages/fr'
import { facilityKeys } from '../../lib/facility-keys'
import { setLanguage } from '../../lib/i18n'
import { FacilitySections } from './facility-sections'

const room: Facility = {
  _id: 'garden-id',
  type: 'room',
  name: 'Garden Double Room',
  desc: 'A quiet room on the garden.',
  img: '/images/facilities/x-800.webp',
  capacity: 3,
  guests: 2,
}

beforeEach(() => setLanguage('fr', fr))
afterEach(() => setLanguage('en', en))

describe('the catalogue in French', () => {
  it('its headings, empty lines, card and buttons', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    client.setQueryData(facilityKeys.list('fr'), { facilities: [room], fetchedAt: Date.now() })
    render(
      <QueryClientProvider client={client}>
        <FacilitySections onSeeMore={() => {}} />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Chambres' })).toBeInTheDocument()
    expect(screen.getByText('Aucun appartement trouvé')).toBeInTheDocument()
    expect(screen.getByText("Aucun centre d'activités trouvé")).toBeInTheDocument()
    // As written, with its no-break space (the default normalizer would make it a plain one).
    expect(screen.getByText('Pour 2\u00a0personnes', { normalizer: (s) => s })).toBeInTheDocument()
    const seeMore = screen.getByRole('link', { name: 'Voir plus\u00a0: Garden Double Room' })
    expect(seeMore.textContent).toBe('Voir plus\u00a0: Garden Double Room')
    expect(screen.getByRole('button', { name: 'Chambres suivantes' })).toBeInTheDocument()
    expect(screen.queryByText(/See More|Rooms|No apartments found/)).not.toBeInTheDocument()
  })
})
