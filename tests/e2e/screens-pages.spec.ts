import AxeBuilder from '@axe-core/playwright'
import type { Facility } from '../../contract/facility'
// Issue 3: every route's title, single h1 and the spec's texts; navigation; footer; theme.
import { PRERENDERED_ROUTES, type SiteRoute } from '../../src/lib/site-routes'
import {
  catalogueSaved,
  dayFromToday,
  expect,
  holdCode,
  hydrated,
  RESERVATIONS_KEY,
  storedReservations,
  test,
  waitForHydration,
  waitForServiceWorker,
} from '../support/e2e-pwa-fixtures'
import { adminHeaders, api } from '../support/server-process'

// These tests only read the site: they share the worker's server. One that changes what the
// server holds (adds a facility, makes a reservation) takes a server of its own.
test.use({ shareServer: true })

const pages: { path: SiteRoute | '/no-such-page'; title: string; h1: string; texts: string[] }[] = [
  {
    path: '/',
    title: 'Hearth House',
    h1: 'A Place from the Heart. A Home in the Community.',
    texts: ['Explore our services'],
  },
  {
    path: '/services',
    title: 'Services · Hearth House',
    h1: 'Services',
    texts: [
      'Bar',
      'Restaurant',
      'Hotel',
      'Event Center',
      'AirBnB Apartments',
      'Lounge & Suite',
      'Sports Center',
      'Rooms',
      'Apartments',
      'Activity Centers',
    ],
  },
  { path: '/our-rates', title: 'Rate · Hearth House', h1: 'Rate', texts: ['Coming Soon'] },
  {
    path: '/about-us',
    title: 'About · Hearth House',
    h1: 'About',
    texts: ['Hearth House began as a family home'],
  },
  {
    path: '/mission',
    title: 'Mission & Values · Hearth House',
    h1: 'Mission & Values',
    texts: [
      'Our mission is',
      'Love & Care',
      'Community First',
      'Comfort & Cleanliness',
      'Cultural Respect',
      'Service with Soul',
    ],
  },
  {
    path: '/contact-us',
    title: 'Contact Us · Hearth House',
    h1: 'Contact Us',
    texts: ['Phone', 'Office address', 'Email'],
  },
  {
    path: '/confirmation',
    title: 'Your Reservation · Hearth House',
    h1: 'Your Reservation',
    texts: ['There is no reservation on this device yet.'],
  },
  {
    path: '/no-such-page',
    title: 'Error Page · Hearth House',
    h1: 'Error Page',
    texts: [
      'Oops! Something Went Wrong',
      "We're sorry, but an error occurred. It might be a temporary issue, or the page you're looking for doesn't exist.",
    ],
  },
]

for (const p of pages) {
  test(`${p.path}: title, one h1 and the spec's texts`, async ({ page }) => {
    await page.goto(p.path)
    await expect(page).toHaveTitle(p.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1)
    for (const text of p.texts)
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
  })
}

test('the home page links to the mission and the services', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Our Mission and Vision' }).click()
  await expect(page).toHaveURL(/\/mission$/)
  await page.goto('/')
  await page.getByRole('link', { name: 'Explore', exact: true }).click()
  await expect(page).toHaveURL(/\/services$/)
})

test('the error page: a 404 from the server, and Back to Home', async ({ page, server }) => {
  const res = await fetch(`${server.url}/no-such-page`, { headers: { accept: 'text/html' } })
  expect(res.status).toBe(404)
  await page.goto('/no-such-page')
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveTitle('Hearth House')
})

