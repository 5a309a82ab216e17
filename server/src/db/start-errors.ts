// What a person is told when the database cannot be used: one line that names it (the file, or
// PostgreSQL's host and database, never a password) and says what to do.
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config'
import { isDatabaseUnavailable } from './unavailable'

/** A database that cannot be used, said in one line for the person starting the server. */
export class DatabaseStartError extends Error {}

/** The database in words, for people: the file, or PostgreSQL's host and name (no password). */
export function describeDatabase(config: Pick<Config, 'DATABASE_URL' | 'sqliteFile'>): string {
  if (!config.DATABASE_URL) return config.sqliteFile
  const url = new URL(config.DATABASE_URL)
  const user = decodeURIComponent(url.username)
  const host = url.hostname || url.searchParams.get('host') || 'localhost'
  const name = decodeURIComponent(url.pathname.slice(1)) || user
  return `PostgreSQL database "${name}" on ${host}:${url.port || '5432'}${user ? ` as ${user}` : ''}`
}

/** The innermost error that says what went wrong (migrations wrap theirs). */
export function rootCause(error: unknown): { code?: string; message: string } {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined
  while (e?.cause && typeof e.code !== 'string') e = e.cause as typeof e
  const code = typeof e?.code === 'string' ? e.code : undefined
  const message = typeof e?.message === 'string' && e.message ? e.message : (code ?? String(e))
  return { code, message: message.split('\n')[0]! }
}

const READ_ONLY_ADVICE =
  'Make it writable by the user running the server (chown/chmod), or point DATA_DIR to a writable folder.'

function writable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.W_OK)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT'
  }
}

export function sqliteStartError(error: unknown, file: string): DatabaseStartError {
  const { code = '', message } = rootCause(error)
  const folder = path.dirname(file)
  if (/^SQLITE_(NOTADB|CORRUPT)/.test(code)) {
    return new DatabaseStartError(
      `Cannot open ${file}: it is not a SQLite database, or it is damaged (${message}). It was left as it is: restore it from a backup, or move it away to start a new database.`,
    )
  }
  if (/^SQLITE_FULL/.test(code) || code === 'ENOSPC') {
    return new DatabaseStartError(
      `Cannot write ${file}: the disk is full. Free some space, or point DATA_DIR to another disk.`,
    )
  }
  if (/^SQLITE_BUSY/.test(code)) {
    return new DatabaseStartError(
      `Cannot open ${file}: another program holds it locked (${message}). Try again when it has finished.`,
    )
  }
  if (/^SQLITE_(READONLY|CANTOPEN|IOERR)/.test(code) || /^(EACCES|EPERM|EROFS)$/.test(code)) {
    if (!writable(folder)) {
      return new DatabaseStartError(
        `Cannot write to ${folder}: the folder is read-only (the database needs to create files beside ${path.basename(file)}). ${READ_ONLY_ADVICE}`,
      )
    }
    const readOnly = [file, `${file}-wal`, `${file}-shm`].find((f) => !writable(f))
    return new DatabaseStartError(
      readOnly
        ? `Cannot write ${readOnly}: the file is read-only. ${READ_ONLY_ADVICE}`
        : `Cannot write ${file} (${message}). ${READ_ONLY_ADVICE}`,
    )
  }
  return new DatabaseStartError(`Cannot open ${file}: ${message}`)
}

export function postgresStartError(error: unknown, where: string): DatabaseStartError {
  const { code = '', message } = rootCause(error)
  if (code === '28P01' || code === '28000') {
    return new DatabaseStartError(
      `${where} refused the login (${message}). Check the user and password in DATABASE_URL.`,
    )
  }
  if (code === '3D000') {
    return new DatabaseStartError(
      `${where} does not exist (${message}). Create it (createdb), or correct DATABASE_URL.`,
    )
  }
  if (isDatabaseUnavailable(error)) {
    return new DatabaseStartError(
      `Cannot reach ${where} (${message}). Check that it is running and that DATABASE_URL names it.`,
    )
  }
  return new DatabaseStartError(`Cannot open ${where}: ${message}`)
}

export function noDatabase(config: Config, where: string): DatabaseStartError {
  const which = config.DATABASE_URL
    ? `${where} has no tables yet. Point DATABASE_URL at the server's database`
    : `There is no database at ${where}. Point DATA_DIR at the server's data folder (where hotel.sqlite is)`
  return new DatabaseStartError(
    `${which}, or pass --init to create a new database (with the hotel's catalogue) there.`,
  )
}
