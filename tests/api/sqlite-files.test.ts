// The files beside hotel.sqlite are checked before SQLite trusts them (issue 28). SQLite reads a
// write-ahead log with a damaged header as empty and ends one at a frame whose checksum fails: the
// bookings after it vanish, their nights are sold again, and the WAL is deleted at shutdown. A
// damaged WAL stops the server, the CLI and the backup with one line, every file left byte for
// byte; a crash's torn last frame is dropped, as SQLite should; an intact WAL after kill -9, or a
// stale -shm, is recovered with every acknowledged booking.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createFacility,
  inDays,
  reserve,
  reserveBody,
  storedReservations,
} from '../support/api-fixtures'
import { cliBuild } from '../support/cli-build'
import {
  api,
  runToExit,
  type ProcessRun,
  serverBuild,
  startServer,
  tempDir,
  type ServerHandle,
} from '../support/server-process'

/** Runs node on `args` with DATA_DIR, until it exits (20 s at most). */
const run = (args: string[], dataDir: string) =>
  runToExit(args, { DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, 'no-site') })

/** Every file of a data folder and its bytes' digest. */
function snapshot(dataDir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dataDir)
      .filter((name) => name.startsWith('hotel.sqlite'))
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(fs.readFileSync(path.join(dataDir, name)))
          .digest('hex'),
      ]),
  )
}

function copyFolder(from: string): string {
  const to = tempDir('hearth-wal-')
  for (const name of fs.readdirSync(from)) {
    if (name.startsWith('hotel.sqlite')) fs.copyFileSync(path.join(from, name), path.join(to, name))
  }
  return to
}

const WAL_HEADER = 32
const FRAME_HEADER = 24
/** The WAL's frames: offset, and whether it ends a transaction (a commit frame). */
function frames(wal: Buffer): { at: number; commit: boolean }[] {
  const size = FRAME_HEADER + wal.readUInt32BE(8)
  const list = []
  for (let at = WAL_HEADER; at + size <= wal.length; at += size) {
    list.push({ at, commit: wal.readUInt32BE(at + 4) !== 0 })
  }
  return list
}

/** Refused: exit 1, one line on stderr naming the WAL and what to do, no stack, files untouched. */
function expectRefusedForWal(result: ProcessRun, dataDir: string) {
  expect(result.code, result.stderr + result.stdout).toBe(1)
  // (The staff CLI first says which database it opens.)
  const lines = result.stderr
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('Database: '))
  expect(lines, result.stderr).toHaveLength(1)
  expect(lines[0]).toContain(path.join(dataDir, 'hotel.sqlite-wal'))
  expect(lines[0]).toMatch(/is damaged .*Nothing was changed.*backup/)
  expect(result.stderr + result.stdout).not.toMatch(/^\s+at /m)
}