test.describe('with a server of its own', () => {
  // The staff add a room: the other tests' catalogue stays as seeded.
  test.use({ shareServer: false })

  test('/services arrives with the current catalogue in its HTML, and is hydrated from it', async ({
    page,
    server,
  }) => {
    const html = async () => (await fetch(`${server.url}/services`)).text()
    const first = await html()
    expect(first).toContain(
      '<h3 class="facility-name" data-facility-part="name">Garden Double Room</h3>',
    )
    // What a guest asks first, from the seeded catalogue, in the HTML before any script runs.
    expect(first).toMatch(
      /<h3 class="facility-name" data-facility-part="name">Garden Double Room<\/h3><p class="facility-guests" data-facility-part="guests">(?:(?!<\/p>).)*Sleeps 2 guests<\/p>/,
    )
    expect(first.slice(0, first.indexOf('</head>')), 'the first photos are hinted').toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]*garden-double-room-400\.webp/,
    )
    expect(first).not.toContain('Loading...')
    expect(first).toContain('id="hearth-catalogue"')
    // The staff add a room: the next page has it (the rendered page follows the list's changes).
    await api(
      server.url,
      'POST',
      '/api/facilities',
      {
        type: 'room',
        name: 'Tower <Suite>',
        desc: 'High up.',
        img: '/images/facilities/rooftop-studio-800.webp',
        capacity: 1,
        guests: 3,
      },
      adminHeaders,
    )
    const second = await html()
    expect(second).toContain('Tower &lt;Suite&gt;')
    expect(second, 'the data cannot close its script element').not.toContain('Tower <Suite>')
    // The render bundle is the server's own.
    expect((await fetch(`${server.url}/.ssr/entry.js`)).ok).toBe(false)

    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
    await page.goto('/services')
    await expect(page.getByRole('heading', { name: 'Tower <Suite>' })).toBeVisible()
    const card = (name: string) =>
      page.locator('.card').filter({ has: page.getByRole('heading', { name, exact: true }) })
    await expect(card('Garden Double Room').locator('.facility-guests')).toHaveText(
      'Sleeps 2 guests',
    )
    await expect(card('Tower <Suite>').locator('.facility-guests')).toHaveText('Sleeps 3 guests')
    await page.getByRole('link', { name: 'See More: Tower <Suite>' }).click()
    // The dialog's code arrives first: slow on a busy machine.
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('dialog').getByText('Sleeps 3 guests')).toBeVisible()
    expect(errors).toEqual([])
  })
})

test('/confirmation with no entry links to the services', async ({ page }) => {
  await page.goto('/confirmation')
  await page.getByRole('link', { name: /rooms and services/ }).click()
  await expect(page).toHaveURL(/\/services$/)
})

test('contact page: tel and mailto links, field types, the map, and the form alert', async ({
  page,
}) => {
  await page.goto('/contact-us')
  await expect(page.getByRole('link', { name: '+234 803 555 0142' })).toHaveAttribute(
    'href',
    'tel:+2348035550142',
  )
  await expect(page.getByRole('link', { name: 'stay@hearthhouse.example' })).toHaveAttribute(
    'href',
    'mailto:stay@hearthhouse.example',
  )
  const form = page.getByRole('form', { name: 'Contact form' })
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email')
  await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel')
  for (const label of ['Name', 'Email', 'Phone', 'Reason']) {
    await expect(form.getByLabel(label)).toHaveAttribute('required', '')
  }
  // The drawn map comes with the page; the live one on a tap.
  await expect(page.getByRole('img', { name: /^Drawn map/ })).toBeVisible()
  await page.getByRole('button', { name: 'Show the live map' }).click()
  await expect(page.locator('iframe[title^="Map of the"]')).toHaveAttribute(
    'src',
    /openstreetmap\.org/,
  )
  await expect(page.getByRole('link', { name: /Open the map full size/ })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  )

  await form.getByLabel('Name').fill('Ada Obi')
  await form.getByLabel('Email').fill('ada@example.com')
  await form.getByLabel('Phone').fill('+234 803 555 0100')
  await form.getByLabel('Reason').fill('A wedding in June')
  // The alert blocks the page until it is answered, so it is answered as it opens.
  const messages: string[] = []
  page.once('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.accept()
  })
  await form.getByRole('button', { name: 'Send' }).click()
  await expect.poll(() => messages).toEqual(['Form submitted!'])
  await expect(form.getByLabel('Name')).toHaveValue('')
})

