// Backups of the SQLite database (issue 14): `npm run admin -- backup` taken while a running
// server takes a stream of reservations from parallel clients, restored into a fresh DATA_DIR and
// served again with every request acknowledged before the backup started; `restore` refused while
// a server has the database open, and refused for a damaged file, the live database untouched.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { restoreSqlite } from '../../server/src/backup'
import { createFacility, reserve, reserveBody, storedReservations } from '../support/api-fixtures'
import { cliBuild } from '../support/cli-build'
import { ROOT, startServer, tempDir, type ServerHandle } from '../support/server-process'

const execFileAsync = promisify(execFile)

/** The staff's CLI as `npm run admin` runs it (its sources, built once), on the given DATA_DIR. */
async function admin(args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [await cliBuild(), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    return { code: e.code ?? -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` }
  }
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')

describe('backup and restore on SQLite', () => {
  let server: ServerHandle
  const backupFile = path.join(tempDir('hearth-backup-'), 'hearth.sqlite')
  let ackedBeforeBackup: string[] = []
  const acked: string[] = []

  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    if (server.child.exitCode === null) await server.stop()
  })

  it('takes a backup under write load that holds every request acknowledged before it', async () => {
    const facilities = [await createFacility(server.url, { capacity: 1000 })]
    facilities.push(await createFacility(server.url, { capacity: 1000 }))
    let stop = false
    const failures: string[] = []
    const client = async (n: number) => {
      const facility = facilities[n % facilities.length]!
      while (!stop) {
        const body = reserveBody(facility)
        const res = await reserve(server.url, facility._id, body)
        if (res.status === 200) acked.push(body.reservation_id)
        else failures.push(`${res.status} ${JSON.stringify(res.body)}`)
      }
    }
    const clients = Array.from({ length: 6 }, (_, n) => client(n))
    try {
      await expect.poll(() => acked.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(100)
      ackedBeforeBackup = [...acked]
      const backup = await admin(['backup', backupFile], server.dataDir)
      const ackedDuringBackup = acked.length - ackedBeforeBackup.length
      expect(backup.code, backup.output).toBe(0)
      expect(backup.output).toContain(`Backup written and checked (integrity ok): ${backupFile}`)
      expect(backup.output).toMatch(/\d+ reservation requests/)
      // The server kept taking requests while the backup ran.
      expect(ackedDuringBackup).toBeGreaterThan(0)
    } finally {
      stop = true
      await Promise.all(clients)
    }
    expect(failures).toEqual([])

    // One self-contained, sound file (no WAL beside it to lose).
    const copy = new SQLite(backupFile, { readonly: true })
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
      expect(copy.pragma('journal_mode', { simple: true })).toBe('delete')
    } finally {
      copy.close()
    }
    expect(fs.existsSync(`${backupFile}-wal`)).toBe(false)

    const fresh = tempDir('hearth-restored-')
    const restore = await admin(['restore', backupFile], fresh)
    expect(restore.code, restore.output).toBe(0)
    const restored = await startServer({ dataDir: fresh })
    try {
      const stored = new Set((await storedReservations(restored.url)).map((r) => r.reservation_id))
      expect(ackedBeforeBackup.filter((id) => !stored.has(id))).toEqual([])
      // Nothing that was never sent; at most what was acknowledged by the end.
      expect([...stored].filter((id) => id.startsWith('r') && !acked.includes(id))).toEqual([])
    } finally {
      await restored.stop()
    }
  })

  it('refuses to overwrite a backup without --force, and says so when it cannot write', async () => {
    const before = sha256(backupFile)
    const [again, unwritable] = await Promise.all([
      admin(['backup', backupFile], server.dataDir),
      // A folder no file can be created in (even by root).
      admin(['backup', '/proc/hearth.sqlite'], server.dataDir),
    ])
    expect(again.code).not.toBe(0)
    expect(again.output).toContain('already exists')
    expect(sha256(backupFile)).toBe(before)
    expect(unwritable.code).not.toBe(0)
    expect(unwritable.output).toContain(
      'The backup failed; nothing was written at /proc/hearth.sqlite',
    )
    expect(unwritable.output).not.toMatch(/\n\s+at /) // one message, not a stack trace
  })

  it('refuses to restore while the server has the database open', async () => {
    const live = path.join(server.dataDir, 'hotel.sqlite')
    const inode = fs.statSync(live).ino
    const res = await admin(['restore', backupFile], server.dataDir)
    expect(res.code).not.toBe(0)
    expect(res.output).toContain('is in use')
    expect(fs.statSync(live).ino).toBe(inode)
    expect(fs.readdirSync(server.dataDir).filter((f) => f.includes('restor'))).toEqual([])
    // Still serving, with everything.
    expect((await storedReservations(server.url)).length).toBe(acked.length)
  })

  it('refuses damaged files, the live database untouched; restores in place once stopped', async () => {
    expect(await server.stop()).toBe(0)
    const live = path.join(server.dataDir, 'hotel.sqlite')
    const liveHash = sha256(live)

    const dir = tempDir('hearth-damaged-')
    const garbage = path.join(dir, 'garbage.sqlite')
    fs.writeFileSync(garbage, Buffer.alloc(8192, 0x5a))
    // A real backup whose pages after the first are overwritten: SQLite opens it, the check fails.
    const damaged = path.join(dir, 'damaged.sqlite')
    const bytes = fs.readFileSync(backupFile)
    bytes.fill(0x5a, 4096 + 100, Math.min(bytes.length, 4096 * 3))
    fs.writeFileSync(damaged, bytes)
    const notOurs = path.join(dir, 'not-ours.sqlite')
    const other = new SQLite(notOurs)
    other.exec('create table notes (body text)')
    other.close()

    // The CLI's own function, in this process (the CLI's refusals are tested above and below).
    for (const file of [garbage, damaged, notOurs]) {
      expect(() => restoreSqlite(live, file), file).toThrow(
        /not a usable SQLite database|integrity check|not a Hearth/,
      )
    }
    expect(sha256(live)).toBe(liveHash)
    expect(fs.readdirSync(server.dataDir).filter((f) => f.includes('restor'))).toEqual([])

    // The same backup, in place: the current file is kept aside, whole (its WAL folded in).
    const res = await admin(['restore', backupFile], server.dataDir)
    expect(res.code, res.output).toBe(0)
    const keptAs = /kept as (\S+)/.exec(res.output)?.[1]
    expect(keptAs).toMatch(/hotel\.sqlite\.before-restore-/)
    expect(fs.existsSync(`${live}-wal`)).toBe(false)
    const kept = new SQLite(keptAs!, { readonly: true })
    try {
      const n = kept.prepare('select count(*) as n from reservations').get() as { n: number }
      expect(n.n).toBe(acked.length)
    } finally {
      kept.close()
    }
    const again = await startServer({ dataDir: server.dataDir })
    try {
      const stored = new Set((await storedReservations(again.url)).map((r) => r.reservation_id))
      expect(ackedBeforeBackup.filter((id) => !stored.has(id))).toEqual([])
    } finally {
      await again.stop()
    }
  })
})
