// One answer to "is this error the database being out of reach?", for both dialects. Such an error
// says nothing about the request: the same call a little later may well succeed, so the API
// answers 503 with Retry-After (server/src/http/errors.ts), readiness says not ready, and the
// facilities list falls back to its last copy. Everything else stays a bug (500).

/** What the API tells a client to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5

/** Raised by the server itself when it knows the database cannot be used (not ready, too slow). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE'
}

// PostgreSQL SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const PG_CLASSES = [
  '08', // connection exception
  '53', // insufficient resources: disk full, out of memory, too many connections
]
const PG_CODES = new Set([
  '57P01', // admin_shutdown: a fast or smart shutdown, pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05', // idle_session_timeout
  '57014', // query_canceled: statement_timeout, or an operator's pg_cancel_backend
  '25006', // read_only_sql_transaction: a standby after a failover, or a read-only database
  '40001', // serialization_failure: the same call again succeeds
  '40P01', // deadlock_detected: likewise
  '55P03', // lock_not_available: likewise
])

// Node's socket errors on the way to the database server.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// node-postgres' own errors for a connection that is gone or never came.
const PG_CLIENT_MESSAGES = [
  /^Connection terminated/, // the server closed it; also the pool's connection timeout
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Query read timeout$/,
]

// better-sqlite3's extended result codes, e.g. SQLITE_IOERR_WRITE or SQLITE_READONLY_DBMOVED:
// locked longer than busy_timeout (the staff CLI, a backup), a disk that turned read-only or
// full, a file or folder that can no longer be opened. SQLITE_CORRUPT is not among them: it does
// not pass by waiting.
const SQLITE_CODES = /^SQLITE_(BUSY|READONLY|IOERR|FULL|CANTOPEN|PROTOCOL)(_|$)/

function isUnavailableItself(error: object): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (SQLITE_CODES.test(code) || SOCKET_CODES.has(code) || PG_CODES.has(code)) return true
    // An SQLSTATE is five characters of digits and capitals; `code` is also used by others.
    if (/^[0-9A-Z]{5}$/.test(code) && PG_CLASSES.includes(code.slice(0, 2))) return true
  }
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && PG_CLIENT_MESSAGES.some((m) => m.test(message))
}

/** Whether `error` (or what caused it) says the database cannot be reached or written just now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false
  if (isUnavailableItself(error)) return true
  // Node's happy-eyeballs connect fails with an AggregateError of each address's error.
  const errors = (error as { errors?: unknown }).errors
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1)
}
