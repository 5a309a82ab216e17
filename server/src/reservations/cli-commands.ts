// The staff's `reservations list|show|history|confirm|decline|cancel|reinstate|export`
// (server/src/cli.ts): the requests as the console shows them, in the hotel's time zone, and the
// staff's answers, which tell the guest as the console's do.
import {
  decodeReservationCursor,
  NOTE_RULE,
  RESERVATION_PAGE_MAX,
  RESERVATION_STATUSES,
  ReservationStatus,
  StatusChangeBody,
} from '../../../contract/reservation'
import { stayUnit } from '../../../contract/stay-rules'
import { staffDates } from '../hotel-dates'
import { staffMoney, staffPriceText } from '../staff-price-text'
import { describeZodError } from '../zod-sentence'
import { csvOfEveryReservation, writeChunks, writeFileAtomically } from './csv-export'
import type { ReservationRules, StatusAction } from './rules'
import type { TimedCommandOptions } from '../cli-command-options'

export const RESERVATIONS_USAGE = `  reservations list [--status <received|confirmed|declined|cancelled|expired>]
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
  reservations export [--out <file.csv>]   CSV of every reservation request (stdout by default)`

export interface ReservationsValues {
  limit?: string
  before?: string
  status?: string
  facility?: string
  note?: string
  out?: string
}

export interface ReservationsCommandOptions extends TimedCommandOptions {
  timeZone: string
  /** A guest's number as the staff read it (contract/phone-number.ts, the hotel's calling code). */
  phone: (phone: string) => string
}

async function list(
  rules: ReservationRules,
  values: ReservationsValues,
  options: ReservationsCommandOptions,
) {
  const limit = values.limit ? Number(values.limit) : 50
  if (!Number.isInteger(limit) || limit < 1 || limit > RESERVATION_PAGE_MAX) {
    throw options.usage(`--limit must be a whole number from 1 to ${RESERVATION_PAGE_MAX}`)
  }
  const before = values.before === undefined ? undefined : decodeReservationCursor(values.before)
  if (values.before !== undefined && !before) {
    throw options.usage('--before must be a cursor printed by a previous list')
  }
  const status =
    values.status === undefined ? undefined : ReservationStatus.safeParse(values.status)
  if (status && !status.success) {
    throw options.usage(`--status must be one of ${RESERVATION_STATUSES.join(', ')}`)
  }
  const filter = { status: status?.data, facility: values.facility }
  const { records, next } = await rules.listForStaff(limit, before, filter)
  if (records.length === 0) {
    console.log(before ? 'No older reservation requests.' : 'No reservation requests yet.')
    return
  }
  console.table(
    records.map((r) => ({
      [`received (${options.timeZone})`]: options.time(r.received_at),
      ref: r.reference ?? '',
      status: r.status,
      facility: r.facility_name,
      name: r.name,
      phone: options.phone(r.phone),
      dates: staffDates(r.dateRange),
      // The price quoted at arrival (issue 40); empty when the facility had none then.
      total: r.quote ? staffMoney(r.quote.total, r.quote.currency) : '',
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
}

async function details(
  rules: ReservationRules,
  command: 'show' | 'history',
  arg: string | undefined,
  options: ReservationsCommandOptions,
) {
  if (!arg) throw options.usage(`reservations ${command} needs the reference or id`)
  const { record, events } = await rules.detailsForStaff(arg)
  const { time, timeZone } = options
  if (command === 'show') {
    const r = record
    const price = staffPriceText(r.guests, r.quote ?? null, stayUnit(r.facility_type), r.status)
    console.log(
      [
        `Reference   ${r.reference ?? '(none)'}`,
        `Status      ${r.status}${r.status_note ? ` (note: ${r.status_note})` : ''}`,
        `Facility    ${r.facility_name} (${r.facility_type}, ${r.facility_id})`,
        `Dates       ${staffDates(r.dateRange)}`,
        `Guests      ${price.guests ?? '-'}`,
        `Price       ${price.price}`,
        ...price.breakdown.map((line) => `              ${line}`),
        `Guest       ${r.name}`,
        `Phone       ${options.phone(r.phone)}`,
        `Email       ${r.email || '-'}`,
        `Received    ${time(r.received_at)} (${timeZone})`,
        `Id          ${r.reservation_id}`,
        '',
      ].join('\n'),
    )
  }
  console.table(
    events.map((e) => ({
      [`at (${timeZone})`]: time(e.at),
      from: e.from_status ?? '',
      to: e.to_status,
      // The person (or 'admin token', 'CLI') for a staff change; guest or expiry otherwise.
      by: e.by === 'staff' ? (e.by_name ?? 'staff') : e.by,
      note: e.note ?? '',
    })),
  )
}

async function answer(
  rules: ReservationRules,
  action: StatusAction,
  arg: string | undefined,
  values: ReservationsValues,
  options: ReservationsCommandOptions,
) {
  if (!arg) throw options.usage(`reservations ${action} needs the reference or id`)
  if (action === 'decline' && !values.note) {
    throw options.usage(`reservations decline needs --note "<text>". ${NOTE_RULE}`)
  }
  const note =
    values.note === undefined ? undefined : StatusChangeBody.safeParse({ note: values.note })
  if (note && !note.success) throw options.usage(describeZodError(note.error, 'note'))
  const changed = await rules.changeByStaff(arg, action, note?.data.note, { kind: 'cli' })
  console.log(
    `${changed.reference} ${changed.facility_name} ${staffDates(changed.dateRange)}: ` +
      `${changed.status}${changed.note ? ` (note: ${changed.note})` : ''}`,
  )
}

async function exportCsv(rules: ReservationRules, out: string | undefined) {
  const csv = csvOfEveryReservation(rules)
  if (out) {
    await writeFileAtomically(out, csv)
    console.log(`Wrote ${out}`)
  } else await writeChunks(process.stdout, csv)
}

/** One of the commands above; cli.ts dispatches only the names RESERVATIONS_USAGE lists. */
export async function reservationsCommand(
  rules: ReservationRules,
  command: string | undefined,
  arg: string | undefined,
  values: ReservationsValues,
  options: ReservationsCommandOptions,
): Promise<void> {
  switch (command) {
    case 'list':
      return list(rules, values, options)
    case 'show':
    case 'history':
      return details(rules, command, arg, options)
    case 'confirm':
    case 'decline':
    case 'cancel':
    case 'reinstate':
      return answer(rules, command, arg, values, options)
    case 'export':
      return exportCsv(rules, values.out)
    default:
      throw options.usage(`Unknown command: reservations ${command ?? ''}`)
  }
}