test('desktop navigation through the top links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [label, path, h1] of [
    ['Services', '/services', 'Services'],
    ['About us', '/about-us', 'About'],
    ['Mission', '/mission', 'Mission & Values'],
    ['Rates', '/our-rates', 'Rate'],
    ['Contact Us', '/contact-us', 'Contact Us'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  }
  await expect(page.getByLabel('Open menu')).toBeHidden()
  await expect(page.getByRole('link', { name: /on Instagram/ })).toHaveAttribute('target', '_blank')
})

test('phone navigation through the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  for (const [label, h1] of [
    ['Services', 'Services'],
    ['Mission', 'Mission & Values'],
    ['Contact Us', 'Contact Us'],
  ] as const) {
    // The menu's button is a <summary> (the menu works before the app runs): browsers expose it
    // as a button, Playwright's role engine does not, hence the label.
    const menuButton = page.getByLabel('Open menu')
    await menuButton.click()
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: label }).click()
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  }
  // Escape closes the menu and gives focus back to its button.
  const menuButton = page.getByLabel('Open menu')
  await menuButton.click()
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden()
  await expect(menuButton).toBeFocused()
})

test('footer links and the current year', async ({ page }) => {
  await page.goto('/mission')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Hearth House`)
  await footer.getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await footer.getByRole('link', { name: 'Explore our services' }).click()
  await expect(page).toHaveURL(/\/services$/)
  await footer.getByRole('link', { name: 'Book your stay' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('theme: dark by default, switchable, kept after a reload', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
})

test('each prerendered page is hydrated: the app takes over its markup, with no mismatch', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())))
  page.on('pageerror', (e) => errors.push(e.message))
  await page.route('https://www.openstreetmap.org/**', (r) => r.abort())
  // Marks every element of the page as the server sent it, before any of the app's code runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      for (const el of document.querySelectorAll('#root *')) {
        ;(el as Element & { prerendered?: boolean }).prerendered = true
      }
    }),
  )
  const prerendered: readonly string[] = PRERENDERED_ROUTES
  for (const p of pages.filter((p) => prerendered.includes(p.path))) {
    await page.goto(p.path)
    // The guest's hand, and the app has taken the page over.
    await waitForHydration(page)
    const kept = await page.evaluate(() =>
      [...document.querySelectorAll('#root h1, #root header a, #root footer a')].map(
        (el) => (el as Element & { prerendered?: boolean }).prerendered === true,
      ),
    )
    expect(kept.length, p.path).toBeGreaterThan(5)
    expect(kept, `${p.path}: the same elements, not a new render`).not.toContain(false)
  }
  expect(errors).toEqual([])
})

// Issue 5: on a slow line nothing competes with a landing page's first paint: its manifest is
// linked once it has painted, and once the photos in the first screen have come (the first rooms on
// /services). Issue 16: its code, most of its bytes and of its main-thread work, only at the
// guest's first touch (src/start/start-app.ts); the service worker is in place before (the site
// works offline after a visit, touched or not). Then the app runs.
for (const path of ['/', '/services', '/contact-us']) {
  test(`${path} links its manifest after its first paint, asks for its code at the guest's first touch, then runs`, async ({
    page,
  }) => {
    // The photos come only once the page has painted (a slow line).
    let painted = () => {}
    const paintSeen = new Promise<void>((resolve) => (painted = resolve))
    await page.route('**/images/**', async (route) => {
      await paintSeen
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'commit' })
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1)
    painted()
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
    // Loaded, its worker in place and in charge: and still none of its code asked for, no app.
    await page.waitForLoadState('load')
    await waitForServiceWorker(page)
    const codeAskedFor = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/.*\.js$/.test(r.name))
          .map((r) => ({ url: r.name, startTime: r.startTime })),
      )
    expect(await codeAskedFor(), 'code asked for before a touch').toEqual([])
    expect(await hydrated(page)).toBe(false)

    // A touch (a key here): the app runs, its links are React's.
    await waitForHydration(page)
    const { paint, photos } = await page.evaluate(() => {
      const inView = new Set(
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect()
            return box.width > 0 && box.top < innerHeight && box.left < innerWidth
          })
          .map((image) => image.currentSrc),
      )
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      return {
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        photos: resources
          .filter((r) => inView.has(r.name))
          .map((r) => ({ url: r.name, responseEnd: r.responseEnd })),
      }
    })
    const scripts = await codeAskedFor()
    expect(paint, 'the page painted').toBeGreaterThan(0)
    expect(scripts.length, 'the page fetched its code').toBeGreaterThan(3)
    if (path === '/services') expect(photos.length, 'photos in the first screen').toBeGreaterThan(0)
    const photosIn = Math.max(paint!, ...photos.map((photo) => photo.responseEnd))
    for (const script of scripts) {
      expect(
        script.startTime,
        `${script.url} asked for after the paint and the first screen's photos`,
      ).toBeGreaterThanOrEqual(photosIn)
    }
  })
}

