// @vitest-environment node
// The pages as the build and the server render them: in Node, with no window, complete.
import { FACILITY_TYPES } from '../../contract/facility-types'
import { EARLY_TEMPLATE_ATTRIBUTE, FACILITY_TOKENS } from '../lib/start-names'
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import type { Facility } from '../../contract/facility'
import { PRERENDERED_ROUTES } from '../lib/site-routes'
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
    expect(page.root).toContain(
      '<h3 class="facility-name" data-facility-part="name">Garden Double Room</h3>',
    )
    expect(page.data).toContain('"Garden Double Room"')
  })

  it('renders the Rates page with the rates in the list, and Coming Soon without any', async () => {
    const rated: Facility = {
      ...facility,
      rates: [
        {
          id: 'r1',
          from: null,
          to: null,
          every_year: false,
          days: [],
          nightly: 4_500_000,
          extra_guest: null,
          included_guests: null,
          min_stay: 3,
          max_stay: null,
          closed_arrival: false,
        },
      ],
    }
    const page = await render('/our-rates', [rated])
    expect(page.root).toContain('₦45,000 a night')
    expect(page.root).toContain('At least 3 nights')
    expect(page.root).not.toContain('Coming Soon')
    // The list the app hydrates from; no early form (no card: its links load the services page).
    expect(page.data).toContain('"nightly":4500000')
    expect(page.data).not.toContain('<template')
    // The server's render of a list without rates, and the build's (no list): the spec's page.
    expect((await render('/our-rates', [facility])).root).toContain('>Coming Soon</p>')
    expect((await render('/our-rates')).root).toContain('>Coming Soon</p>')
  })

  it("puts the app's reservation dialog in a page with cards, a template per facility type", async () => {
    const page = await render('/services', [facility])
    const doc = new JSDOM(`<body>${page.data}</body>`).window.document
    const templates = [
      ...doc.querySelectorAll<HTMLTemplateElement>(`template[${EARLY_TEMPLATE_ATTRIBUTE}]`),
    ]
    expect(templates.map((t) => t.getAttribute(EARLY_TEMPLATE_ATTRIBUTE))).toEqual([
      ...FACILITY_TYPES,
    ])
    const room = templates[0]!.content
    // The app's form: its fields, its Reserve (disabled until the calendar comes), the tokens.
    expect(room.querySelector('dialog .dialog-title')?.textContent).toBe(FACILITY_TOKENS.name)
    expect(room.querySelector('form')?.getAttribute('aria-label')).toBe(
      `Reserve ${FACILITY_TOKENS.name}`,
    )
    expect([...room.querySelectorAll('input')].map((i) => i.name)).toEqual(['name', 'phone'])
    expect(room.querySelector('button[type="submit"]')?.textContent).toBe('Reserve')
    expect(room.querySelector('legend')?.textContent).toBe('Your nights')
    expect(templates[2]!.content.querySelector('legend')?.textContent).toBe('Your days')
    // Its ids apart from the page's.
    for (const el of room.querySelectorAll('[id]')) expect(page.root).not.toContain(`id="${el.id}"`)
    // A page without cards has none.
    expect((await render('/about-us')).data).toBe('')
  })

  it('renders a /fr/ page in French: its links under /fr/, its templates in French, the English ones kept', async () => {
    const fr = await render('/fr/services', [facility])
    const doc = new JSDOM(`<body>${fr.root}${fr.data}</body>`).window.document
    expect(doc.querySelector('nav a[href="/fr/about-us"]')?.textContent).toBe('À propos')
    // The site's links; the one to this page in English (hreflang) leads out of /fr/.
    const links = [...doc.querySelectorAll('a[href^="/"]:not([hreflang])')].map((a) =>
      a.getAttribute('href'),
    )
    expect(links.filter((href) => !href!.startsWith('/fr/'))).toEqual([])
    expect(doc.querySelector('nav a[hreflang="en"]')?.getAttribute('href')).toBe('/services')
    const form = doc.querySelector('template')!.content.querySelector('form')
    expect(form?.getAttribute('aria-label')).toBe(`Réserver ${FACILITY_TOKENS.name}`)
    // English again after French: each language's own templates.
    const en = await render('/services', [facility])
    expect(en.data).toContain(`aria-label="Reserve ${FACILITY_TOKENS.name}"`)
    expect(en.root).toContain('href="/about-us"')
  })

  it('renders pages of two languages at once, each in its own (the server warms both)', async () => {
    const [en, fr] = await Promise.all([
      render('/services', [facility]),
      render('/fr/services', [facility]),
    ])
    expect(en.root).toContain('>About us<')
    expect(en.data).toContain(`aria-label="Reserve ${FACILITY_TOKENS.name}"`)
    expect(fr.root).toContain('>À propos<')
    expect(fr.data).toContain(`aria-label="Réserver ${FACILITY_TOKENS.name}"`)
  })
})
