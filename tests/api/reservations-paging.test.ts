// Finding 8 of issue 14: the staff reach every request, through the API a page at a time
// (`?limit=&before=`, `Link: <…>; rel="next"`) and through the CLI's list and export, on both
// databases. 2,500 requests are written straight into the database (the API's own path is tested
// elsewhere), seven at a time sharing one received_at, so pages end inside such groups.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Insertable } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { encodeReservationCursor } from '../../contract/reservation'
import { connect } from '../../server/src/db/connect'
import { migrateToLatest } from '../../server/src/db/migrations'
import type { Database, ReservationsTable } from '../../server/src/db/schema'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { cliBuild } from '../support/cli-build'
import { createPgDatabase } from '../support/databases'
import {
  adminHeaders,
  api,
  ROOT,
  startServer,
  tempDir,
  type ServerHandle,
} from '../support/server-process'

const COUNT = 2500
const SAME_INSTANT = 7

function row(i: number, receivedAt: string): Insertable<ReservationsTable> {
  return {
    reservation_id: `paging${String(i).padStart(10, '0')}`,
    facility_id: 'f-paging',
    facility_type: 'room',
    facility_name: 'Paging Room',
    name: `Guest ${i}`,
    phone: '+2348035550142',
    email: '',
    date_from: '2030-01-01',
    date_to: '2030-01-02',
    occupied_until: '2030-01-02',
    received_at: receivedAt,
  }
}

/** The 2,500 rows, in the order the staff must see them: newest first, then by id. */
const rows = Array.from({ length: COUNT }, (_, i) =>
  row(i, new Date(Date.UTC(2020, 0, 1) + Math.floor(i / SAME_INSTANT) * 1000).toISOString()),
)
const expectedOrder = [...rows]
  .sort((a, b) =>
    a.received_at === b.received_at
      ? a.reservation_id < b.reservation_id
        ? -1
        : 1
      : a.received_at < b.received_at
        ? 1
        : -1,
  )
  .map((r) => r.reservation_id)

async function insertAll(database: Database) {
  await migrateToLatest(database.db as never)
  for (let i = 0; i < rows.length; i += 500) {
    await database.db
      .insertInto('reservations')
      .values(rows.slice(i, i + 500))
      .execute()
  }
}

const nextLink = (link: string | null) => /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1]

/** Every page from `first`, following the Link headers. */
async function walk(base: string, first: string) {
  const pages: { ids: string[]; link: string | undefined }[] = []
  let next: string | undefined = first
  while (next) {
    const res = await api(base, 'GET', next, undefined, adminHeaders)
    expect(res.status, next).toBe(200)
    const ids = (res.body as { reservation_id: string }[]).map((r) => r.reservation_id)
    next = nextLink(res.headers.get('link'))
    pages.push({ ids, link: next })
    if (pages.length > COUNT) throw new Error('the pages never end')
  }
  return pages
}

const execFileAsync = promisify(execFile)
const cli = async (args: string[], env: Record<string, string>) =>
  execFileAsync(process.execPath, [await cliBuild(), ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    maxBuffer: 20 * 1024 * 1024,
  })

interface Target {
  name: string
  /** The database filled with the rows; the env that names it to a server or the CLI. */
  prepare(): Promise<Record<string, string>>
}
const targets: Target[] = [
  {
    name: 'sqlite',
    async prepare() {
      const dataDir = tempDir()
      const database = connect({ sqliteFile: path.join(dataDir, 'hotel.sqlite') })
      await insertAll(database).finally(() => database.close())
      return { DATA_DIR: dataDir, DATABASE_URL: '' }
    },
  },
]
const pgAdminUrl = inject('pgAdminUrl')
if (pgAdminUrl) {
  targets.push({
    name: 'postgres',
    async prepare() {
      const databaseUrl = await createPgDatabase(pgAdminUrl)
      const database = connect({ databaseUrl, sqliteFile: '' })
      await insertAll(database).finally(() => database.close())
      return { DATA_DIR: tempDir(), DATABASE_URL: databaseUrl }
    },
  })
}

