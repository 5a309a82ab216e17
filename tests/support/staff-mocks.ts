// The staff API as the console's browser tests stand it in (page.route on /api/staff/*): a
// realistic inbox in the hotel's zone, with the hostile text a guest may type. The server's own
// routes are tested by the API tests; these show the console's screens with known data.
import type { Page, Route } from '@playwright/test'
import type {
  StaffInbox,
  StaffMe,
  StaffRequest,
  StaffRequestDetail,
  StaffRequestPage,
} from '../../contract/staff'

/** The clock the console's pages run on: 12:00 UTC, 13:00 at the hotel (Africa/Lagos). */
export const NOW = new Date('2026-06-02T12:00:00.000Z')
export const TIME_ZONE = 'Africa/Lagos'
export const HOSTILE_NAME = '<img src=x onerror=alert(1)>'
export const SCRIPT_NAME = '</script><script>alert(2)</script>'
export const RTL_NAME = '\u202Egnp.exe Obi'
export const LONG_WORD = 'W'.repeat(2000)

export const ME: StaffMe = {
  id: 'st_1',
  name: 'Ada Obi',
  role: 'owner',
  passkeys: 1,
  phoneCallingCode: '234',
}

const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString()

function request(over: Partial<StaffRequest> & { reference: string }): StaffRequest {
  return {
    reservation_id: `res_${over.reference.replace('-', '')}_0123456789`,
    facility_id: 'garden-double-room',
    facility_name: 'Garden Double Room',
    facility_type: 'room',
    name: 'Chiamaka Eze',
    phone: '+234 803 555 0199',
    email: 'guest@example.com',
    dateRange: { from: '2026-06-12', to: '2026-06-15' },
    received_at: hours(-19),
    status: 'received',
    status_changed_at: null,
    status_note: null,
    hold_until: hours(5.3),
    ...over,
  }
}

export const NEEDS_ANSWER: StaffRequest[] = [
  request({ reference: 'WKW6M-38CKW', name: HOSTILE_NAME, language: 'fr' }),
  request({
    reference: 'HT4PQ-9ZRMA',
    name: RTL_NAME,
    facility_name: 'Community Hall',
    facility_type: 'activityCenter',
    dateRange: { from: '2026-06-20', to: '2026-06-20' },
    received_at: hours(-6),
    hold_until: hours(18),
  }),
  request({
    reference: 'B7XKD-2MNQP',
    name: LONG_WORD,
    facility_name: 'Riverside Two-Bedroom',
    facility_type: 'apartment',
    received_at: hours(-0.5),
    hold_until: hours(23.5),
  }),
]

export const COMING_UP: StaffRequest[] = [
  request({
    reference: 'CNF3R-MD7QX',
    name: 'Tunde Bakare',
    status: 'confirmed',
    dateRange: { from: '2026-06-04', to: '2026-06-06' },
    received_at: '2026-05-28T09:41:00.000Z',
    status_changed_at: '2026-05-28T10:02:00.000Z',
    status_note: 'Late check-in is fine: the night porter has your key.',
    hold_until: null,
  }),
]

export const INBOX: StaffInbox = {
  needs_answer: NEEDS_ANSWER,
  coming_up: COMING_UP,
  needs_answer_count: NEEDS_ANSWER.length,
  today: '2026-06-02',
  timeZone: TIME_ZONE,
}

export const ALL: StaffRequestPage = {
  records: [
    ...NEEDS_ANSWER,
    ...COMING_UP,
    request({
      reference: 'DCL8N-4WQTZ',
      name: SCRIPT_NAME,
      status: 'declined',
      status_note: 'We are full that weekend, sorry.',
      received_at: '2026-05-20T08:00:00.000Z',
      hold_until: null,
    }),
  ],
  next: 'cursor-2',
}

export const DETAIL: StaffRequestDetail = {
  record: NEEDS_ANSWER[0]!,
  timeZone: TIME_ZONE,
  guest_told: { devices: 1, text: false },
  events: [
    {
      at: NEEDS_ANSWER[0]!.received_at,
      from_status: null,
      to_status: 'received',
      by: 'guest',
      note: null,
      by_name: null,
    },
  ],
}

export const CONFIRMED_DETAIL: StaffRequestDetail = {
  record: COMING_UP[0]!,
  timeZone: TIME_ZONE,
  guest_told: { devices: 0, text: false },
  events: [
    {
      at: COMING_UP[0]!.received_at,
      from_status: null,
      to_status: 'received',
      by: 'guest',
      note: null,
      by_name: null,
    },
    {
      at: '2026-05-28T09:42:00.000Z',
      from_status: 'received',
      to_status: 'confirmed',
      by: 'staff',
      note: COMING_UP[0]!.status_note,
      by_name: 'Ada Obi',
    },
  ],
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })

export interface StaffMockOptions {
  /** Whether /me answers the person; a function to change it during the test. */
  signedIn?: boolean | (() => boolean)
  /** Answers to POST /requests/:ref/:answer, by answer; 200 with CONFIRMED_DETAIL otherwise. */
  answer?: (route: Route, answer: string) => Promise<void>
}

/** Stands the staff API in for `page`; returns the POSTs it was sent. */
export async function mockStaffApi(page: Page, options: StaffMockOptions = {}) {
  const posts: { path: string; body: unknown; headers: Record<string, string> }[] = []
  await page.route('**/api/staff/**', async (route) => {
    const url = new URL(route.request().url())
    const path = url.pathname.replace(/^\/api\/staff/, '')
    const method = route.request().method()
    if (method === 'POST') {
      posts.push({
        path,
        body: route.request().postDataJSON() as unknown,
        headers: route.request().headers(),
      })
    }
    if (path === '/events')
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
        body: 'retry: 600000\n\n',
      })
    if (path === '/sign-out') return route.fulfill({ status: 204 })
    const signedIn = typeof options.signedIn === 'function' ? options.signedIn() : options.signedIn
    if (path === '/me')
      return signedIn
        ? json(route, 200, ME)
        : json(route, 401, { error: { code: 'unauthorized', message: 'Sign in first.' } })
    if (path === '/invites/lookup')
      return json(route, 200, { name: 'Ada Obi', expires_at: hours(20) })
    if (path === '/inbox') return json(route, 200, INBOX)
    if (path === '/requests') return json(route, 200, ALL)
    const one = /^\/requests\/([^/]+)(?:\/(confirm|decline|cancel))?$/.exec(path)
    if (one?.[2]) {
      if (options.answer) return options.answer(route, one[2])
      return json(route, 200, CONFIRMED_DETAIL)
    }
    if (one?.[1] === 'CNF3R-MD7QX') return json(route, 200, CONFIRMED_DETAIL)
    if (one) return json(route, 200, DETAIL)
    return json(route, 404, { error: { code: 'not_found', message: 'Not mocked.' } })
  })
  return posts
}
