// Issue 41: the inbox's first screen drawn by the server into the console's page, for a clerk
// signed in, on both databases. Signed in, /staff is the built page with the render bundle's
// screen in its root, the meta that tells the early reads, and the reads it was drawn from (the
// same JSON /api/staff/me and /api/staff/inbox answer), `no-store` and without an ETag: a
// guest's name is never kept. A guest's name cannot end the data block. Without a session (none,
// made up, signed out), on another console address, or when the render fails, the page is the
// built one, revalidated as before. The render bundle here is a stand-in the test writes (the
// console's own, src/staff/first-screen.tsx, is built by npm run build: the e2e tests load it).
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_SCREEN_BUNDLE, FIRST_SCREEN_ID } from '../../contract/staff-paths'
import type { StaffInbox } from '../../contract/staff'
import { SSR_DIR } from '../../src/lib/start-names'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { adminHeaders, api, tempDir } from '../support/server-process'
import { STAFF_HOST, staffSessions, type StaffCaller } from '../support/staff-sessions'

const BUILT_MARK = '<title>Console</title>'
const SCRIPT_TAG = '<script src="/staff/assets/early-reads-abc.js"></script>'
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
    `<!doctype html><html><head>${BUILT_MARK}${SCRIPT_TAG}</head>` +
      '<body><div id="root"></div></body></html>',
  )
  write(
    path.join('staff', SSR_DIR, FIRST_SCREEN_BUNDLE),
    `const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
export function renderFirstScreen({ me, inbox }) {
  if (me.name === ${JSON.stringify(BROKEN)}) throw new Error('a render that fails')
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
    return match ? (JSON.parse(match[1]!) as { me: unknown; inbox: StaffInbox }) : undefined
  }
  const expectBuilt = (res: Awaited<ReturnType<typeof page>>) => {
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(BUILT_MARK)
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain(FIRST_SCREEN_ID)
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
    expect(body.match(/<script/g)).toHaveLength(2) // the head's script and the data block
  })

  it('sends the built page without a live session', async () => {
    expectBuilt(await page('/staff'))
    expectBuilt(await page('/staff', `hearth_staff=${'x'.repeat(43)}`))
    const leaving = await staff.person('Leaving Soon', 'frontdesk')
    expect((await leaving('POST', '/sign-out')).statusCode).toBeLessThan(300)
    expectBuilt(await page('/staff', leaving.cookie))
  })

  it('draws only the inbox: the console’s other addresses are the built page', async () => {
    for (const url of ['/staff/calendar', '/staff/requests/WKW6M-38CKW', '/staff/'])
      expectBuilt(await page(url, clerk.cookie))
  })

  it('sends the built page when the render fails', async () => {
    const broken = await staff.person(BROKEN, 'frontdesk')
    expectBuilt(await page('/staff', broken.cookie))
  })
})