describe.each(targets)('paging 2,500 reservation requests on $name', (target) => {
  let server: ServerHandle
  let env: Record<string, string>
  beforeAll(async () => {
    env = await target.prepare()
    server = await startServer({
      dataDir: env.DATA_DIR,
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    })
  })
  afterAll(() => server?.stop())

  it('the API pages reach every request once, in order, 100 by default', async () => {
    const pages = await walk(server.url, '/api/reservations')
    expect(pages.map((p) => p.ids.length)).toEqual(Array(25).fill(100))
    expect(pages[0]!.link).toMatch(/^\/api\/reservations\?limit=100&before=[A-Za-z0-9_-]+$/)
    expect(pages.at(-1)!.link).toBeUndefined()
    expect(pages.flatMap((p) => p.ids)).toEqual(expectedOrder)

    // Pages of 1,000 (the most), and pages of 3 from a cursor in the middle of a group of seven.
    const big = await walk(server.url, '/api/reservations?limit=1000')
    expect(big.map((p) => p.ids.length)).toEqual([1000, 1000, 500])
    expect(big.flatMap((p) => p.ids)).toEqual(expectedOrder)
    const cursor = encodeReservationCursor(
      rows.find((r) => r.reservation_id === expectedOrder[10])!,
    )
    const small = await api(
      server.url,
      'GET',
      `/api/reservations?limit=3&before=${cursor}`,
      undefined,
      adminHeaders,
    )
    expect((small.body as { reservation_id: string }[]).map((r) => r.reservation_id)).toEqual(
      expectedOrder.slice(11, 14),
    )
  })

  it('refuses bad paging with the error JSON, after the token', async () => {
    const nul = Buffer.from(JSON.stringify(['2020-01-01T00:00:00.000Z', 'a\u0000b'])).toString(
      'base64url',
    )
    for (const query of [
      'limit=0',
      'limit=1001',
      'limit=-1',
      'limit=1.5',
      'limit=ten',
      'limit=',
      'limit=1&limit=2',
      'before=',
      'before=not-a-cursor',
      `before=${Buffer.from('["only one"]').toString('base64url')}`,
      `before=${nul}`,
      'before=%00',
      'offset=100',
    ]) {
      const res = await api(
        server.url,
        'GET',
        `/api/reservations?${query}`,
        undefined,
        adminHeaders,
      )
      expect(res.status, query).toBe(400)
      expect(res.body, query).toMatchObject({ error: { code: 'invalid_request' } })
      const anonymous = await api(server.url, 'GET', `/api/reservations?${query}`)
      expect(anonymous.status, query).toBe(401)
    }
  })

  it('the CLI lists older requests by cursor and exports every one', async () => {
    const first = await cli(['reservations', 'list', '--limit', '5'], env)
    const more = /--before ([A-Za-z0-9_-]+)/.exec(first.stdout)?.[1]
    expect(more, first.stdout).toBeDefined()
    for (const id of expectedOrder.slice(0, 5)) expect(first.stdout).toContain(id)
    const out = path.join(tempDir(), 'reservations.csv')
    const [second] = await Promise.all([
      cli(['reservations', 'list', '--limit', '5', '--before', more!], env),
      cli(['reservations', 'export', '--out', out], env),
    ])
    for (const id of expectedOrder.slice(5, 10)) expect(second.stdout).toContain(id)
    expect(second.stdout).not.toContain(expectedOrder[4])

    const lines = fs.readFileSync(out, 'utf8').split('\r\n')
    expect(lines.at(-1)).toBe('')
    const ids = lines.slice(1, -1).map((line) => /^"[^"]*","([^"]+)"/.exec(line)?.[1])
    expect(ids).toEqual(expectedOrder)
  })

  it('a request arriving between two pages shifts nothing', async () => {
    const first = await api(
      server.url,
      'GET',
      '/api/reservations?limit=50',
      undefined,
      adminHeaders,
    )
    const next = nextLink(first.headers.get('link'))!
    const facility = await createFacility(server.url)
    const newcomer = reserveBody(facility)
    expect((await reserve(server.url, facility._id, newcomer)).status).toBe(200)
    const second = await api(server.url, 'GET', next, undefined, adminHeaders)
    expect((second.body as { reservation_id: string }[]).map((r) => r.reservation_id)).toEqual(
      expectedOrder.slice(50, 100),
    )
    // …and it is the first of the list now.
    const top = await api(server.url, 'GET', '/api/reservations?limit=1', undefined, adminHeaders)
    expect(top.body).toMatchObject([{ reservation_id: newcomer.reservation_id }])
  })
})
