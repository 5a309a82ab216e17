// Issue 41: the inbox's first screen drawn by the server into the console's page, for a clerk
// signed in, on both databases. Signed in, /staff is the built page with the render bundle's
// screen in its root, the meta that tells the early reads, and the reads it was drawn from (the
// same JSON /api/staff/me and /api/staff/inbox answer), `no-store` and without an ETag: a
// guest's name is never kept. A guest's name cannot end the data block. Without a session (none,
// made up, signed out) or on another console address, the page is the built one, revalidated as
// before; a render that fails after the head has gone leaves the root empty for the console. The
// render bundle here is a stand-in the test writes (the console's own, src/staff/first-screen.tsx,
// is built by npm run build: the e2e tests load it).
// Issue 54: the desk's day (/staff/today) is drawn the same way, its reads with the day's, its
// stylesheet linked in the head; the installed console's start (/staff?start) sends a signed-in
// person to their role's screen. The calendar (/staff/calendar) is drawn too, as many days as the
// console's cookie says its window shows (14 or 7), and not without that cookie.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CALENDAR_DAYS_COOKIE,
  CONSOLE_ENTRY_ATTRIBUTE,
  FIRST_SCREEN_BUNDLE,
  FIRST_SCREEN_ID,
} from '../../contract/staff-paths'
import type { StaffInbox } from '../../contract/staff'
import { SSR_DIR } from '../../src/lib/start-names'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { adminHeaders, api, tempDir } from '../support/server-process'
import { STAFF_HOST, staffSessions, type StaffCaller } from '../support/staff-sessions'

const BUILT_MARK = '<title>Console</title>'
const SCRIPT_TAG = '<script src="/staff/assets/early-reads-abc.js"></script>'
/** The console's code, as Vite's page asks for it. */
const ENTRY = '/staff/assets/index-abc.js'
const ENTRY_TAG = `<script type="module" crossorigin src="${ENTRY}"></script>`
/** The build's list of each screen's files (vite.staff.config.ts), as its page carries it. */
const DAY_STYLES = '/staff/assets/today-page-abc.css'
const CALENDAR_STYLES = '/staff/assets/calendar-page-abc.css'
const NUMBERS_STYLES = '/staff/assets/numbers-page-abc.css'
const SCREENS_BLOCK =
  '<script type="application/json" id="early-screens">' +
  JSON.stringify({
    '/staff/today': ['/staff/assets/today-page-abc.js', DAY_STYLES],
    '/staff/calendar': ['/staff/assets/calendar-page-abc.js', CALENDAR_STYLES],
    '/staff/numbers': ['/staff/assets/numbers-page-abc.js', NUMBERS_STYLES],
  }) +
  '</script>'
const BROKEN = 'Broken Render'
/** A name that would end a script block, were it not escaped. */
const SCRIPTED_NAME = 'Ada </script><script>alert(1)</script>'
/** A guest of a priced room: the inbox's card shows the request's total (issue 51). */
const PRICED_NAME = 'Priced Guest'

/** A console build of two files: its page, and a render bundle drawing the names it is given. */
function buildSite(): string {
  const site = tempDir('hearth-first-screen-')
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    fs.writeFileSync(path.join(site, file), content)
  }
  write(
    'staff/index.html',
    `<!doctype html><html><head>${BUILT_MARK}${SCRIPT_TAG}${ENTRY_TAG}</head>` +
      `<body><div id="root"></div>${SCREENS_BLOCK}</body></html>`,
  )
  write(
    path.join('staff', SSR_DIR, FIRST_SCREEN_BUNDLE),
    `const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
export function renderFirstScreen({ me, inbox, today, calendar, numbers }, screen = 'inbox') {
  if (me.name === ${JSON.stringify(BROKEN)}) throw new Error('a render that fails')
  if (screen === 'numbers')
    return '<h1>Numbers</h1><p class="month">' + numbers.month + ' ' + numbers.nights_sold + '</p>'
  if (screen === 'today') return '<h1>Today</h1><p class="day">' + today.date + '</p>'
  if (screen === 'calendar')
    return '<h1>Calendar</h1><p class="days">' + calendar.dates.length + '</p>' +
      calendar.facilities.map((f) => f.bars.map((b) => '<p class="bar">' + text(b.name) + '</p>').join('')).join('')
  return '<h2 id="needs-answer">Needs an answer</h2>' +
    inbox.needs_answer.map((r) => '<p class="row-guest">' + text(r.name) + '</p>').join('')
}
`,
  )
  return site
}

