// The facilities list is served from memory with an ETag, and never stale: every write drops it,
// on this server, on every replica of a PostgreSQL database (LISTEN/NOTIFY), and on SQLite when
// another process (the staff CLI) writes to the file.
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { adminHeaders, api, type ServerHandle } from '../support/server-process'

interface Listed {
  _id: string
  name: string
  type: string
}
const names = async (url: string, pathname = '/api/facilities') =>
  ((await api(url, 'GET', pathname)).body as Listed[]).map((f) => f.name)

/** Another replica hears of a change within two seconds. */
const WITHIN_2_S = { timeout: 2_000, interval: 25 }

describe.each(databaseTargets())('the facilities list cache on $name', (target) => {
  let server: ServerHandle
  beforeAll(async () => {
    server = await target.start()
  })
  afterAll(() => server.stop())

  it('answers with an ETag, and 304 with no body when the guest has the current list', async () => {
    const first = await fetch(`${server.url}/api/facilities`)
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(first.headers.get('content-type')).toMatch(/^application\/json/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const body = await first.text()
    expect(JSON.parse(body)).toEqual(expect.any(Array))

    const again = await fetch(`${server.url}/api/facilities`, {
      headers: { 'if-none-match': etag! },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)

    const weakAmongOthers = await fetch(`${server.url}/api/facilities`, {
      headers: { 'if-none-match': `"other", W/${etag}` },
    })
    expect(weakAmongOthers.status).toBe(304)
    const other = await fetch(`${server.url}/api/facilities`, {
      headers: { 'if-none-match': '"not-this-one"' },
    })
    expect(other.status).toBe(200)
    expect(await other.text()).toBe(body)
  })

  it('shows a created facility at once, with a new ETag, and drops a deleted one', async () => {
    const before = await fetch(`${server.url}/api/facilities`)
    const oldTag = before.headers.get('etag')!
    const created = await createFacility(server.url, { name: 'Cache Test Loft', type: 'apartment' })
    expect(await names(server.url)).toContain('Cache Test Loft')
    expect(await names(server.url, '/api/facilities/type/apartment')).toContain('Cache Test Loft')
    expect(await names(server.url, '/api/facilities/type/room')).not.toContain('Cache Test Loft')

    const after = await fetch(`${server.url}/api/facilities`, {
      headers: { 'if-none-match': oldTag },
    })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(oldTag)

    const deleted = await api(
      server.url,
      'DELETE',
      `/api/facilities/${created._id}`,
      undefined,
      adminHeaders,
    )
    expect(deleted.status).toBe(204)
    expect(await names(server.url)).not.toContain('Cache Test Loft')
    expect(await names(server.url, '/api/facilities/type/apartment')).not.toContain(
      'Cache Test Loft',
    )
  })

  it('keeps no stale list through many reads and writes interleaved', async () => {
    const made: string[] = []
    for (let i = 0; i < 5; i++) {
      const reads = Array.from({ length: 10 }, () => names(server.url))
      const created = await createFacility(server.url, { name: `Interleaved ${i}` })
      made.push(created.name)
      await Promise.all(reads)
      expect(await names(server.url)).toEqual(expect.arrayContaining(made))
    }
  })

  if (target.name === 'postgres') {
    it('a write through one replica reaches the other replica (LISTEN/NOTIFY)', async () => {
      const replica = await target.start({ reuse: server })
      try {
        // Both servers hold the list in memory now.
        expect(await names(replica.url)).toEqual(await names(server.url))
        const created = await createFacility(server.url, { name: 'Told Through Notify' })
        await expect.poll(() => names(replica.url), WITHIN_2_S).toContain('Told Through Notify')
        await api(replica.url, 'DELETE', `/api/facilities/${created._id}`, undefined, adminHeaders)
        await expect.poll(() => names(server.url), WITHIN_2_S).not.toContain('Told Through Notify')
      } finally {
        expect(await replica.stop()).toBe(0)
      }
    })
  }

  if (target.name === 'postgres') {
    it('a facility created through one replica is booked at once through the other', async () => {
      const replica = await target.start({ reuse: server })
      try {
        // The replica holds the list in memory, without the facility about to be made.
        await names(replica.url)
        const room = await createFacility(server.url)
        // No wait for the NOTIFY: a facility the list lacks is read from the database.
        const res = await reserve(replica.url, room._id, reserveBody(room))
        expect([res.status, res.body]).toMatchObject([200, { status: 'received' }])
      } finally {
        expect(await replica.stop()).toBe(0)
      }
    })
  }

  if (target.name === 'sqlite') {
    it('books on the capacity another process has just written (the list kept is dropped)', async () => {
      const room = await createFacility(server.url, { capacity: 2 })
      const night = { dateRange: { from: inDays(20), to: inDays(21) } }
      expect((await reserve(server.url, room._id, reserveBody(room, night))).status).toBe(200)
      expect(await names(server.url)).toContain(room.name) // the list, with capacity 2, kept
      const other = new SQLite(path.join(server.dataDir, 'hotel.sqlite'))
      try {
        other.prepare('UPDATE facilities SET capacity = 1 WHERE id = ?').run(room._id)
      } finally {
        other.close()
      }
      const full = await reserve(server.url, room._id, reserveBody(room, night))
      expect(full.body).toMatchObject({ error: { code: 'dates_unavailable' } })
    })

    it('a write by another process to the same file is seen on the next read', async () => {
      expect(await names(server.url)).not.toContain('Written Elsewhere')
      const other = new SQLite(path.join(server.dataDir, 'hotel.sqlite'))
      try {
        other
          .prepare(
            `INSERT INTO facilities (id, type, name, description, img, capacity, created_at)
             VALUES (?, 'room', 'Written Elsewhere', 'By the staff CLI', '/x.webp', 1, ?)`,
          )
          .run(`cli-${Date.now()}`, new Date().toISOString())
      } finally {
        other.close()
      }
      expect(await names(server.url)).toContain('Written Elsewhere')
    })
  }
})
