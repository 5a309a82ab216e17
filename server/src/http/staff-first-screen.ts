// The inbox's first screen in the console's page, for a clerk signed in (issue 41). On a phone on
// slow 4G the console's code (React, the router, the query cache: ~96 KB compressed) arrives only
// after about a second, and its first render takes half a second more at a phone's CPU: the page
// painted nothing of the inbox before both. Here the server draws that screen into the page with
// the console's own components (its render bundle, dist/staff/.ssr/first-screen.js, built from
// src/staff/first-screen.tsx), as it draws the guest's catalogue pages, and puts the two reads it
// was drawn from (/me and /inbox, as the API answers them) in a data block: the console's code
// starts from them and takes the page over, drawing the same screen. Without a live session, or
// on any failure, the page is the built one, as before. A page with a guest's name in it is
// `no-store`: never kept by a browser or a proxy (the console's worker never keeps a page either:
// src/staff/sw.ts), and only ever the answer to that person's own cookie.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { FIRST_SCREEN_BUNDLE, FIRST_SCREEN_ID } from '../../../contract/staff-paths'
import type { StaffInbox, StaffMe } from '../../../contract/staff'
import { hotel, SSR_DIR } from '../../../src/server-shared'
import type { StaffSessions } from './staff-auth'
import { readStaffCookie } from './staff-cookie'

/** What the first screen reads, as the console's API routes read it. */
export interface FirstScreenSources extends StaffSessions {
  me(staffId: string): Promise<StaffMe>
  inbox(): Promise<StaffInbox>
}

/** The render bundle's one function (src/staff/first-screen.tsx). */
type RenderFirstScreen = (reads: { me: StaffMe; inbox: StaffInbox }) => string

/** Where the built page leaves the console's root, and its head opens. */
const ROOT_TAG = '<div id="root"></div>'
const HEAD_TAG = '<head>'

/** The console's render bundle, or undefined when the build has none (or it does not load). */
export async function loadFirstScreenRender(
  staffDir: string,
  log: FastifyBaseLogger,
): Promise<RenderFirstScreen | undefined> {
  const file = path.join(staffDir, SSR_DIR, FIRST_SCREEN_BUNDLE)
  if (!fs.existsSync(file)) return undefined
  try {
    const module = (await import(pathToFileURL(path.resolve(file)).href)) as {
      renderFirstScreen?: RenderFirstScreen
    }
    // Drawn once now, not on a clerk's first load: a process's first render (the code compiled,
    // the date formatters' locale data read) took ~0.5 s, the next ones a few ms.
    module.renderFirstScreen?.(WARM_UP)
    return module.renderFirstScreen
  } catch (error) {
    log.warn({ err: error }, 'The console’s render bundle does not load: its page is as built')
    return undefined
  }
}

/**
 * A made-up screen of one request, drawn at start (loadFirstScreenRender); priced, so the money
 * formatter a card's total uses is made then too.
 */
const WARM_UP: Parameters<RenderFirstScreen>[0] = {
  me: { id: 'warm-up', name: 'Warm-up', role: 'owner', passkeys: 1, phoneCallingCode: '1' },
  inbox: {
    needs_answer: [
      {
        reservation_id: 'warm-up',
        reference: null,
        facility_id: 'warm-up',
        facility_type: 'room',
        facility_name: 'Warm-up',
        name: 'Warm-up',
        phone: '',
        email: '',
        dateRange: { from: '2026-01-01', to: '2026-01-02' },
        received_at: '2026-01-01T00:00:00.000Z',
        status: 'received',
        status_changed_at: '2026-01-01T00:00:00.000Z',
        status_note: null,
        hold_until: '2026-01-03T00:00:00.000Z',
        quote: {
          currency: hotel.currency,
          nights: [{ date: '2026-01-01', amount: 100 }],
          extra_guests: { count: 0, amount: 0 },
          total: 100,
        },
      },
    ],
    needs_answer_count: 1,
    coming_up: [],
    timeZone: 'UTC',
    today: '2026-01-01',
  },
}

/** JSON inside a data block: `<` escaped, so nothing a guest typed can end the block early. */
const blockJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The built page `template` with the inbox drawn in, for the request's session; undefined when
 * the request carries no live session (the built page is the answer then). A failure throws: the
 * caller answers with the built page.
 */
export async function firstScreenPage(
  request: FastifyRequest,
  template: string,
  sources: FirstScreenSources,
  render: RenderFirstScreen,
): Promise<string | undefined> {
  const sessionId = readStaffCookie(request)
  if (sessionId === undefined) return undefined
  const session = await sources.resolveSession(sessionId)
  if (!session) return undefined
  if (!template.includes(ROOT_TAG) || !template.includes(HEAD_TAG))
    throw new Error('the console’s page has no root or head to draw into')
  const [me, inbox] = await Promise.all([sources.me(session.actor.staffId), sources.inbox()])
  const screen = render({ me, inbox })
  // The meta first in the head, before the early-reads script that looks for it; the data block
  // after the screen, so its bytes do not hold the screen's paint back.
  return template
    .replace(HEAD_TAG, () => `${HEAD_TAG}<meta name="${FIRST_SCREEN_ID}" content="inbox" />`)
    .replace(
      ROOT_TAG,
      () =>
        `<div id="root">${screen}</div><script type="application/json" id="${FIRST_SCREEN_ID}">` +
        `${blockJson({ me, inbox })}</script>`,
    )
}
