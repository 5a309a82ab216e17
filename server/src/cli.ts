// The staff's admin CLI: `npm run admin -- <command>`. Works on the same database as the server
// (the same DATA_DIR or DATABASE_URL), so it can run while the server is up.
import { once } from 'node:events'
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import {
  decodeReservationCursor,
  NOTE_RULE,
  RESERVATION_PAGE_MAX,
  RESERVATION_STATUSES,
  ReservationStatus,
  StatusChangeBody,
  type ReservationCursor,
  type ReservationRecord,
} from '../../contract/reservation'
import {
  backupSqlite,
  BackupError,
  POSTGRES_BACKUPS,
  recoverSqlite,
  restoreSqlite,
  type DatabaseSummary,
} from './backup'
import { phoneDisplay } from '../../contract/phone-number'
import { ConfigError, loadConfig } from './config'
import { MESSAGES_USAGE, messagesCommand } from './contact/cli-commands'
import { openDatabase } from './db/open'
import { DatabaseStartError, describeDatabase } from './db/start-errors'
import { describeZodError } from './http/errors'
import {
  FACILITIES_USAGE,
  FACILITY_TEXTS_USAGE,
  facilityCommand,
  translateCommand,
} from './facilities/cli-commands'
import { listDeliveries, shownPayload } from './notifications/outbox'
import { type ReservationRules, type StatusAction } from './reservations/rules'
import { createServices } from './services'
import { STAFF_USAGE, staffCommand } from './staff/cli-commands'
import { DomainError } from './domain-errors'
import { hotelDates, staffDates } from './hotel-dates'
import { DEFAULT_LANGUAGE } from '../../src/server-shared'

const USAGE = `Usage: npm run admin -- <command>

${FACILITIES_USAGE}
${FACILITY_TEXTS_USAGE}
  reservations list [--status <received|confirmed|declined|cancelled|expired>]
                    [--facility <id>] [--limit <n>] [--before <cursor>]
                 newest first (50 by default, at most 1000), times in HOTEL_TIMEZONE; prints
                 the cursor of older ones
  reservations show <ref>                  one request and its history
  reservations confirm <ref> [--note <text>]
  reservations decline <ref> --note <text>
  reservations cancel <ref> [--note <text>]
  reservations reinstate <ref> [--note <text>]
                 confirms again a stay the hotel cancelled, while its nights are still free
                 The guest is told of each answer and their page shows the note.
                 ${NOTE_RULE}
  reservations history <ref>               every change: when, by whom, the note
                 <ref> is the guest's reference (ABCDE-FGHJK, any case) or the reservation_id
  reservations export [--out <file.csv>]   CSV of every reservation request (stdout by default)
  notifications list [--failed] [--limit <n>]
                 the notifications, newest first (the staff's, and the guests' push and text
                 messages): sent, waiting to retry (and why), failed
  push keys                 the Web Push public key browsers subscribe with (made on first use),
                            and any retired key still signing for older subscriptions
  push rotate-keys          a new key pair for new subscriptions; the old pair keeps signing for
                            the subscriptions made with it until they are gone
${MESSAGES_USAGE}
${STAFF_USAGE}
  backup <file> [--force]   SQLite: an online copy of the database, checked (safe while serving)
  restore <file>            SQLite: replaces the database with a checked backup (server stopped)
  recover <file> [--accept-loss]
                 SQLite, when the server refuses a damaged write-ahead log: writes what the
                 log still holds into a new, checked database <file>, for restore; the damaged
                 files are only read

The database is the server's: DATA_DIR (default ./data) or DATABASE_URL. None is created
unless --init is given (a new database holds the hotel's sample catalogue).`

class UsageError extends Error {}

/** An instant as the hotel's clock read it, in its forms: '24 Nov 2026, 14:05'. */
function hotelTime(timeZone: string): (iso: string) => string {
  return hotelDates(undefined, timeZone).momentShort
}

const CSV_COLUMNS = [
  'received_at',
  'reservation_id',
  'facility_name',
  'facility_type',
  'facility_id',
  'name',
  'phone',
  'email',
  'from',
  'to',
  'status',
  'reference',
  'status_changed_at',
  'status_note',
] as const

