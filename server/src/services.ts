// One wiring of the server's services from `config` and the database: the booking rules, the
// notifications, the contact messages, the catalogue. `buildApp`, the CLI and the tests all take
// them from here, so a rule is configured once (the hold, the limits, who is told of what).
import { channelExport } from './channels/export-feeds'
import { channelAlerts, type NotifyStaff } from './channels/alerts'
import { channelAlertsRepository } from './channels/alerts-repository'
import { channelsRepository, type ChannelsRepository } from './channels/repository'
import { channelRules } from './channels/rules'
import { channelSchedule } from './channels/schedule'
import { channelSync } from './channels/sync'
import type { Config } from './config'
import { contactMessagesRepository } from './contact/repository'
import { contactRules } from './contact/rules'
import { leaseRepository } from './db/lease-repository'
import type { Database } from './db/schema'
import { photosRepository } from './facilities/photo-repository'
import { ratesRepository } from './facilities/rates-repository'
import { rateRules } from './facilities/rates-rules'
import { termsRepository } from './facilities/terms-repository'
import { hotel } from '../../src/server-shared'
import { termsRules } from './facilities/terms-rules'
import { paymentsRepository } from './payments/repository'
import { stays } from './payments/stays'
import { onlinePayments, type PaymentAlert } from './payments/online'
import { DEADLINE_ACTOR, depositDeadlines } from './payments/deadlines'
import { DomainError } from './domain-errors'
import { createPaystack } from './payments/paystack'
import { RECEIPT_MAIL_CHANNEL, receiptMailChannel } from './payments/receipt-mail'
import { facilitiesListCache } from './facilities/list-cache'
import { facilitiesRepository, type FacilitiesRepository } from './facilities/repository'
import type { OutboxLog } from './notifications/outbox'
import { outboxRepository } from './notifications/outbox-repository'
import { staffNotifications } from './notifications/staff'
import { termiiChannel } from './notifications/termii'
import { guestPushChannel } from './push/guest-channel'
import { guestNotifications } from './push/guest-notifications'
import { pushService } from './push/push'
import { pushRepository } from './push/repository'
import { staffDeviceRepository } from './push/staff-device-repository'
import { staffDevices } from './push/staff-devices'
import { reservationsRepository } from './reservations/repository'
import { unitsRepository } from './facilities/units-repository'
import { deskRepository } from './frontdesk/repository'
import { monthNumbers } from './numbers/month'
import { numbersRepository } from './numbers/repository'
import { frontDeskRules } from './frontdesk/rules'
import { outOfOrderBlocks, withUnitsOut } from './frontdesk/units'
import { addDays } from '../../contract/calendar-date'
import { hotelToday } from './hotel-dates'
import { reservationRules } from './reservations/rules'
import { staffRepository } from './staff/repository'
import { staffRules } from './staff/rules'

export interface ServiceOptions {
  /** Where the notification worker logs (the server's logger); the CLI runs no worker. */
  log?: OutboxLog
  /** The clock of the rules (tests pin it). */
  now?: () => Date
}

/**
 * Who push services may write to about this sender (VAPID's subject): PUSH_SUBJECT, else the
 * site's https address, else the staff's email. Apple's service refuses a localhost subject.
 */
export function pushSubject(config: Config): string {
  if (config.PUSH_SUBJECT) return config.PUSH_SUBJECT
  if (config.PUBLIC_URL?.startsWith('https:')) return config.PUBLIC_URL
  if (config.STAFF_EMAIL) return `mailto:${config.STAFF_EMAIL}`
  return 'mailto:webmaster@localhost'
}

/**
 * The rules' clock: the machine's, or one that starts at CLOCK_START (tests and demos) and runs on
 * at the machine's pace from the moment it is made.
 */
export function configuredClock(config: Pick<Config, 'CLOCK_START'>): (() => Date) | undefined {
  if (config.CLOCK_START === undefined) return undefined
  const offset = Date.parse(config.CLOCK_START) - Date.now()
  return () => new Date(Date.now() + offset)
}

