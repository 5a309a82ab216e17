// One wiring of the server's services from `config` and the database: the booking rules, the
// notifications, the contact messages, the catalogue. `buildApp`, the CLI and the tests all take
// them from here, so a rule is configured once (the hold, the limits, who is told of what).
import type { Config } from './config'
import { contactMessagesRepository } from './contact/repository'
import { contactRules } from './contact/rules'
import type { Database } from './db/schema'
import { photosRepository } from './facilities/photo-repository'
import { facilitiesRepository } from './facilities/repository'
import type { OutboxLog } from './notifications/outbox'
import { staffNotifications } from './notifications/staff'
import { reservationsRepository } from './reservations/repository'
import { reservationRules } from './reservations/rules'
import { staffRepository } from './staff/repository'
import { staffRules } from './staff/rules'

export interface ServiceOptions {
  /** Where the notification worker logs (the server's logger); the CLI runs no worker. */
  log?: OutboxLog
  /** The clock of the rules (tests pin it). */
  now?: () => Date
}

export function createServices(config: Config, database: Database, options: ServiceOptions = {}) {
  const facilities = facilitiesRepository(database)
  // The outbox is made here and started only by the server (buildApp's onReady): a CLI's change
  // still enqueues its notification in the change's transaction, and a server delivers it.
  const notifications = staffNotifications(config, database.db, options.log)
  const reservations = reservationRules(facilities, reservationsRepository(database), {
    timeZone: config.HOTEL_TIMEZONE,
    maxStayDays: config.MAX_STAY_DAYS,
    horizonDays: config.BOOKING_HORIZON_DAYS,
    requestHoldHours: config.REQUEST_HOLD_HOURS,
    maxOpenRequestsPerPhone: config.MAX_OPEN_REQUESTS_PER_PHONE,
    now: options.now,
    onEvent: (event) => notifications.onEvent(event),
  })
  // A contact message and its staff notification are stored in one transaction.
  const contact = contactRules(contactMessagesRepository(database), {
    now: options.now,
    onReceived: (trx, message) => notifications.onContactMessage(trx, message),
  })
  // The staff console's people, passkeys and sessions (issue 27).
  const staff = staffRules(staffRepository(database), { now: options.now })
  return {
    config,
    database,
    facilities,
    photos: photosRepository(database.db),
    notifications,
    reservations,
    contact,
    staff,
  }
}
export type Services = ReturnType<typeof createServices>