// A guest looks at the home page and touches nothing (the app never starts), then, offline, opens
// the services page, which they never saw: the service worker answers with the page as built,
// whose catalogue only the app can fill in, so the app starts untouched, and shows the catalogue
// the worker kept when it became active (src/start/sw-pages.ts).
test('offline after an untouched visit, the services page starts its app and shows the catalogue', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await catalogueSaved(page)
  expect(await hydrated(page), 'the home page untouched: no app').toBe(false)
  await context.setOffline(true)
  await page.goto('/services')
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible()
  expect(await hydrated(page)).toBe(true)
})

// A request made offline waits on the device; the guest opens the site again and touches nothing:
// the app starts all the same (src/start/start-app.ts), and the request reaches the hotel. It is
// kept as a version before issue 39's session kept requests (one list under one key): the app
// takes that list over (src/lib/keyed-store.ts) and sends what it holds.
test('a request waiting on the device starts the app untouched, and reaches the hotel', async ({
  page,
  server,
}) => {
  const { body } = await api(server.url, 'GET', '/api/facilities')
  const room = (body as Facility[]).find((f) => f.type === 'room')!
  const id = `untouched-${crypto.randomUUID()}`
  await page.goto('/about-us')
  await page.evaluate(
    ([room, from, to, id, key]) =>
      localStorage.setItem(
        key,
        JSON.stringify([
          {
            reservation_id: id,
            name: 'Ines Moreau',
            phone: '+33 6 12 34 56 78',
            dateRange: { from, to },
            value: room.type,
            facility: { id: room._id, name: room.name },
            createdAt: new Date().toISOString(),
            status: 'pending',
          },
        ]),
      ),
    [room, dayFromToday(300), dayFromToday(301), id, RESERVATIONS_KEY] as const,
  )
  await page.reload()
  // Sent (or refused for its dates, should another test hold them): the hotel has heard of it.
  await expect
    .poll(async () => (await storedReservations(page)).find((r) => r.reservation_id === id)?.status)
    .toMatch(/^(sent|unavailable)$/)
  expect(await hydrated(page)).toBe(true)
})

test('/services carousels: Next is on where a row overflows, Previous once it has moved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/services')
  // The arrows follow the rows as the app measures them: it runs from the guest's first touch.
  await waitForHydration(page)
  const next = page.getByRole('button', { name: 'Next rooms' })
  const previous = page.getByRole('button', { name: 'Previous rooms' })
  await expect(next).toBeEnabled()
  await expect(previous).toBeDisabled()
  // A row out of sight is measured too, once it has been laid out.
  await expect(page.getByRole('button', { name: 'Next activity centers' })).toBeEnabled()
  await next.click()
  await expect(previous).toBeEnabled()
})

// A guest on a slow line scrolls the prerendered page before its code has arrived: the app taking
// over must leave the page where it is (the router scrolled it to the top once). Navigating then
// starts the next page at its top, and Back returns to the place left.
test('a page scrolled before the app runs stays where the guest left it', async ({ page }) => {
  // The page's code waits until the guest's scroll (which asks for it) is done.
  let release!: () => void
  const scrolled = new Promise<void>((resolve) => (release = resolve))
  let codeAskedFor!: () => void
  const asked = new Promise<void>((resolve) => (codeAskedFor = resolve))
  await page.route('**/assets/*.js', async (route) => {
    codeAskedFor()
    await scrolled
    await route.continue()
  })
  await page.goto('/services')
  await page.evaluate(() => window.scrollTo(0, 600))
  await asked
  release()
  // The app has taken over the page's content, and the router has rendered.
  await waitForHydration(page)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(600)

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/services$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)
})