/**
 * The outside calendars' links and imports (issue 39): the rules (a link's URL checked at add),
 * one link's import now (after it is added) or all of them on the schedule the server starts
 * (app.ts), and the alerts they raise.
 */
function channelImports(
  config: Config,
  database: Database,
  o: {
    channelStore: ChannelsRepository
    facilities: FacilitiesRepository
    now: (() => Date) | undefined
    log: OutboxLog | undefined
    notifyStaff: NotifyStaff
  },
) {
  const policy = { allowedTestOrigins: config.OUTBOUND_ALLOWED_TEST_ORIGINS }
  const everyMs = config.CHANNEL_SYNC_MINUTES * 60_000
  const sync = channelSync({
    store: o.channelStore,
    fetch: { policy },
    parse: { timeZone: config.HOTEL_TIMEZONE, horizonDays: config.BOOKING_HORIZON_DAYS },
    now: o.now,
    log: o.log,
    alerts: channelAlerts({
      repository: channelAlertsRepository(database),
      store: o.channelStore,
      facilities: o.facilities,
      notify: o.notifyStaff,
      // "Has not succeeded for 3 intervals".
      staleAfterMs: 3 * everyMs,
      timeZone: config.HOTEL_TIMEZONE,
    }),
  })
  return {
    channels: channelRules(o.channelStore, o.facilities, { now: o.now, policy }),
    /** Imports a link's feed now (`syncLink`), or every link's (`syncAll`). */
    channelSync: sync,
    /** Every CHANNEL_SYNC_MINUTES, one server of all: started and stopped by the server. */
    channelSchedule: channelSchedule({
      sync,
      leases: leaseRepository(database),
      everyMs,
      // The rules' clock: a test that pins it moves the intervals' lease with it.
      now: o.now,
      log: o.log,
    }),
  }
}

