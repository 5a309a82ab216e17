// The disk under a running SQLite server turns read-only, or fills up: bookings answer 503 with
// Retry-After (not 500), readiness says 503, the list is still served; once the disk is back,
// both recover with no restart, and a refused booking sent again is stored.
// Real faults need root: an immutable file (chattr +i, which stops root too, and also a file
// already open) and a small tmpfs filled to the brim. Without root (or without a filesystem that
// takes the immutable flag) these are skipped; the classification is unit-tested in any case
// (server/src/db/unavailable.test.ts).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { api, startServer, tempDir, type ServerHandle } from '../support/server-process'

const asRoot = process.getuid?.() === 0

/** Whether `command` works here (as root, on this filesystem). */
function works(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const probeDir = tempDir('hearth-probe-')
const immutableWorks =
  asRoot && works('chattr', ['+i', probeDir]) && works('chattr', ['-i', probeDir])
const tmpfsWorks =
  asRoot &&
  works('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probeDir]) &&
  works('umount', [probeDir])
fs.rmSync(probeDir, { recursive: true, force: true })

async function expectUnavailable(server: ServerHandle, facility: { _id: string; type: 'room' }) {
  const body = reserveBody(facility)
  const refused = await reserve(server.url, facility._id, body)
  expect(refused.status).toBe(503)
  expect(refused.body).toMatchObject({ error: { code: 'unavailable' } })
  expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  const ready = await api(server.url, 'GET', '/api/health/ready')
  expect(ready.status).toBe(503)
  expect(ready.body).toMatchObject({ error: { code: 'unavailable' } })
  expect((await api(server.url, 'GET', '/api/facilities')).status).toBe(200)
  return body
}

async function expectRecovered(server: ServerHandle, facility: { _id: string }, body: object) {
  expect((await api(server.url, 'GET', '/api/health/ready')).status).toBe(200)
  expect((await reserve(server.url, facility._id, body)).status).toBe(200)
  expect((await reserve(server.url, facility._id, reserveBody(facility as never))).status).toBe(200)
}

describe('the disk under a running SQLite server', () => {
  const cleanups: (() => unknown)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  it.skipIf(!immutableWorks)('turns read-only: 503, not ready, then back', async () => {
    const server = await startServer()
    cleanups.push(() => server.stop())
    const facility = (await createFacility(server.url, { capacity: 10 })) as {
      _id: string
      type: 'room'
    }
    expect((await reserve(server.url, facility._id, reserveBody(facility))).status).toBe(200)
    expect((await api(server.url, 'GET', '/api/facilities')).status).toBe(200)

    const file = path.join(server.dataDir, 'hotel.sqlite')
    const files = [file, `${file}-wal`]
    execFileSync('chattr', ['+i', ...files])
    const undo = () => works('chattr', ['-i', ...files])
    cleanups.push(undo)
    const body = await expectUnavailable(server, facility)

    undo()
    await expectRecovered(server, facility, body)
  })

  it.skipIf(!tmpfsWorks)('fills up: 503, not ready, then back', async () => {
    const dataDir = tempDir('hearth-full-')
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dataDir])
    cleanups.push(() => works('umount', [dataDir]))
    const server = await startServer({ dataDir })
    cleanups.push(() => server.stop())
    const facility = (await createFacility(server.url, { capacity: 10 })) as {
      _id: string
      type: 'room'
    }
    expect((await reserve(server.url, facility._id, reserveBody(facility))).status).toBe(200)

    const filler = path.join(dataDir, 'filler')
    try {
      fs.writeFileSync(filler, Buffer.alloc(4 * 1024 * 1024))
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
    }
    const body = await expectUnavailable(server, facility)

    fs.rmSync(filler)
    await expectRecovered(server, facility, body)
  })
})