test('a tap on See More before the app runs opens the form at once; the app takes it over', async ({
  page,
}) => {
  const release = await holdCode(page)
  // Not until 'load': the page's code is held, and the load event waits for it.
  await page.goto('/services', { waitUntil: 'domcontentloaded' })
  // Before any of the app's code has arrived: the page's inline script opens the first fields.
  await page.getByRole('link', { name: 'See More: Family Room' }).click()
  const dialog = page.getByRole('dialog', { name: 'Family Room' })
  await expect(dialog.getByLabel('Name')).toBeEnabled()
  await dialog.getByLabel('Name').fill('Ada')
  await dialog.getByLabel('Phone').pressSequentially('0803')
  await expect(dialog.getByRole('status')).toHaveText('Loading the calendar...')
  expect(await hydrated(page)).toBe(false)
  const axe = await new AxeBuilder({ page })
    .include('dialog[open]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  // It has a history entry of its own, as the app's dialog has: Back closes it.
  await expect(page).toHaveURL(/\/services\?reserve=/)

  // The app's dialog takes its place: what was typed, the caret in the same field, the months.
  release()
  await expect(dialog.getByRole('grid')).toHaveCount(2, { timeout: 15_000 })
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(dialog.getByLabel('Name')).toHaveValue('Ada')
  await expect(dialog.getByLabel('Phone')).toBeFocused()
  // The URL follows, as after a tap on the app's See More: a reload opens the same dialog.
  await expect(page).toHaveURL(/\/services\?reserve=/)
  await expect(dialog.getByLabel('Phone')).toBeFocused()
  await page.keyboard.type('5550142')
  await expect(dialog.getByLabel('Phone')).toHaveValue('08035550142')
  // Closing it leaves the services page as it was.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).toHaveURL(/\/services$/)
})

test('before the app runs, the early form closes; with no script at all, See More is a link', async ({
  page,
  browser,
  baseURL,
}) => {
  const release = await holdCode(page)
  await page.goto('/services', { waitUntil: 'domcontentloaded' })
  await page.getByRole('link', { name: 'See More: Family Room' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  release()
  await waitForHydration(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto('/services')
  await plain.getByRole('link', { name: 'See More: Family Room' }).click()
  await expect(plain).toHaveURL(/\/services\?reserve=/)
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Services')
  await noScript.close()
})

// Issue 16: the app starts at the guest's first touch, so a first tap on a button only the app
// answers comes before it runs: kept (the button busy), and given to the button once it does.
test('a tap on a button before the app runs is answered once it runs, once', async ({ page }) => {
  await page.route('https://www.openstreetmap.org/**', (r) => r.abort())
  const release = await holdCode(page)
  await page.goto('/contact-us')
  const show = page.getByRole('button', { name: 'Show the live map' })
  await show.click()
  await expect(show).toHaveAttribute('aria-busy', 'true')
  await expect(page.locator('iframe')).toHaveCount(0)
  release()
  await waitForHydration(page)
  await expect(page.locator('iframe[title^="Map of the"]')).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Show the live map' })).toHaveCount(0)
})

test('the theme toggle works before the app runs', async ({ page }) => {
  const release = await holdCode(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
  release()
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveClass(/\blight\b/)
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
})

test('the phone menu opens, closes and leads to its pages before the app runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const release = await holdCode(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const menu = page.getByRole('navigation', { name: 'Menu' })
  // Escape and a tap elsewhere close it (the inline script: src/start/phone-menu.ts).
  await page.getByLabel('Open menu').click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByLabel('Open menu')).toBeFocused()
  await page.getByLabel('Open menu').click()
  await expect(menu).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(menu).toBeHidden()
  await page.getByLabel('Open menu').click()
  await menu.getByRole('link', { name: 'Mission' }).click()
  await expect(page).toHaveURL(/\/mission$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission & Values')
  expect(await hydrated(page)).toBe(false)
  release()
})
