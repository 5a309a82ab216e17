// @vitest-environment node
// The pages as the build and the server render them: in Node, with no window, complete.
import { describe, expect, it, vi } from 'vitest'
import type { Facility } from '../../contract/facility'
import { PRERENDERED_ROUTES } from '../start/site-routes'
import { render } from './entry'

// The service worker's registration comes from the PWA plugin of the site's build; on a server
// the hook only reports that nothing waits.
vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({ needRefresh: [false, () => {}], updateServiceWorker: async () => {} }),
}))

const facility: Facility = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  type: 'room',
  name: 'Garden Double Room',
  desc: 'A quiet room.',
  img: '/images/facilities/garden-double-room-800.webp',
  capacity: 2,
}

describe('render', () => {
  it.each(PRERENDERED_ROUTES)(
    '%s renders whole, its heading and its text in the markup',
    async (url) => {
      const page = await render(url)
      expect(page.root).toMatch(/<h1\b[^>]*>[^<]+<\/h1>/)
      expect(page.root).not.toContain('<!--$!-->')
      expect(page.root).not.toContain('<script')
      expect(page.head?.description).toBeTruthy()
    },
  )

  it('renders the services page with the catalogue it is given', async () => {
    const page = await render('/services', [facility])
    expect(page.root).toContain('<h3 class="facility-name">Garden Double Room</h3>')
    expect(page.data).toContain('"Garden Double Room"')
  })
})
