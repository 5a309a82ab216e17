// Backups of the SQLite database, for the staff's CLI (`npm run admin -- backup|restore <file>`).
// A backup is SQLite's online backup (safe while the server is serving: in WAL mode its read never
// blocks a write), checked and renamed into place whole. A restore checks the file, refuses while
// anything has the database open, keeps the current file aside and swaps the new one in with a
// rename. PostgreSQL has its own tools (pg_dump, pg_restore: docs/running.md, "Backups").
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  checkSqliteCompanions,
  inspectWal,
  inspectWalBytes,
  rebuiltWalHeader,
} from './db/sqlite-wal'

/** A refusal the operator can act on: printed as one message, exit code non-zero. */
export class BackupError extends Error {}

export const POSTGRES_BACKUPS = `This server's database is PostgreSQL (DATABASE_URL): back it up and restore it with
PostgreSQL's own tools, as docs/running.md's "Backups" section shows:

  pg_dump --format=custom --dbname="$DATABASE_URL" --file=hearth-$(date +%F).dump
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" hearth-YYYY-MM-DD.dump`

export interface DatabaseSummary {
  file: string
  bytes: number
  facilities: number
  reservations: number
}

/** The tables and columns the migrations create: what makes a file a Hearth House database. */
const EXPECTED_COLUMNS: Record<string, string[]> = {
  facilities: ['id', 'type', 'name', 'description', 'img', 'capacity', 'created_at'],
  reservations: [
    'reservation_id',
    'facility_id',
    'facility_type',
    'facility_name',
    'name',
    'phone',
    'email',
    'date_from',
    'date_to',
    'occupied_until',
    'received_at',
  ],
  kysely_migration: ['name', 'timestamp'],
}

/** Pages per backup step: all of them, so the copy is made in one read (see backupSqlite). */
const ALL_PAGES = 0x7fffffff

