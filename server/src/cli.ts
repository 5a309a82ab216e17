// The staff's admin CLI: `npm run admin -- <command>`. Works on the same database as the server
// (the same DATA_DIR or DATABASE_URL), so it can run while the server is up. This file reads the
// arguments, opens the database, takes the services from the one wiring (services.ts) and hands
// each command to its domain's cli-commands.ts; the words each prints are there.
import { parseArgs } from 'node:util'
import { phoneDisplay } from '../../contract/phone-number'
import { BACKUP_USAGE, fileCommand } from './backup-commands'
import { CHANNEL_EXPORT_USAGE, channelExportCommand } from './channels/export-cli-commands'
import { CHANNELS_USAGE, channelsCommand } from './channels/cli-commands'
import { ConfigError, loadConfig, type Config } from './config'
import { MESSAGES_USAGE, messagesCommand } from './contact/cli-commands'
import { openDatabase } from './db/open'
import { DatabaseStartError, describeDatabase } from './db/start-errors'
import { DomainError } from './domain-errors'
import {
  deleteCommand,
  FACILITIES_USAGE,
  FACILITY_TEXTS_USAGE,
  facilityCommand,
  listCommand,
  translateCommand,
} from './facilities/cli-commands'
import { RATES_USAGE, ratesCommand } from './facilities/rates-cli-commands'
import { PAYMENTS_POLICY_USAGE, policyCommand, taxesCommand } from './facilities/terms-cli-commands'
import { hotelDates } from './hotel-dates'
import { NOTIFICATIONS_USAGE, notificationsCommand } from './notifications/cli-commands'
import { outboxRepository } from './notifications/outbox-repository'
import { PUSH_USAGE, pushCommand } from './push/cli-commands'
import { PAYMENTS_USAGE, paymentsCommand } from './payments/cli-commands'
import {
  FRONTDESK_USAGE,
  UNITS_USAGE,
  frontDeskCommand,
  unitsCommand,
} from './frontdesk/cli-commands'
import { NUMBERS_USAGE, numbersCommand } from './numbers/cli-commands'
import { yearExport } from './numbers/export'
import { serverOrigin } from './running-server'
import { RESERVATIONS_USAGE, reservationsCommand } from './reservations/cli-commands'
import { createServices, type Services } from './services'
import { STAFF_USAGE, staffCommand } from './staff/cli-commands'

const USAGE = `Usage: npm run admin -- <command>

${FACILITIES_USAGE}
${FACILITY_TEXTS_USAGE}
${RATES_USAGE}
${PAYMENTS_POLICY_USAGE}
${PAYMENTS_USAGE}
${UNITS_USAGE}
${FRONTDESK_USAGE}
${NUMBERS_USAGE}
${RESERVATIONS_USAGE}
${NOTIFICATIONS_USAGE}
${PUSH_USAGE}
${MESSAGES_USAGE}
${STAFF_USAGE}
${CHANNEL_EXPORT_USAGE}
${CHANNELS_USAGE}
${BACKUP_USAGE}

The database is the server's: DATA_DIR (default ./data) or DATABASE_URL. None is created
unless --init is given (a new database holds the hotel's sample catalogue).`

class UsageError extends Error {}

const usage = (message: string) => new UsageError(message)

const OPTIONS = {
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
  unit: { type: 'string' },
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  nightly: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  'every-year': { type: 'boolean' },
  days: { type: 'string' },
  'min-nights': { type: 'string' },
  'max-nights': { type: 'string' },
  'extra-guest': { type: 'string' },
  'guests-included': { type: 'string' },
  'closed-arrival': { type: 'boolean' },
  deposit: { type: 'string' },
  'pay-within-hours': { type: 'string' },
  'balance-days-before': { type: 'string' },
  'balance-at-arrival': { type: 'boolean' },
  'free-cancel-days': { type: 'string' },
  'late-cancel-fee': { type: 'string' },
  unpaid: { type: 'string' },
  included: { type: 'boolean' },
  added: { type: 'boolean' },
  due: { type: 'boolean' },
  amount: { type: 'string' },
  method: { type: 'string' },
  names: { type: 'string' },
  reason: { type: 'string' },
  until: { type: 'string' },
  date: { type: 'string' },
} as const

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values']