function csvCell(value: string): string {
  // Quote always; neutralise spreadsheet formulas a guest could have typed into their name.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

function csvLines(rows: ReservationRecord[]): string {
  return rows
    .map((r) => {
      const flat = { ...r, from: r.dateRange.from, to: r.dateRange.to }
      return CSV_COLUMNS.map((c) => csvCell(String(flat[c] ?? ''))).join(',') + '\r\n'
    })
    .join('')
}

export function toCsv(rows: ReservationRecord[]): string {
  return CSV_COLUMNS.join(',') + '\r\n' + csvLines(rows)
}

/** Rows read per query of an export: memory stays flat however many requests there are. */
const EXPORT_PAGE = 1000

/**
 * The CSV of every request, newest first, read a page at a time by cursor: each request that
 * existed when the export started is in it exactly once (newer ones join the next export).
 */
async function* csvOfEveryReservation(rules: ReservationRules): AsyncGenerator<string> {
  yield CSV_COLUMNS.join(',') + '\r\n'
  let before: ReservationCursor | undefined
  for (;;) {
    const { records, next } = await rules.listForStaff(EXPORT_PAGE, before)
    yield csvLines(records)
    if (!next) return
    before = decodeReservationCursor(next)
  }
}

async function writeChunks(out: NodeJS.WritableStream, chunks: AsyncIterable<string>) {
  for await (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain')
}

/** Written beside, then renamed: a failed export never leaves half a file under the name. */
async function writeFileAtomically(file: string, chunks: AsyncIterable<string>) {
  const partial = `${file}.partial-${process.pid}`
  const out = fs.createWriteStream(partial)
  try {
    await writeChunks(out, chunks)
    out.end()
    await once(out, 'finish')
    fs.renameSync(partial, file)
  } catch (error) {
    out.destroy()
    fs.rmSync(partial, { force: true })
    throw error
  }
}

/**
 * `backup` and `restore` work on the database file itself, so they run without opening it the
 * usual way (a restore must not hold the file it replaces, and may mend a database that no
 * longer opens).
 */
async function fileCommand(
  group: 'backup' | 'restore' | 'recover',
  file: string | undefined,
  { force, acceptLoss }: { force: boolean; acceptLoss: boolean },
) {
  const config = loadConfig()
  if (config.DATABASE_URL) throw new UsageError(POSTGRES_BACKUPS)
  if (!file) throw new UsageError(`${group} needs a file name.\n\n${USAGE}`)
  const counts = (s: DatabaseSummary) =>
    `${s.bytes.toLocaleString('en')} bytes, ${s.facilities} facilities, ${s.reservations} reservation requests`
  try {
    if (group === 'backup') {
      console.log(`Backing up ${config.sqliteFile} …`)
      const copy = await backupSqlite(config.sqliteFile, file, { force })
      console.log(`Backup written and checked (integrity ok): ${copy.file}\n  ${counts(copy)}`)
      return
    }
    if (group === 'recover') {
      const recovered = recoverSqlite(config.sqliteFile, file, { force, acceptLoss })
      console.log(
        `Recovered ${recovered.how} into ${recovered.file} (integrity ok)\n  ${counts(recovered)}`,
      )
      console.log(
        `Put it in place with the server stopped (the damaged files are kept beside it):\n  npm run admin -- restore ${recovered.file}`,
      )
      return
    }
    const restored = restoreSqlite(config.sqliteFile, file)
    console.log(`Restored ${restored.file} from ${file}\n  ${counts(restored)}`)
    if (restored.keptAs) console.log(`The database it replaced is kept as ${restored.keptAs}`)
    if (restored.damagedKeptAs) {
      console.log(
        `Its damaged write-ahead log is kept as it was, with the file, as ${restored.damagedKeptAs}-wal`,
      )
    }
    console.log('Start the server again.')
  } catch (error) {
    if (error instanceof BackupError) throw new UsageError(error.message)
    throw error
  }
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      name: { type: 'string' },
      desc: { type: 'string' },
      img: { type: 'string' },
      photo: { type: 'string' },
      capacity: { type: 'string' },
      guests: { type: 'string' },
      limit: { type: 'string' },
      out: { type: 'string' },
      before: { type: 'string' },
      force: { type: 'boolean' },
      'accept-loss': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      init: { type: 'boolean' },
      failed: { type: 'boolean' },
      status: { type: 'string' },
      facility: { type: 'string' },
      note: { type: 'string' },
      role: { type: 'string' },
      lang: { type: 'string' },
      remove: { type: 'boolean' },
    },
  })
  const [group, command, arg] = positionals
  if ((group === 'backup' || group === 'restore' || group === 'recover') && !values.help) {
    return fileCommand(group, command, {
      force: values.force === true,
      acceptLoss: values['accept-loss'] === true,
    })
  }
  if (values.help || !group) {
    console.log(USAGE)
    return
  }
  const config = loadConfig()
  // Which database, on stderr (stdout may be a CSV): editing the wrong catalogue is easy otherwise.
  console.error(`Database: ${describeDatabase(config)}`)
  const database = await openDatabase(config, { create: values.init === true })
  const services = createServices(config, database)
  const { facilities, reservations: rules } = services
  try {
    switch (`${group} ${command ?? ''}`) {
      case 'facilities list': {
        // Which languages each has words in: the default's (its own) and those the staff gave.
        const { list, texts } = await facilities.catalogue()
        console.table(
          list.map(({ _id, type, name, capacity, guests }) => ({
            _id,
            type,
            name,
            capacity,
            guests: guests ?? '',
            languages: [DEFAULT_LANGUAGE, ...Object.keys(texts.get(_id) ?? {})].join(', '),
          })),
        )
        return
      }
      case 'facilities translate':
        await translateCommand(arg, values, {
          facilities,
          usage: (message) => new UsageError(message),
        })
        return
      case 'facilities add':
      case 'facilities update':
        await facilityCommand(command as 'add' | 'update', arg, values, {
          facilities,
          photos: services.photos,
          siteDir: config.SITE_DIR,
          usage: (message) => new UsageError(message),
        })
        return
      case 'facilities delete': {
        if (!arg) throw new UsageError('facilities delete needs the facility id')
        if (!(await facilities.delete(arg))) throw new UsageError(`No facility has the id ${arg}`)
        console.log(`Deleted facility ${arg}; its reservation requests are kept.`)
        return
      }
      case 'reservations list': {
        const limit = values.limit ? Number(values.limit) : 50
        if (!Number.isInteger(limit) || limit < 1 || limit > RESERVATION_PAGE_MAX) {
          throw new UsageError(`--limit must be a whole number from 1 to ${RESERVATION_PAGE_MAX}`)
        }
        const before =
          values.before === undefined ? undefined : decodeReservationCursor(values.before)
        if (values.before !== undefined && !before) {
          throw new UsageError('--before must be a cursor printed by a previous list')
        }
        const status =
          values.status === undefined ? undefined : ReservationStatus.safeParse(values.status)
        if (status && !status.success) {
          throw new UsageError(`--status must be one of ${RESERVATION_STATUSES.join(', ')}`)
        }
        const filter = { status: status?.data, facility: values.facility }
        const { records, next } = await rules.listForStaff(limit, before, filter)
        if (records.length === 0) {
          console.log(before ? 'No older reservation requests.' : 'No reservation requests yet.')
          return
        }
        const time = hotelTime(config.HOTEL_TIMEZONE)
        console.table(
          records.map((r) => ({
            [`received (${config.HOTEL_TIMEZONE})`]: time(r.received_at),
            ref: r.reference ?? '',
            status: r.status,
            facility: r.facility_name,
            name: r.name,
            phone: phoneDisplay(r.phone, config.GUEST_PHONE_COUNTRY_CODE),
            dates: staffDates(r.dateRange),
            id: r.reservation_id,
          })),
        )
        if (next) {
          const filters =
            (filter.status ? ` --status ${filter.status}` : '') +
            (filter.facility !== undefined ? ` --facility ${filter.facility}` : '')
          console.log(
            `Older requests: npm run admin -- reservations list --limit ${limit}${filters} --before ${next}`,
          )
        }
        return
      }
      case 'reservations show':
      case 'reservations history': {
        if (!arg) throw new UsageError(`reservations ${command} needs the reference or id`)
        const { record, events } = await rules.detailsForStaff(arg)
        const time = hotelTime(config.HOTEL_TIMEZONE)
        if (command === 'show') {
          const r = record
          console.log(
            [
              `Reference   ${r.reference ?? '(none)'}`,
              `Status      ${r.status}${r.status_note ? ` (note: ${r.status_note})` : ''}`,
              `Facility    ${r.facility_name} (${r.facility_type}, ${r.facility_id})`,
              `Dates       ${staffDates(r.dateRange)}`,
              `Guest       ${r.name}`,
              `Phone       ${phoneDisplay(r.phone, config.GUEST_PHONE_COUNTRY_CODE)}`,
              `Email       ${r.email || '-'}`,
              `Received    ${time(r.received_at)} (${config.HOTEL_TIMEZONE})`,
              `Id          ${r.reservation_id}`,
              '',
            ].join('\n'),
          )
        }
        console.table(
          events.map((e) => ({
            [`at (${config.HOTEL_TIMEZONE})`]: time(e.at),
            from: e.from_status ?? '',
            to: e.to_status,
            // The person (or 'admin token', 'CLI') for a staff change; guest or expiry otherwise.
            by: e.by === 'staff' ? (e.by_name ?? 'staff') : e.by,
            note: e.note ?? '',
          })),
        )
        return
      }
      case 'reservations confirm':
      case 'reservations decline':
      case 'reservations cancel':
      case 'reservations reinstate': {
        const action = command as StatusAction
        if (!arg) throw new UsageError(`reservations ${action} needs the reference or id`)
        if (action === 'decline' && !values.note) {
          throw new UsageError(`reservations decline needs --note "<text>". ${NOTE_RULE}`)
        }
        const note =
          values.note === undefined ? undefined : StatusChangeBody.safeParse({ note: values.note })
        if (note && !note.success) throw new UsageError(describeZodError(note.error, 'note'))
        const answer = await rules.changeByStaff(arg, action, note?.data.note, { kind: 'cli' })
        console.log(
          `${answer.reference} ${answer.facility_name} ${staffDates(answer.dateRange)}: ` +
            `${answer.status}${answer.note ? ` (note: ${answer.note})` : ''}`,
        )
        return
      }
      case 'reservations export': {
        const csv = csvOfEveryReservation(rules)
        if (values.out) {
          await writeFileAtomically(values.out, csv)
          console.log(`Wrote ${values.out}`)
        } else await writeChunks(process.stdout, csv)
        return
      }
      case 'notifications list': {
        const limit = values.limit ? Number(values.limit) : 50
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
          throw new UsageError('--limit must be a whole number from 1 to 1000')
        }
        const rows = await listDeliveries(database.db, { failed: values.failed === true, limit })
        if (rows.length === 0) {
          console.log(values.failed ? 'No failed notifications.' : 'No notifications yet.')
          return
        }
        const time = hotelTime(config.HOTEL_TIMEZONE)
        const zone = config.HOTEL_TIMEZONE
        console.table(
          rows.map((r) => {
            const data = shownPayload(JSON.parse(r.payload) as Record<string, unknown>) as {
              reference?: string
              reservation_id?: string
              message_id?: string
            }
            return {
              [`created (${zone})`]: time(r.created_at),
              event: r.type,
              request: data.reference ?? data.reservation_id ?? data.message_id ?? '',
              channel: r.channel,
              status: r.status === 'pending' && r.last_error ? 'retrying' : r.status,
              attempts: r.attempts,
              [`delivered (${zone})`]: r.delivered_at ? time(r.delivered_at) : '',
              [`next try (${zone})`]: r.status === 'pending' ? time(r.next_attempt_at) : '',
              'last error': r.last_error ?? '',
              id: r.event_id,
            }
          }),
        )
        return
      }
      case 'push keys':
      case 'push rotate-keys': {
        if (command === 'rotate-keys') {
          const made = await services.push.rotateKeys()
          console.log(`New push key ${made.key_id}; new subscriptions use it.`)
        } else await services.push.currentKey() // made here on a database that has none yet
        const time = hotelTime(config.HOTEL_TIMEZONE)
        const keys = await services.push.listKeys()
        for (const key of keys) {
          const state = key.retired_at ? `retired ${time(key.retired_at)}` : 'current'
          console.log(
            `${key.key_id}  ${state}, made ${time(key.created_at)}, ${Number(key.subscriptions)} subscription(s)`,
          )
          console.log(`  public key: ${key.public_key}`)
        }
        return
      }
      case 'messages list':
      case 'messages show':
        await messagesCommand(services.contact, command, arg, {
          limit: values.limit,
          timeZone: config.HOTEL_TIMEZONE,
          time: hotelTime(config.HOTEL_TIMEZONE),
          phone: (phone) => phoneDisplay(phone, config.GUEST_PHONE_COUNTRY_CODE),
          usage: (message) => new UsageError(message),
        })
        return
      case 'staff invite':
      case 'staff list':
      case 'staff revoke':
        await staffCommand(services.staff, command, arg, {
          name: values.name,
          role: values.role,
          config,
          time: hotelTime(config.HOTEL_TIMEZONE),
          usage: (message) => new UsageError(message),
        })
        return
      default:
        throw new UsageError(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`)
    }
  } finally {
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    if (
      error instanceof UsageError ||
      error instanceof DomainError ||
      error instanceof ConfigError ||
      error instanceof DatabaseStartError
    ) {
      console.error(error.message)
    } else console.error(error)
    process.exit(error instanceof UsageError ? 2 : 1)
  })
}
