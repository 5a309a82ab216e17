// The staff's admin CLI: `npm run admin -- <command>`. Works on the same database as the server
// (the same DATA_DIR or DATABASE_URL), so it can run while the server is up.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { NewFacility } from '../../contract/facility'
import type { ReservationRecord } from '../../contract/reservation'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/open'
import { describeZodError } from './http/errors'
import { facilitiesRepository } from './facilities/repository'
import { reservationsRepository } from './reservations/repository'
import { reservationRules } from './reservations/rules'

const USAGE = `Usage: npm run admin -- <command>

  facilities list
  facilities add --type <room|apartment|activityCenter> --name <text> --desc <text>
                 --img <path on this site, e.g. /images/room.webp> [--capacity <n>]
  facilities delete <id>
  reservations list [--limit <n>]
  reservations export [--out <file.csv>]   CSV of every reservation request (stdout by default)

The database is the server's: DATA_DIR (default ./data) or DATABASE_URL.`

class UsageError extends Error {}

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
] as const

function csvCell(value: string): string {
  // Quote always; neutralise spreadsheet formulas a guest could have typed into their name.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export function toCsv(rows: ReservationRecord[]): string {
  const lines = rows.map((r) => {
    const flat = { ...r, from: r.dateRange.from, to: r.dateRange.to }
    return CSV_COLUMNS.map((c) => csvCell(String(flat[c]))).join(',')
  })
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n'
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
      capacity: { type: 'string' },
      limit: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const [group, command, arg] = positionals
  if (values.help || !group) {
    console.log(USAGE)
    return
  }
  const config = loadConfig()
  const database = await openDatabase(config)
  const facilities = facilitiesRepository(database)
  const rules = reservationRules(facilities, reservationsRepository(database), {
    timeZone: config.HOTEL_TIMEZONE,
    maxStayDays: config.MAX_STAY_DAYS,
    horizonDays: config.BOOKING_HORIZON_DAYS,
  })
  try {
    switch (`${group} ${command ?? ''}`) {
      case 'facilities list': {
        const list = await facilities.list()
        console.table(list.map(({ _id, type, name, capacity }) => ({ _id, type, name, capacity })))
        return
      }
      case 'facilities add': {
        const parsed = NewFacility.safeParse({
          type: values.type,
          name: values.name,
          desc: values.desc,
          img: values.img,
          capacity: values.capacity === undefined ? undefined : Number(values.capacity),
        })
        if (!parsed.success) throw new UsageError(describeZodError(parsed.error, 'facility'))
        const created = await facilities.create(parsed.data)
        console.log(`Added ${created.type} "${created.name}" with id ${created._id}`)
        return
      }
      case 'facilities delete': {
        if (!arg) throw new UsageError('facilities delete needs the facility id')
        if (!(await facilities.delete(arg))) throw new UsageError(`No facility has the id ${arg}`)
        console.log(`Deleted facility ${arg}; its reservation requests are kept.`)
        return
      }
      case 'reservations list': {
        const limit = values.limit ? Number(values.limit) : 50
        if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a number')
        const list = await rules.listForStaff(limit)
        console.table(
          list.map((r) => ({
            received: r.received_at,
            facility: r.facility_name,
            name: r.name,
            phone: r.phone,
            from: r.dateRange.from,
            to: r.dateRange.to,
            id: r.reservation_id,
          })),
        )
        return
      }
      case 'reservations export': {
        const csv = toCsv(await rules.listForStaff(Number.MAX_SAFE_INTEGER))
        if (values.out) {
          fs.writeFileSync(values.out, csv)
          console.log(`Wrote ${values.out}`)
        } else process.stdout.write(csv)
        return
      }
      default:
        throw new UsageError(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`)
    }
  } finally {
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message)
    else console.error(error)
    process.exit(error instanceof UsageError ? 2 : 1)
  })
}