/** The commands that work on an open database, by `group command`. */
async function dispatch(
  services: Services,
  config: Config,
  positionals: string[],
  values: Values,
): Promise<void> {
  const [group, command, arg] = positionals
  // An instant as the hotel's clock reads it, in its forms: '24 Nov 2026, 14:05'.
  const time = hotelDates(undefined, config.HOTEL_TIMEZONE).momentShort
  const phone = (p: string) => phoneDisplay(p, config.GUEST_PHONE_COUNTRY_CODE)
  const { facilities } = services
  switch (`${group} ${command ?? ''}`) {
    case 'facilities list':
      return listCommand(facilities)
    case 'facilities translate':
      return translateCommand(arg, values, { facilities, usage })
    case 'facilities add':
    case 'facilities update':
      return facilityCommand(command as 'add' | 'update', arg, values, {
        facilities,
        photos: services.photos,
        siteDir: config.SITE_DIR,
        usage,
      })
    case 'facilities delete':
      return deleteCommand(arg, { facilities, usage })
    case 'rates set':
    case 'rates change':
    case 'rates list':
    case 'rates remove':
      return ratesCommand(command, arg, values, { rates: services.rates, facilities, usage })
    case 'payments policy':
      return policyCommand(arg, values, { terms: services.terms, facilities, usage })
    case 'payments list':
    case 'payments record':
    case 'payments refund':
    case 'payments link':
      return paymentsCommand(command ?? '', arg, values, {
        stays: services.stays,
        online: services.online,
        reservations: services.reservations,
        origin: serverOrigin(config),
        time,
        usage,
      })
    case 'units list':
    case 'units set':
    case 'units state':
      return unitsCommand(command ?? '', positionals.slice(2), values, {
        frontDesk: services.frontDesk,
        usage,
      })
    case 'frontdesk today':
    case 'stays check-in':
    case 'stays check-out':
    case 'stays no-show':
    case 'stays move':
    case 'stays extend':
      return frontDeskCommand(group as 'frontdesk' | 'stays', command ?? '', arg, values, {
        frontDesk: services.frontDesk,
        usage,
      })
    case 'numbers month':
    case 'numbers year':
    case 'numbers export':
      return numbersCommand(command ?? '', arg, values, {
        numbers: services.numbers,
        exportYear: yearExport(services.database, services.numbers.currency),
        usage,
      })
    case 'taxes set':
    case 'taxes list':
    case 'taxes remove':
      return taxesCommand(command ?? '', positionals.slice(2), values, {
        terms: services.terms,
        facilities,
        usage,
      })
    case 'reservations list':
    case 'reservations show':
    case 'reservations history':
    case 'reservations confirm':
    case 'reservations decline':
    case 'reservations cancel':
    case 'reservations reinstate':
    case 'reservations export':
      return reservationsCommand(services.reservations, command, arg, values, {
        timeZone: config.HOTEL_TIMEZONE,
        time,
        phone,
        usage,
      })
    case 'notifications list':
      return notificationsCommand(outboxRepository(services.database.db), command, {
        limit: values.limit,
        failed: values.failed === true,
        timeZone: config.HOTEL_TIMEZONE,
        time,
        usage,
      })
    case 'push keys':
    case 'push rotate-keys':
      return pushCommand(services.push, command, { time, usage })
    case 'messages list':
    case 'messages show':
      return messagesCommand(services.contact, command, arg, {
        limit: values.limit,
        timeZone: config.HOTEL_TIMEZONE,
        time,
        phone,
        usage,
      })
    case 'staff invite':
    case 'staff list':
    case 'staff revoke':
      return staffCommand(services.staff, command, arg, {
        name: values.name,
        role: values.role,
        config,
        time,
        usage,
      })
    case 'channels export-url':
    case 'channels rotate-secret':
      return channelExportCommand(command as 'export-url' | 'rotate-secret', arg, {
        channels: services.channels,
        facilities,
        config,
        usage,
      })
    case 'channels add':
    case 'channels list':
    case 'channels remove':
    case 'channels sync':
      return channelsCommand(command, positionals.slice(2), {
        channels: services.channels,
        store: services.channelStore,
        sync: services.channelSync,
        facilities,
        name: values.name,
        unit: values.unit,
        json: values.json === true,
        config,
        now: services.now ?? (() => new Date()),
        time,
        usage,
      })
    default:
      throw new UsageError(`Unknown command: ${positionals.join(' ')}\n\n${USAGE}`)
  }
}

/** The options that take a number: `--nightly -1` is a negative amount, refused as one. */
const NUMBER_OPTIONS = new Set([
  '--nightly',
  '--extra-guest',
  '--min-nights',
  '--max-nights',
  '--guests-included',
  '--deposit',
  '--pay-within-hours',
  '--balance-days-before',
  '--free-cancel-days',
  '--amount',
])

/**
 * Node's parser reads `--nightly -1` as an option without its value (a usage error that says
 * nothing of amounts); as `--nightly=-1`, the rates' check refuses it as a negative amount.
 */
function withSignedValues(argv: string[]): string[] {
  const args: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const next = argv[i + 1]
    if (NUMBER_OPTIONS.has(arg) && next !== undefined && /^-[\d.]/.test(next)) {
      args.push(`${arg}=${next}`)
      i++
    } else args.push(arg)
  }
  return args
}

/**
 * The arguments, or a usage error that says what is wrong with them (an unknown option, one
 * without its value): Node's parser throws a TypeError, which would print as a crash.
 */
function readArguments(argv: string[]) {
  try {
    // allowNegative: `--no-closed-arrival` says `closed_arrival: false` in a rate's change.
    return parseArgs({
      args: withSignedValues(argv),
      allowPositionals: true,
      allowNegative: true,
      options: OPTIONS,
    })
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_')) throw error
    // Node's first sentence names the option; the rest of its advice is about positionals.
    const said = (error as Error).message.split(/(?<=\.) /)[0]
    throw new UsageError(`${said}\n\n${USAGE}`)
  }
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = readArguments(argv)
  const [group, command] = positionals
  if ((group === 'backup' || group === 'restore' || group === 'recover') && !values.help) {
    return fileCommand(loadConfig(), group, command, {
      force: values.force === true,
      acceptLoss: values['accept-loss'] === true,
      usage,
      usageText: USAGE,
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
  try {
    await dispatch(services, config, positionals, values)
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