describe.each(databaseTargets())('the inbox drawn into its page on $name', (target) => {
  let staff: Awaited<ReturnType<typeof staffSessions>>
  let clerk: StaffCaller
  beforeAll(async () => {
    staff = await staffSessions(target, { env: { SITE_DIR: buildSite() } })
    clerk = await staff.person('Front Desk', 'frontdesk')
    const room = await createFacility(staff.server, { capacity: 2 })
    for (const name of ['Grace Eze', SCRIPTED_NAME]) {
      const res = await reserve(
        staff.server,
        room._id,
        reserveBody(room, { reservation_name: name }),
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    // ₦45,000 a night: the default stay of two nights is quoted ₦90,000.
    const priced = await createFacility(staff.server, { capacity: 2 })
    const rate = await api(
      staff.server,
      'POST',
      `/api/staff/facilities/${priced._id}/rates`,
      { nightly: 4_500_000 },
      adminHeaders,
    )
    expect(rate.status, JSON.stringify(rate.body)).toBe(201)
    const res = await reserve(
      staff.server,
      priced._id,
      reserveBody(priced, { reservation_name: PRICED_NAME }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  })
  afterAll(() => staff?.close())

  const page = (url: string, cookie?: string) =>
    staff.server.app.inject({
      method: 'GET',
      url,
      headers: { host: STAFF_HOST, accept: 'text/html', ...(cookie ? { cookie } : {}) },
    })
  const dataBlock = (html: string) => {
    const match = new RegExp(
      `<script type="application/json" id="${FIRST_SCREEN_ID}">([^<]*)</script>`,
    ).exec(html)
    return match
      ? (JSON.parse(match[1]!) as {
          me: unknown
          inbox: StaffInbox
          today?: unknown
          calendar?: unknown
          numbers?: unknown
        })
      : undefined
  }
  const expectBuilt = (res: Awaited<ReturnType<typeof page>>) => {
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(BUILT_MARK)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).toContain(ENTRY_TAG)
    expect(res.body).not.toContain(FIRST_SCREEN_ID)
    expect(res.body).not.toContain(CONSOLE_ENTRY_ATTRIBUTE)
    expect(res.body).not.toContain('Grace Eze')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.etag).toBeDefined()
  }

  it('draws the inbox for a signed-in clerk, private, with the reads it was drawn from', async () => {
    const res = await page('/staff', clerk.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers.etag).toBeUndefined()
    expect(res.body).toContain(
      '<div id="root"><h2 id="needs-answer">Needs an answer</h2><p class="row-guest">Grace Eze</p>',
    )
    // The meta comes before the head's scripts: the early reads find it when they run.
    const meta = res.body.indexOf(`<meta name="${FIRST_SCREEN_ID}"`)
    expect(meta).toBeGreaterThan(-1)
    expect(meta).toBeLessThan(res.body.indexOf(SCRIPT_TAG))
    // The console's code fetched as early, to be run once the drawn screen has been painted.
    expect(res.body).not.toContain(ENTRY_TAG)
    expect(res.body).toContain(
      `<link rel="modulepreload" crossorigin href="${ENTRY}" ${CONSOLE_ENTRY_ATTRIBUTE} />`,
    )
    const reads = dataBlock(res.body)
    expect(reads?.me).toEqual((await clerk('GET', '/me')).json())
    expect(reads?.inbox).toEqual((await clerk('GET', '/inbox')).json())
    expect(reads?.inbox.needs_answer.map((r) => r.name)).toContain(SCRIPTED_NAME)
    // Each row carries its stored quote: the cards' totals need no read of their own (issue 51).
    const priced = reads?.inbox.needs_answer.find((r) => r.name === PRICED_NAME)
    expect(priced?.quote).toMatchObject({ currency: 'NGN', total: 9_000_000 })
    expect(reads?.inbox.needs_answer.find((r) => r.name === 'Grace Eze')?.quote).toBeNull()
  })

  it('keeps a guest’s name inside the data block and the screen', async () => {
    const { body } = await page('/staff', clerk.cookie)
    expect(body).not.toContain('</script><script>alert(1)')
    // The head's script, the build's list of screens and the data block.
    expect(body.match(/<script/g)).toHaveLength(3)
  })

  it('draws the desk’s day for the desk and owners, its styles linked, its reads with it', async () => {
    const owner = await staff.person('Owner Of Day', 'owner')
    for (const person of [clerk, owner]) {
      const res = await page('/staff/today', person.cookie)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const day = (await person('GET', '/today')).json() as { date: string }
      expect(res.body).toContain(`<div id="root"><h1>Today</h1><p class="day">${day.date}</p>`)
      expect(res.body).toContain(`<meta name="${FIRST_SCREEN_ID}" content="today" />`)
      // The day's stylesheet in the head, so the drawn day paints styled; the script's only.
      const link = res.body.indexOf(`<link rel="stylesheet" crossorigin href="${DAY_STYLES}" />`)
      expect(link).toBeGreaterThan(-1)
      expect(link).toBeLessThan(res.body.indexOf('</head>'))
      expect(res.body).not.toContain('href="/staff/assets/today-page-abc.js"')
      const reads = dataBlock(res.body)
      expect(reads?.today).toEqual(day)
      expect(reads?.me).toEqual((await person('GET', '/me')).json())
      expect(reads?.inbox).toEqual((await person('GET', '/inbox')).json())
    }
    // Another day is the console's to read; housekeeping has no day (nor inbox) to be drawn.
    expectBuilt(await page('/staff/today?date=2030-01-01', clerk.cookie))
    const housekeeping = await staff.person('Rooms Person', 'housekeeping')
    expectBuilt(await page('/staff/today', housekeeping.cookie))
    expectBuilt(await page('/staff/today'))
  })

  it('draws the owner’s month for an owner, its styles linked, and for nobody else', async () => {
    const owner = await staff.person('Owner Of Numbers', 'owner')
    const res = await page('/staff/numbers', owner.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const month = (await owner('GET', '/numbers')).json() as { month: string; nights_sold: number }
    expect(res.body).toContain(
      `<div id="root"><h1>Numbers</h1><p class="month">${month.month} ${month.nights_sold}</p>`,
    )
    expect(res.body).toContain(`<meta name="${FIRST_SCREEN_ID}" content="numbers" />`)
    const link = res.body.indexOf(`<link rel="stylesheet" crossorigin href="${NUMBERS_STYLES}" />`)
    expect(link).toBeGreaterThan(-1)
    expect(link).toBeLessThan(res.body.indexOf('</head>'))
    const reads = dataBlock(res.body)
    expect(reads?.numbers).toEqual(month)
    expect(reads?.me).toEqual((await owner('GET', '/me')).json())
    expect(reads?.today).toBeUndefined()
    // Another month is the console's to read; the figures are an owner's: the desk and
    // housekeeping get the page as built (the console tells them whose screen it is).
    expectBuilt(await page('/staff/numbers?month=2030-01', owner.cookie))
    expectBuilt(await page('/staff/numbers', clerk.cookie))
    const housekeeping = await staff.person('Rooms Of Numbers', 'housekeeping')
    expectBuilt(await page('/staff/numbers', housekeeping.cookie))
    expectBuilt(await page('/staff/numbers'))
  })

  it('draws the calendar as wide as the console’s cookie says, and not without it', async () => {
    const owner = await staff.person('Owner Of Calendar', 'owner')
    for (const person of [clerk, owner]) {
      for (const days of [14, 7]) {
        const res = await page(
          '/staff/calendar',
          `${person.cookie}; ${CALENDAR_DAYS_COOKIE}=${days}`,
        )
        expect(res.statusCode).toBe(200)
        expect(res.headers['cache-control']).toBe('no-store')
        expect(res.headers.etag).toBeUndefined()
        expect(res.body).toContain(`<div id="root"><h1>Calendar</h1><p class="days">${days}</p>`)
        // The guests' stays start in 10 days (reserveBody): in a fortnight, not in a week.
        if (days === 14) expect(res.body).toContain('<p class="bar">Grace Eze</p>')
        else expect(res.body).not.toContain('<p class="bar">')
        expect(res.body).toContain(`<meta name="${FIRST_SCREEN_ID}" content="calendar" />`)
        const link = res.body.indexOf(
          `<link rel="stylesheet" crossorigin href="${CALENDAR_STYLES}" />`,
        )
        expect(link).toBeGreaterThan(-1)
        expect(link).toBeLessThan(res.body.indexOf('</head>'))
        const reads = dataBlock(res.body)
        // The same calendar the API answers, unit lanes and all; who is signed in and the inbox.
        expect(reads?.calendar).toEqual((await person('GET', `/calendar?days=${days}`)).json())
        expect(reads?.me).toEqual((await person('GET', '/me')).json())
        expect(reads?.inbox).toEqual((await person('GET', '/inbox')).json())
        expect(reads?.today).toBeUndefined()
      }
    }
    // No width said, or one the calendar never shows: the console reads it itself.
    expectBuilt(await page('/staff/calendar', clerk.cookie))
    for (const said of ['28', '0', 'x', '14abc', ''])
      expectBuilt(await page('/staff/calendar', `${clerk.cookie}; ${CALENDAR_DAYS_COOKIE}=${said}`))
    // Another week (the console pages itself, no query), nobody, housekeeping: the built page.
    expectBuilt(
      await page('/staff/calendar?from=2030-01-01', `${clerk.cookie}; ${CALENDAR_DAYS_COOKIE}=14`),
    )
    expectBuilt(await page('/staff/calendar', `${CALENDAR_DAYS_COOKIE}=14`))
    const housekeeping = await staff.person('Rooms Calendar', 'housekeeping')
    expectBuilt(await page('/staff/calendar', `${housekeeping.cookie}; ${CALENDAR_DAYS_COOKIE}=14`))
  })

  it('starts each person on their role’s screen (/staff?start)', async () => {
    const go = async (cookie: string | undefined, where: string | undefined) => {
      const res = await page('/staff?start', cookie)
      if (where === undefined) return res
      expect(res.statusCode, res.body.slice(0, 200)).toBe(303)
      expect(res.headers.location).toBe(where)
      expect(res.headers['cache-control']).toBe('no-store')
      return res
    }
    await go(clerk.cookie, '/staff/today')
    await go((await staff.person('Rooms Start', 'housekeeping')).cookie, '/staff/housekeeping')
    // An owner starts on the inbox, drawn; nobody signed in gets the built page (the sign-in).
    const owner = await go((await staff.person('Owner Start', 'owner')).cookie, undefined)
    expect(owner.statusCode).toBe(200)
    expect(dataBlock(owner.body)?.inbox).toBeDefined()
    expectBuilt(await go(undefined, undefined))
    // The inbox's own address stays the inbox for the desk.
    expect(dataBlock((await page('/staff', clerk.cookie)).body)?.inbox).toBeDefined()
  })

  it('sends the built page without a live session', async () => {
    expectBuilt(await page('/staff'))
    expectBuilt(await page('/staff', `hearth_staff=${'x'.repeat(43)}`))
    const leaving = await staff.person('Leaving Soon', 'frontdesk')
    expect((await leaving('POST', '/sign-out')).statusCode).toBeLessThan(300)
    expectBuilt(await page('/staff', leaving.cookie))
  })

  it('draws only its screens: the console’s other addresses are the built page', async () => {
    for (const url of ['/staff/catalogue', '/staff/requests/WKW6M-38CKW', '/staff/'])
      expectBuilt(await page(url, clerk.cookie))
  })

  it('leaves the root to the console when the render fails after the head has gone', async () => {
    // The head is sent before the reads are made (the browser fetches its files meanwhile): a
    // read or the render failing after it ends the page with an empty root, which the console
    // draws itself from its own reads once its code has run, as on the built page.
    const broken = await staff.person(BROKEN, 'frontdesk')
    const res = await page('/staff', broken.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain(BUILT_MARK)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).toContain(
      `<link rel="modulepreload" crossorigin href="${ENTRY}" ${CONSOLE_ENTRY_ATTRIBUTE} />`,
    )
    expect(dataBlock(res.body)).toBeUndefined()
    expect(res.body).not.toContain('Grace Eze')
    expect(res.body).toMatch(/<\/html>$/)
  })

  it('sends the drawn page compressed as the browser accepts, the same page once decoded', async () => {
    const plain = await page('/staff', clerk.cookie)
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await staff.server.app.inject({
        method: 'GET',
        url: '/staff',
        headers: {
          host: STAFF_HOST,
          accept: 'text/html',
          'accept-encoding': `${encoding}, identity;q=0.5`,
          cookie: clerk.cookie,
        },
      })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(decode(res.rawPayload).toString()).toBe(plain.body)
    }
  })
})