function fsyncPath(target: string) {
  const fd = fs.openSync(target, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * Opens `file` (a copy of our own), makes it one self-contained file (rollback journal, not WAL)
 * and checks it: SQLite's integrity check, then the tables and columns of a Hearth database.
 */
function checkCopy(file: string, shownAs: string): Omit<DatabaseSummary, 'file' | 'bytes'> {
  let copy: SQLite.Database | undefined
  try {
    copy = new SQLite(file, { fileMustExist: true })
    copy.pragma('journal_mode = DELETE')
    const problems = (copy.pragma('integrity_check') as { integrity_check: string }[]).map(
      (r) => r.integrity_check,
    )
    if (problems.join() !== 'ok') {
      throw new BackupError(
        `${shownAs} fails SQLite's integrity check: ${problems.slice(0, 3).join('; ')}`,
      )
    }
    for (const [table, columns] of Object.entries(EXPECTED_COLUMNS)) {
      const present = new Set(
        (copy.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name),
      )
      const missing = columns.filter((c) => !present.has(c))
      if (missing.length === columns.length) {
        throw new BackupError(`${shownAs} is not a Hearth House database: it has no ${table} table`)
      }
      if (missing.length > 0) {
        throw new BackupError(`${shownAs}: the ${table} table lacks ${missing.join(', ')}`)
      }
    }
    const count = (table: string) =>
      (copy!.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
    return { facilities: count('facilities'), reservations: count('reservations') }
  } catch (error) {
    if (error instanceof BackupError) throw error
    // Not SQLite at all ("file is not a database"), or damaged beyond the integrity check.
    throw new BackupError(`${shownAs} is not a usable SQLite database: ${(error as Error).message}`)
  } finally {
    copy?.close()
  }
}

/**
 * Copies the live database to `target` while the server may be writing: SQLite's backup API in
 * one step, so the copy is the database at one moment (one read transaction; in WAL mode the
 * server's writes go on meanwhile, and a backup cut into steps would restart on each of them).
 * Written as `<target>.partial-<pid>`, checked, flushed, then given its name; an existing
 * `target` is replaced only with `force`.
 */
export async function backupSqlite(
  sqliteFile: string,
  target: string,
  { force = false } = {},
): Promise<DatabaseSummary> {
  const dest = path.resolve(target)
  if (!fs.existsSync(sqliteFile)) {
    throw new BackupError(`There is no database at ${sqliteFile} to back up (check DATA_DIR).`)
  }
  // A damaged log would be read as far as it checks out, the copy called sound, and the log
  // deleted when this last connection closes (the nightly timer runs while a server refuses to
  // start on it): the backup stops first, as the server does (a DatabaseStartError, one line).
  checkSqliteCompanions(sqliteFile)
  checkTarget(sqliteFile, dest, force)
  const partial = `${dest}.partial-${process.pid}`
  fs.rmSync(partial, { force: true })
  try {
    const source = new SQLite(sqliteFile, { fileMustExist: true })
    try {
      source.pragma('busy_timeout = 5000')
      await source.backup(partial, { progress: () => ALL_PAGES })
    } finally {
      source.close()
    }
    const counts = checkCopy(partial, 'The backup just written')
    fsyncPath(partial)
    if (force) fs.renameSync(partial, dest)
    else {
      // A hard link never replaces a file that appeared meanwhile (rename would).
      fs.linkSync(partial, dest)
      fs.rmSync(partial)
    }
    fsyncPath(path.dirname(dest))
    return { file: dest, bytes: fs.statSync(dest).size, ...counts }
  } catch (error) {
    // A full disk, a folder we may not write: nothing is left under the name, or half-written.
    fs.rmSync(partial, { force: true })
    if (error instanceof BackupError) throw error
    throw new BackupError(`The backup failed; nothing was written at ${dest}: ${String(error)}`)
  }
}

/** Checks a new file's name as `backup` and `recover` do: not the live database, not existing. */
function checkTarget(sqliteFile: string, dest: string, force: boolean) {
  if (dest === sqliteFile || dest.startsWith(`${sqliteFile}-`)) {
    throw new BackupError(`${dest} is the live database: write the copy somewhere else.`)
  }
  if (!fs.existsSync(path.dirname(dest))) {
    throw new BackupError(`The folder ${path.dirname(dest)} does not exist.`)
  }
  if (fs.existsSync(dest) && !force) {
    throw new BackupError(`${dest} already exists: choose another name, or add --force.`)
  }
}

/** The page size a SQLite database's header gives (bytes 16-17; 1 stands for 65536). */
function pageSizeOf(database: Buffer): number {
  const size = database.length >= 18 ? database.readUInt16BE(16) : 0
  return size === 1 ? 65_536 : size
}

/**
 * Recovers what a damaged write-ahead log still holds into a new database file `target`, for
 * `restore` to put in place; the live files are only read. A log whose header is damaged gets a
 * rebuilt one (sqlite-wal.ts rebuiltWalHeader) and loses nothing, unless its frames are damaged
 * too. A log damaged in a frame keeps what SQLite reads, the transactions before that frame, and
 * only when `acceptLoss` says that the committed transactions after it may go: they cannot be
 * replayed without the damaged page. The result is checked as a backup is.
 */
export function recoverSqlite(
  sqliteFile: string,
  target: string,
  { acceptLoss = false, force = false } = {},
): DatabaseSummary & { how: string } {
  const dest = path.resolve(target)
  if (!fs.existsSync(sqliteFile)) throw new BackupError(`There is no database at ${sqliteFile}.`)
  checkTarget(sqliteFile, dest, force)
  const main = fs.readFileSync(sqliteFile)
  let wal = fs.existsSync(`${sqliteFile}-wal`)
    ? fs.readFileSync(`${sqliteFile}-wal`)
    : Buffer.alloc(0)
  let verdict = inspectWalBytes(wal)
  if (verdict.state !== 'damaged') {
    throw new BackupError(
      `${sqliteFile}-wal is not damaged: there is nothing to recover, the server opens the database as it is.`,
    )
  }
  let how = 'every transaction in the log'
  if ('header' in verdict.at) {
    const header = rebuiltWalHeader(wal, pageSizeOf(main))
    if (header) {
      wal = Buffer.concat([header, wal.subarray(header.length)])
      verdict = inspectWalBytes(wal)
      how = 'every transaction in the log (its header rebuilt)'
    } else if (!acceptLoss) {
      throw new BackupError(
        `The header of ${sqliteFile}-wal cannot be rebuilt (its first frame is damaged too). Add --accept-loss to recover the database without the log: as it was at its last checkpoint, every transaction in the log lost. Nothing was changed.`,
      )
    } else {
      wal = Buffer.alloc(0)
      how = 'the database as of its last checkpoint (the log could not be read)'
    }
  }
  if (verdict.state === 'damaged' && 'frame' in verdict.at) {
    const { frame, commitsAfter } = verdict.at
    if (!acceptLoss) {
      throw new BackupError(
        `Frame ${frame} of ${sqliteFile}-wal is damaged, and ${commitsAfter} committed transaction(s) after it cannot be recovered without it. Add --accept-loss to recover the database as it was before the damage (those transactions lost), or restore a backup. Nothing was changed.`,
      )
    }
    how = `the transactions before frame ${frame} (the ${commitsAfter} after it lost)`
  }
  // SQLite reads the log up to its last sound commit, folds it in, and the copy is checked.
  const partial = `${dest}.partial-${process.pid}`
  const clean = () => {
    for (const suffix of ['', ...COMPANIONS]) fs.rmSync(`${partial}${suffix}`, { force: true })
  }
  clean()
  try {
    fs.writeFileSync(partial, main)
    if (wal.length > 0) fs.writeFileSync(`${partial}-wal`, wal)
    const counts = checkCopy(partial, 'The recovered database')
    fsyncPath(partial)
    if (force) fs.renameSync(partial, dest)
    else fs.linkSync(partial, dest)
    fsyncPath(path.dirname(dest))
    return { file: dest, bytes: fs.statSync(dest).size, ...counts, how }
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`The recovery failed; nothing was written at ${dest}: ${String(error)}`)
  } finally {
    clean()
  }
}

/** Companions of a database file: they belong to that file and must never meet another. */
const COMPANIONS = ['-wal', '-shm', '-journal']

/**
 * Holds the live database exclusively, or refuses: every connection to a WAL database (the
 * server's, another admin command's) keeps a shared lock on the file as long as it is open, so an
 * exclusive lock is granted only when nothing has it open. Undefined when the file is not a
 * database SQLite can read (nothing can be serving it then; it is set aside all the same).
 */
function holdExclusively(sqliteFile: string): SQLite.Database | undefined {
  const current = new SQLite(sqliteFile, { fileMustExist: true })
  try {
    current.pragma('busy_timeout = 0')
    // Kept after the transaction, until close: no one can open the database meanwhile.
    current.pragma('locking_mode = EXCLUSIVE')
    current.exec('BEGIN EXCLUSIVE')
    current.exec('COMMIT')
    // Whatever is in its WAL goes into the file itself, which is then whole on its own.
    current.pragma('wal_checkpoint(TRUNCATE)')
    current.pragma('journal_mode = DELETE')
    return current
  } catch (error) {
    current.close()
    const code = (error as { code?: string }).code
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new BackupError(
        `The database ${sqliteFile} is in use (the server, or another admin command): stop the ` +
          'server (e.g. systemctl stop hearth) and run the restore again. Nothing was changed.',
      )
    }
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') return undefined
    throw error
  }
}

/** Copies `file` and its companions to `to` (same suffixes), byte for byte, flushed. */
function copyWithCompanions(file: string, to: string): void {
  for (const suffix of ['', ...COMPANIONS]) {
    if (!fs.existsSync(`${file}${suffix}`)) continue
    fs.copyFileSync(`${file}${suffix}`, `${to}${suffix}`)
    fsyncPath(`${to}${suffix}`)
  }
}

/**
 * Replaces the live database with the backup `source`: copied beside it, checked, then swapped in
 * by rename while the current file is held exclusively; the current file is kept as
 * `hotel.sqlite.before-restore-<time>`. Refused, with the live database untouched, when the backup
 * is not a sound Hearth database or when anything has the live database open.
 *
 * A backup with a write-ahead log beside it (a copy of a data folder rather than a file `backup`
 * wrote) is restored with its log folded in, once the log is checked; a damaged one is refused.
 * A live database whose log is damaged (the reason to restore, often) is first copied as it is,
 * log and all, to `hotel.sqlite.damaged-<time>`: holding it exclusively is SQLite's open, which
 * reads such a log as far as it checks out and truncates it.
 */
export function restoreSqlite(
  sqliteFile: string,
  source: string,
  now = new Date(),
): DatabaseSummary & { keptAs?: string; damagedKeptAs?: string } {
  const from = path.resolve(source)
  if (!fs.existsSync(from) || !fs.statSync(from).isFile()) {
    throw new BackupError(`There is no backup file at ${from}.`)
  }
  if (from === sqliteFile) throw new BackupError(`${from} is the live database itself.`)
  const sourceLog = inspectWal(from)
  if (sourceLog.state === 'damaged') {
    throw new BackupError(
      `${from}-wal, the write-ahead log beside the backup, is damaged (${sourceLog.why}): restoring the file without it would lose what it holds. Nothing was changed.`,
    )
  }
  const dir = path.dirname(sqliteFile)
  fs.mkdirSync(dir, { recursive: true })
  const incoming = `${sqliteFile}.restoring-${process.pid}`
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  try {
    fs.copyFileSync(from, incoming)
    if (sourceLog.state === 'sound') fs.copyFileSync(`${from}-wal`, `${incoming}-wal`)
    const counts = checkCopy(incoming, from)
    fsyncPath(incoming)
    let damagedKeptAs: string | undefined
    if (fs.existsSync(sqliteFile) && inspectWal(sqliteFile).state === 'damaged') {
      damagedKeptAs = `${sqliteFile}.damaged-${stamp}`
      copyWithCompanions(sqliteFile, damagedKeptAs)
      fsyncPath(dir)
    }
    let keptAs: string | undefined
    const current = fs.existsSync(sqliteFile) ? holdExclusively(sqliteFile) : undefined
    try {
      if (fs.existsSync(sqliteFile)) {
        keptAs = `${sqliteFile}.before-restore-${stamp}`
        fs.renameSync(sqliteFile, keptAs)
      }
      // A WAL or journal left beside the name would be replayed into the restored database.
      for (const suffix of COMPANIONS) fs.rmSync(`${sqliteFile}${suffix}`, { force: true })
      try {
        fs.renameSync(incoming, sqliteFile)
      } catch (error) {
        // Never leave the name empty (a server would start on a new, empty database).
        if (keptAs) fs.renameSync(keptAs, sqliteFile)
        throw error
      }
      fsyncPath(dir)
    } finally {
      current?.close()
    }
    return {
      file: sqliteFile,
      bytes: fs.statSync(sqliteFile).size,
      ...counts,
      keptAs,
      damagedKeptAs,
    }
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`The restore failed: ${String(error)}`)
  } finally {
    for (const suffix of ['', ...COMPANIONS]) fs.rmSync(`${incoming}${suffix}`, { force: true })
  }
}
