// The early reads name the same addresses as the console's code, which they cannot import; and
// an early read is only ever the page's first read of its path: never taken after a change (a
// sign-in), never made once the console's code has read for itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CALENDAR_DAYS_COOKIE, FIRST_SCREEN_ID, STAFF_PATH } from '../../contract/staff-paths'
import { EARLY_API, EARLY_CALENDAR_PATH, EARLY_INBOX_PATH, EARLY_WIDE } from './early-reads'
import { calendarQueryOptions } from './features/calendar/api'
import { WIDE } from './features/calendar/use-wide-screen'
import { STAFF_API } from './lib/staff-api'

const KEY = '__hearthStaffEarlyReads'

/** A media query's list that matches or not, and follows no change. */
const mediaList = (matches: boolean) => ({
  matches,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
})

/** A server that answers every read with 401 and counts the requests it got. */
function signedOutServer() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    if (url.endsWith('/sign-in/verify')) {
      return Response.json({ id: 's1', name: 'Ada Obi', role: 'owner', passkeys: 1 })
    }
    return Response.json({ error: { code: 'unauthorized', message: 'Sign in.' } }, { status: 401 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('early reads', () => {
  beforeEach(() => {
    vi.resetModules()
    window.history.replaceState({}, '', STAFF_PATH)
    delete (window as unknown as Record<string, unknown>)[KEY]
  })
  afterEach(() => vi.unstubAllGlobals())

  it('ask the API and the inbox the console uses', () => {
    expect(EARLY_API).toBe(STAFF_API)
    expect(EARLY_INBOX_PATH).toBe(STAFF_PATH)
    expect(EARLY_CALENDAR_PATH).toBe(`${STAFF_PATH}/calendar`)
    expect(EARLY_WIDE).toBe(WIDE)
  })

  it.each([
    [true, 14],
    [false, 7],
  ])(
    'on the calendar (wide: %s), read what its first screen reads: %i days',
    async (wide, days) => {
      window.history.replaceState({}, '', EARLY_CALENDAR_PATH)
      vi.stubGlobal('matchMedia', (query: string) => mediaList(query === EARLY_WIDE && wide))
      const fetch = signedOutServer()
      await import('./early-reads')
      // The days said to the server too, which draws the calendar at that width.
      expect(document.cookie).toContain(`${CALENDAR_DAYS_COOKIE}=${days}`)
      expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
        `${STAFF_API}/me`,
        `${STAFF_API}/inbox`,
        `${STAFF_API}/calendar?days=${days}`,
      ])
      // The calendar's own first read takes the early one: no second request.
      const { staffGet, unchecked } = await import('./lib/staff-api')
      await expect(staffGet(`/calendar?days=${days}`, unchecked())).rejects.toMatchObject({
        status: 401,
      })
      expect(fetch).toHaveBeenCalledTimes(3)
      // And that is the path the calendar's query asks for (a 401 here: signed out).
      const { queryFn } = calendarQueryOptions(undefined, days)
      await Promise.resolve(queryFn!({} as never)).catch(() => undefined)
      expect(String(fetch.mock.calls.at(-1)![0])).toBe(`${STAFF_API}/calendar?days=${days}`)
    },
  )

  it('are taken by the first read of their path only', async () => {
    const fetch = signedOutServer()
    await import('./early-reads')
    expect(fetch).toHaveBeenCalledTimes(2)
    const { staffGet, unchecked } = await import('./lib/staff-api')
    await expect(staffGet('/me', unchecked())).rejects.toMatchObject({ status: 401 })
    expect(fetch).toHaveBeenCalledTimes(2)
    await expect(staffGet('/me', unchecked())).rejects.toMatchObject({ status: 401 })
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('are forgotten after a change: a 401 from before a sign-in is not read after it', async () => {
    const fetch = signedOutServer()
    await import('./early-reads')
    const { staffGet, staffPost, unchecked } = await import('./lib/staff-api')
    await staffPost('/sign-in/verify', {}, unchecked())
    fetch.mockImplementation(async () => Response.json({ needs_answer: [] }))
    await expect(staffGet('/inbox', unchecked())).resolves.toEqual({ needs_answer: [] })
    expect(fetch).toHaveBeenCalledTimes(4)
  })

  it('are not made on a page the server drew the inbox into: its reads are in the page', async () => {
    const meta = document.createElement('meta')
    meta.name = FIRST_SCREEN_ID
    document.head.append(meta)
    try {
      const fetch = signedOutServer()
      await import('./early-reads')
      expect(fetch).not.toHaveBeenCalled()
    } finally {
      meta.remove()
    }
  })

  it('are not made once the console has read for itself (the async script came late)', async () => {
    const fetch = signedOutServer()
    const { staffGet, unchecked } = await import('./lib/staff-api')
    await expect(staffGet('/me', unchecked())).rejects.toMatchObject({ status: 401 })
    await import('./early-reads')
    expect(fetch).toHaveBeenCalledTimes(1)
    await expect(staffGet('/inbox', unchecked())).rejects.toMatchObject({ status: 401 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  describe("the screen's own files", () => {
    const SCREENS = {
      '/staff/calendar': [
        '/staff/assets/calendar-page-a1.js',
        '/staff/assets/calendar-page-b2.css',
      ],
      '/staff/requests/': ['/staff/assets/request-page-c3.js'],
    }
    const block = (text: string) => {
      const script = document.createElement('script')
      script.type = 'application/json'
      script.id = 'early-screens'
      script.textContent = text
      document.head.append(script)
    }
    const asked = () =>
      [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')])
    afterEach(() => document.head.replaceChildren())

    it('are asked for on the page that opens them, code and styles, and nothing else', async () => {
      signedOutServer()
      block(JSON.stringify(SCREENS))
      window.history.replaceState({}, '', '/staff/calendar')
      vi.stubGlobal('matchMedia', () => mediaList(true))
      await import('./early-reads')
      expect(asked()).toEqual([
        ['modulepreload', '/staff/assets/calendar-page-a1.js'],
        ['preload', '/staff/assets/calendar-page-b2.css'],
      ])
      const css = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!
      expect(css.as).toBe('style')
      expect(css.crossOrigin).toBe('')
    })

    it('under an address ending in a slash, for every page under it', async () => {
      const { screenFiles } = await import('./early-reads')
      block(JSON.stringify(SCREENS))
      expect(screenFiles('/staff/requests/AB12C-DE34F')).toEqual([
        '/staff/assets/request-page-c3.js',
      ])
      expect(screenFiles('/staff/requests')).toEqual([])
      expect(screenFiles('/staff')).toEqual([])
    })

    it('none without the block (the dev server) or with a broken one', async () => {
      const { screenFiles } = await import('./early-reads')
      expect(screenFiles('/staff/calendar')).toEqual([])
      block('{not json')
      expect(screenFiles('/staff/calendar')).toEqual([])
      document.head.replaceChildren()
      block(JSON.stringify({ '/staff/calendar': [1, '/staff/assets/x.js'] }))
      expect(screenFiles('/staff/calendar')).toEqual(['/staff/assets/x.js'])
    })
  })
})