export function createServices(config: Config, database: Database, options: ServiceOptions = {}) {
  /** CLOCK_START's clock, which runs on (undefined: the machine's). */
  const movingClock = configuredClock(config)
  const now = options.now ?? movingClock
  const facilities = facilitiesRepository(database)
  // The list in memory (the site asks for it on every visit), and each facility a guest's
  // availability, quote and booking read, dropped on every change (facilities/list-cache.ts).
  const listCache = facilitiesListCache(facilities, database.changes.facilities)
  // The outbox is made here and started only by the server (buildApp's onReady): a CLI's change
  // still enqueues its notification in the change's transaction, and a server delivers it.
  // Web Push is always on (it costs the hotel nothing); text messages when Termii is configured.
  const subscriptions = pushRepository(database.db)
  const push = pushService(subscriptions, {
    subject: pushSubject(config),
    endpoints: { allowedTestOrigins: config.OUTBOUND_ALLOWED_TEST_ORIGINS },
    timeoutMs: config.NOTIFY_SEND_TIMEOUT_MS,
    now,
  })
  // The staff's phones (issue 37): on whenever a person turns it on for one, like the guest's.
  const devices = staffDevices(staffDeviceRepository(database.db), push, now ?? (() => new Date()))
  const notifications = staffNotifications(
    config,
    outboxRepository(database.db),
    options.log,
    [
      guestPushChannel(push, subscriptions),
      devices.channel(),
      ...(config.TERMII_API_KEY && config.TERMII_SENDER_ID
        ? [
            termiiChannel({
              apiKey: config.TERMII_API_KEY,
              senderId: config.TERMII_SENDER_ID,
              baseUrl: config.TERMII_BASE_URL,
              channel: config.TERMII_CHANNEL,
              countryCode: config.GUEST_PHONE_COUNTRY_CODE,
              timeoutMs: config.NOTIFY_SEND_TIMEOUT_MS,
            }),
          ]
        : []),
      // The guests' receipts by email (issue 53), when the hotel sends mail.
      ...(config.SMTP_URL
        ? [
            receiptMailChannel({
              smtpUrl: config.SMTP_URL,
              from: config.MAIL_FROM ?? `${hotel.name} <${config.STAFF_EMAIL ?? hotel.email}>`,
              timeoutMs: config.NOTIFY_SEND_TIMEOUT_MS,
              receiptOf: async ({ reservation_id, receipt_number }) => {
                const row = await payments.stayById(reservation_id)
                const receipt = row && (await stayMoney.receipt(row, receipt_number))
                return receipt && { receipt, email: row.email }
              },
            }),
          ]
        : []),
    ],
    // The outbox's clock must move (its leases and retries wait on it): CLOCK_START's, which runs
    // on, or the machine's; never a test's stopped clock of the rules (`options.now`).
    movingClock,
  )
  const guest = guestNotifications(notifications.outbox, subscriptions, config.PUBLIC_URL)
  const phones = devices.notifier(notifications.outbox)
  // The outside calendars' links and imported blocks (issue 39): the reservation rules count the
  // units the imports took through their port (reservations/channel-blocks.ts).
  const channelStore = channelsRepository(database)
  // A confirmed stay's money (issue 53): its page's token and schedule are made in the
  // confirmation's transaction, before the guest's message (which links the page) is written.
  const payments = paymentsRepository(database, async (tx, payment) => {
    if (!payment.receipt_number) return
    await notifications.outbox.enqueueTo(tx, RECEIPT_MAIL_CHANNEL, 'guest.receipt', {
      reservation_id: payment.reservation_id,
      receipt_number: payment.receipt_number,
    })
  })
  const paymentAlert: PaymentAlert = async (tx, data) => {
    await notifications.outbox.enqueue(tx, 'payment.alert', data)
    await phones.onChannelAlert(tx, 'payment.alert', data)
  }
  const stayMoney = stays(payments, {
    timeZone: config.HOTEL_TIMEZONE,
    currency: hotel.currency,
    now,
    online: config.PAYSTACK_SECRET_KEY !== undefined,
    bank:
      config.HOTEL_BANK_NAME && config.HOTEL_BANK_ACCOUNT_NAME && config.HOTEL_BANK_ACCOUNT_NUMBER
        ? {
            bank: config.HOTEL_BANK_NAME,
            account_name: config.HOTEL_BANK_ACCOUNT_NAME,
            account_number: config.HOTEL_BANK_ACCOUNT_NUMBER,
          }
        : undefined,
  })
  const online = onlinePayments(payments, stayMoney, {
    paystack: config.PAYSTACK_SECRET_KEY
      ? createPaystack({
          secretKey: config.PAYSTACK_SECRET_KEY,
          apiUrl: config.PAYSTACK_API_URL,
          timeoutMs: config.PAYSTACK_TIMEOUT_MS,
        })
      : undefined,
    secretKey: config.PAYSTACK_SECRET_KEY,
    timeZone: config.HOTEL_TIMEZONE,
    currency: hotel.currency,
    now,
    log: options.log,
    alert: paymentAlert,
    reinstate: async (row) => {
      await reservations.changeByStaff(
        row.reservation_id,
        'reinstate',
        row.language === 'fr'
          ? "L'acompte est arrivé : la réservation est de nouveau confirmée."
          : 'The deposit arrived: the booking is confirmed again.',
        { kind: 'system', name: 'the late payment' },
      )
    },
  })
  // The hotel's units (issue 54): one out of order takes its nights as an import does, in every
  // capacity count (the picker, the booking, the confirmation, the calendar, the feeds).
  const units = unitsRepository(database)
  const todayOfHotel = hotelToday(config.HOTEL_TIMEZONE)
  const unitsOut = outOfOrderBlocks(units, () =>
    addDays(
      todayOfHotel((now ?? (() => new Date()))()),
      config.BOOKING_HORIZON_DAYS + config.MAX_STAY_DAYS,
    ),
  )
  const blocks = withUnitsOut(channelStore, unitsOut)
  const reservationStore = reservationsRepository(database)
  const reservations = reservationRules(
    { facilities, listCache },
    reservationStore,
    {
      timeZone: config.HOTEL_TIMEZONE,
      maxStayDays: config.MAX_STAY_DAYS,
      horizonDays: config.BOOKING_HORIZON_DAYS,
      requestHoldHours: config.REQUEST_HOLD_HOURS,
      maxOpenRequestsPerPhone: config.MAX_OPEN_REQUESTS_PER_PHONE,
      phoneCallingCode: config.GUEST_PHONE_COUNTRY_CODE,
      now,
      onEvent: async (raised) => {
        const event = await stayMoney.onEvent(raised)
        await online.onEvent(event)
        await notifications.onEvent(event)
        await guest.onEvent(event)
        await phones.onEvent(event)
      },
    },
    blocks,
    (ids) => payments.totalsOf(ids),
  )
  // A contact message and its staff notification are stored in one transaction.
  const contact = contactRules(contactMessagesRepository(database), {
    now,
    onReceived: async (tx, message) => {
      await notifications.onContactMessage(tx, message)
      await phones.onContactMessage(tx, message)
    },
  })
  // The staff console's people, passkeys and sessions (issue 27).
  const staff = staffRules(staffRepository(database), {
    now,
    phoneCallingCode: config.GUEST_PHONE_COUNTRY_CODE,
  })
  // The feeds' imports (issue 39); their alerts go where a new request's do.
  const imports = channelImports(config, database, {
    channelStore,
    facilities,
    now,
    log: options.log,
    notifyStaff: async (tx, type, data) => {
      await notifications.outbox.enqueue(tx, type, data)
      await phones.onChannelAlert(tx, type, data)
    },
  })
  const frontDesk = frontDeskRules({
    facilities,
    listCache,
    units,
    reservations: reservationStore,
    desk: deskRepository(database),
    blocks,
    hold: reservations.hold,
    totalsOf: (ids) => payments.totalsOf(ids),
    timeZone: config.HOTEL_TIMEZONE,
    noShowHour: config.NO_SHOW_HOUR,
    maxStayDays: config.MAX_STAY_DAYS,
    currency: hotel.currency,
  })
  return {
    config,
    /** The rules' clock (undefined: the machine's). */
    now,
    database,
    facilities,
    listCache,
    photos: photosRepository(database.db),
    /** The facilities' rates and stay rules (issue 40): the CLI's and the console's writes. */
    rates: rateRules(ratesRepository(database), { maxStayDays: config.MAX_STAY_DAYS }),
    /** The hotel's payment policy and taxes (issue 53): the CLI's and the console's writes. */
    terms: termsRules(termsRepository(database), now ?? (() => new Date())),
    notifications,
    guest,
    push,
    devices,
    reservations,
    /** The front desk's day, the units and housekeeping (issue 54). */
    frontDesk,
    /** The owner's month in figures (issue 55): read only. */
    numbers: monthNumbers({
      repository: numbersRepository(database),
      timeZone: config.HOTEL_TIMEZONE,
      currency: hotel.currency,
      now,
    }),
    ...imports,
    /** The links' imports write their blocks and failures through it (replaceBlocks). */
    channelStore,
    /** The booking sites' feeds of the hotel's nights, made at each fetch (issue 39's export). */
    channelExport: channelExport(channelStore, facilities, {
      heldStays: (facilityId) => reservations.heldStays(facilityId),
      unitsOut: (facilityId, start) => unitsOut.ofFacility(facilityId, start, undefined),
      // The UIDs' host: the site's name, else one that stays the same on every server.
      uidDomain: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost',
      now,
    }),
    contact,
    staff,
    stays: stayMoney,
    online,
    /** Deposits unpaid at their deadline (issue 53): the sweep's, every PAYMENTS_SWEEP_MS. */
    deadlines: depositDeadlines(payments, {
      now,
      timeZone: config.HOTEL_TIMEZONE,
      currency: hotel.currency,
      remind: (tx, row, due) => guest.remind(tx, row, due),
      alert: paymentAlert,
      release: async (row, note) => {
        try {
          await reservations.changeByStaff(row.reservation_id, 'cancel', note, DEADLINE_ACTOR)
        } catch (error) {
          // Moved meanwhile (the guest cancelled, the staff declined it): nothing to release.
          if (!(error instanceof DomainError && error.kind === 'conflict')) throw error
        }
      },
    }),
  }
}
export type Services = ReturnType<typeof createServices>