describe('a SQLite database with its write-ahead log after a crash', () => {
  /** The folder as kill -9 left it: 3 bookings checkpointed, 5 more in the WAL only. */
  let crashed: string
  let room: { _id: string; type: 'room' }
  const before: string[] = [] // answered, then a clean stop
  const after: string[] = [] // answered, then kill -9

  beforeAll(async () => {
    const first = await startServer()
    const facility = await createFacility(first.url, { capacity: 1 })
    room = { _id: facility._id, type: 'room' }
    const book = async (server: ServerHandle, night: number, into: string[]) => {
      const body = reserveBody(room, { dateRange: { from: inDays(night), to: inDays(night + 1) } })
      const res = await reserve(server.url, room._id, body)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body).toMatchObject({ status: 'received' })
      into.push(body.reservation_id)
    }
    for (const night of [5, 6, 7]) await book(first, night, before)
    expect(await first.stop()).toBe(0)
    const second = await startServer({ dataDir: first.dataDir })
    for (const night of [8, 9, 10, 11, 12]) await book(second, night, after)
    await second.kill()
    crashed = first.dataDir
    expect(fs.statSync(path.join(crashed, 'hotel.sqlite-wal')).size).toBeGreaterThan(WAL_HEADER)
  })

  /** Starts a server on `dataDir` and reads what it kept; stops it. */
  async function served(dataDir: string) {
    const server = await startServer({ dataDir })
    try {
      const kept = new Set((await storedReservations(server.url)).map((r) => r.reservation_id))
      // What the guests' phones read: each later request's status.
      const statuses = await Promise.all(
        after.map(
          async (id) => (await api(server.url, 'GET', `/api/reservations/${id}/status`)).status,
        ),
      )
      const anotherGuest = await reserve(
        server.url,
        room._id,
        reserveBody(room, { dateRange: { from: inDays(12), to: inDays(13) } }),
      )
      return { kept, statuses, anotherGuest: anotherGuest.status }
    } finally {
      await server.stop()
    }
  }

  const startOn = async (dataDir: string) => run([await serverBuild()], dataDir)

  describe.concurrent('damaged: stops, every file as it was', () => {
    it('the header overwritten (SQLite would read the log as empty)', async () => {
      const dataDir = copyFolder(crashed)
      const walFile = path.join(dataDir, 'hotel.sqlite-wal')
      const wal = fs.readFileSync(walFile)
      const header = Buffer.from(wal.subarray(0, WAL_HEADER))
      wal.fill(0x5a, 0, WAL_HEADER)
      fs.writeFileSync(walFile, wal)
      const files = snapshot(dataDir)

      expectRefusedForWal(await startOn(dataDir), dataDir)
      expect(snapshot(dataDir)).toEqual(files)
      // The staff CLI and the nightly backup refuse alike (the backup used to copy the file
      // without the log, say "integrity ok", and delete the log when it closed).
      expectRefusedForWal(await run([await cliBuild(), 'facilities', 'list'], dataDir), dataDir)
      const backup = path.join(tempDir('hearth-wal-backup-'), 'copy.sqlite')
      expectRefusedForWal(await run([await cliBuild(), 'backup', backup], dataDir), dataDir)
      expect(fs.existsSync(backup)).toBe(false)
      expect(snapshot(dataDir)).toEqual(files)

      // Left as it was, the log is recoverable: its header put back, every booking is there.
      header.copy(wal, 0)
      fs.writeFileSync(walFile, wal)
      const { kept, statuses, anotherGuest } = await served(dataDir)
      expect([...before, ...after].filter((id) => !kept.has(id))).toEqual([])
      expect(statuses).toEqual(after.map(() => 200))
      expect(anotherGuest).toBe(409) // night 12 is taken: the room has one place
    })

    it('a frame in the middle (its checksum fails, committed transactions follow)', async () => {
      const dataDir = copyFolder(crashed)
      const walFile = path.join(dataDir, 'hotel.sqlite-wal')
      const wal = fs.readFileSync(walFile)
      const list = frames(wal)
      const middle = list[Math.floor(list.length / 2)]
      if (!middle) throw new Error('no frames')
      expect(list.slice(list.indexOf(middle) + 1).some((f) => f.commit)).toBe(true)
      const byte = middle.at + FRAME_HEADER + 100 // a byte of the page, as a storage fault would
      wal.writeUInt8(wal.readUInt8(byte) ^ 0xff, byte)
      fs.writeFileSync(walFile, wal)
      const files = snapshot(dataDir)

      expectRefusedForWal(await startOn(dataDir), dataDir)
      expect(snapshot(dataDir)).toEqual(files)
    })
  })

  describe.concurrent('sound: starts', () => {
    it('an intact log after kill -9: every acknowledged booking, the night still taken', async () => {
      const { kept, statuses, anotherGuest } = await served(copyFolder(crashed))
      expect([...before, ...after].filter((id) => !kept.has(id))).toEqual([])
      expect(statuses).toEqual(after.map(() => 200))
      expect(anotherGuest).toBe(409)
    })

    it('a torn last frame: the unfinished transaction is dropped, the rest kept', async () => {
      const dataDir = copyFolder(crashed)
      const walFile = path.join(dataDir, 'hotel.sqlite-wal')
      const wal = fs.readFileSync(walFile)
      const last = frames(wal).at(-1)!
      // The process died halfway through writing the last frame's page.
      fs.writeFileSync(walFile, wal.subarray(0, last.at + FRAME_HEADER + 1000))
      const { kept } = await served(dataDir)
      // The last frame ended the last transaction: at most the last booking goes with it.
      expect([...before, ...after.slice(0, -1)].filter((id) => !kept.has(id))).toEqual([])
    })

    it('a stale or garbled -shm: SQLite rebuilds its index from the log', async () => {
      const dataDir = copyFolder(crashed)
      fs.writeFileSync(path.join(dataDir, 'hotel.sqlite-shm'), Buffer.alloc(32_768, 0xa5))
      const { kept } = await served(dataDir)
      expect([...before, ...after].filter((id) => !kept.has(id))).toEqual([])
    })
  })

  describe.concurrent('restore', () => {
    const admin = async (dataDir: string, ...args: string[]) =>
      run([await cliBuild(), ...args], dataDir)

    it('from a copy of a data folder: the log beside the file comes with it', async () => {
      const source = copyFolder(crashed) // hotel.sqlite with the WAL of 5 bookings beside it
      const dataDir = tempDir('hearth-wal-restore-')
      const restored = await admin(dataDir, 'restore', path.join(source, 'hotel.sqlite'))
      expect(restored.code, restored.stderr).toBe(0)
      expect(restored.stdout).toContain('8 reservation requests')
      const { kept } = await served(dataDir)
      expect([...before, ...after].filter((id) => !kept.has(id))).toEqual([])
    })

    it('over a database whose log is damaged: the damaged files are kept byte for byte', async () => {
      const backupDir = tempDir('hearth-wal-backup-')
      const backup = await admin(copyFolder(crashed), 'backup', path.join(backupDir, 'b.sqlite'))
      expect(backup.code, backup.stderr).toBe(0)

      const dataDir = copyFolder(crashed)
      const walFile = path.join(dataDir, 'hotel.sqlite-wal')
      const wal = fs.readFileSync(walFile).fill(0x5a, 0, WAL_HEADER)
      fs.writeFileSync(walFile, wal)
      const files = snapshot(dataDir)
      const restored = await admin(dataDir, 'restore', path.join(backupDir, 'b.sqlite'))
      expect(restored.code, restored.stderr).toBe(0)
      const kept = /kept as it was, with the file, as (\S+)-wal/.exec(restored.stdout)?.[1]
      expect(kept, restored.stdout).toBeDefined()
      const digest = (file: string) =>
        createHash('sha256').update(fs.readFileSync(file)).digest('hex')
      expect(digest(kept!)).toBe(files['hotel.sqlite'])
      expect(digest(`${kept!}-wal`)).toBe(files['hotel.sqlite-wal'])
      const served8 = await served(dataDir)
      expect([...before, ...after].filter((id) => !served8.kept.has(id))).toEqual([])
    })
  })

  describe.concurrent('recover', () => {
    const admin = async (dataDir: string, ...args: string[]) =>
      run([await cliBuild(), ...args], dataDir)

    it('a damaged header: rebuilt, every booking back after restore', async () => {
      const dataDir = copyFolder(crashed)
      const walFile = path.join(dataDir, 'hotel.sqlite-wal')
      fs.writeFileSync(walFile, fs.readFileSync(walFile).fill(0x5a, 0, WAL_HEADER))
      const files = snapshot(dataDir)
      const out = path.join(tempDir('hearth-wal-recovered-'), 'recovered.sqlite')
      const recovered = await admin(dataDir, 'recover', out)
      expect(recovered.code, recovered.stderr).toBe(0)
      expect(recovered.stdout).toMatch(/every transaction in the log \(its header rebuilt\)/)
      expect(recovered.stdout).toContain('8 reservation requests')
      expect(snapshot(dataDir)).toEqual(files) // recover only reads
      expect((await admin(dataDir, 'restore', out)).code).toBe(0)
      const { kept, anotherGuest } = await served(dataDir)
      expect([...before, ...after].filter((id) => !kept.has(id))).toEqual([])
      expect(anotherGuest).toBe(409)
    })

    it('a damaged frame: refused unless the loss is accepted, then what came before it', async () => {
      const dataDir = copyFolder(crashed)
      const walFile = path.join(dataDir, 'hotel.sqlite-wal')
      const wal = fs.readFileSync(walFile)
      const list = frames(wal)
      const middle = list[Math.floor(list.length / 2)]
      if (!middle) throw new Error('no frames')
      const byte = middle.at + FRAME_HEADER + 100
      wal.writeUInt8(wal.readUInt8(byte) ^ 0xff, byte)
      fs.writeFileSync(walFile, wal)
      const files = snapshot(dataDir)
      const out = path.join(tempDir('hearth-wal-recovered-'), 'recovered.sqlite')
      const refused = await admin(dataDir, 'recover', out)
      expect(refused.code).not.toBe(0)
      expect(refused.stderr).toMatch(/committed transaction\(s\) after it .*--accept-loss/)
      expect(fs.existsSync(out)).toBe(false)

      const accepted = await admin(dataDir, 'recover', out, '--accept-loss')
      expect(accepted.code, accepted.stderr).toBe(0)
      expect(accepted.stdout).toMatch(/the transactions before frame \d+ \(the \d+ after it lost\)/)
      expect(snapshot(dataDir)).toEqual(files)
      expect((await admin(dataDir, 'restore', out)).code).toBe(0)
      const { kept } = await served(dataDir)
      expect(before.filter((id) => !kept.has(id))).toEqual([]) // checkpointed before the crash
      expect(after.filter((id) => !kept.has(id)).length).toBeGreaterThan(0)
    })
  })

  it('refuses a log without its database (it would be replayed into a new, empty one)', async () => {
    const dataDir = copyFolder(crashed)
    fs.rmSync(path.join(dataDir, 'hotel.sqlite'))
    const files = snapshot(dataDir)
    const result = await startOn(dataDir)
    expect(result.code, result.stderr).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toContain(path.join(dataDir, 'hotel.sqlite-wal'))
    expect(snapshot(dataDir)).toEqual(files)
  })
})
