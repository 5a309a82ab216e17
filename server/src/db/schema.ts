// The tables as Kysely sees them. Dates are `YYYY-MM-DD` text and instants ISO-8601 text on both
// dialects, so the same queries and comparisons hold on SQLite and PostgreSQL.
import type { ColumnType, Generated, Kysely } from 'kysely'
import type { ChangeFeeds } from './change-feed'

/** A column that may be left out of an insert (it is then null). */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>

export interface FacilitiesTable {
  id: string
  type: string
  name: string
  description: string
  img: string
  capacity: number
  /** How many people it sleeps or holds (migration 009); null when the staff have not said. */
  guests: number | null
  created_at: string
}

/**
 * A facility's name and description in a language other than the default (migration 015): the
 * French pages show them where they exist, the default language's words otherwise.
 */
export interface FacilityTextsTable {
  facility_id: string
  /** A language code of the site's (LANGUAGE_LIST), never the default's. */
  language: string
  name: string
  description: string
  updated_at: string
}

export interface ReservationsTable {
  reservation_id: string
  facility_id: string
  facility_type: string
  /** Kept with the request so the staff can still read it after the facility is deleted. */
  facility_name: string
  name: string
  phone: string
  email: string
  date_from: string
  date_to: string
  /** First day after the occupied nights or days: `date_to` for nights, the day after for days. */
  occupied_until: string
  received_at: string
  /** received | confirmed | declined | cancelled | expired (contract/reservation.ts). */
  status: Generated<string>
  status_changed_at: Optional<string>
  /** The hotel's note to the guest (a decline's reason), or the last change's note. */
  status_note: Optional<string>
  /** contract/reference.ts: derived from reservation_id; unique. */
  reference: Optional<string>
  /** The site's language the request was made in (migration 013); null: the default. */
  language: Optional<string>
  /**
   * The phone in E.164 ('+2348035550142', contract/phone-number.ts), what the staff's search
   * matches; '' when it is no number of its country's plan (searched as typed); null until read
   * (a row of an earlier version: filled as the database is opened, db/fill-phone-numbers.ts).
   */
  phone_e164: Optional<string>
  /** How many guests the request is for (migration 019); null: not asked (before prices). */
  guests: Optional<number>
  /**
   * The price the server worked out when the request arrived (contract/rates.ts `Quote`, as
   * JSON); null when the facility had no price then. Never worked out again.
   */
  quote: Optional<string>
  /** The stay's page's secret (/stay/<token>), made when the hotel first confirms (migration 021). */
  stay_token: Optional<string>
  /** What the stay asks and by when, fixed at confirmation: contract/payment-terms.ts PaymentSchedule with its policy, as JSON. */
  payment_terms: Optional<string>
  /** When its deposit is due (ISO instant; null: none asked), the schedule's, for the sweep. */
  deposit_due_by: Optional<string>
  /** The date the whole price is due (the hotel's), the schedule's, for the sweep's reminder. */
  balance_due_by: Optional<string>
  /** When the guest was reminded of the deposit, and of the balance (issue 53): once each. */
  deposit_reminded_at: Optional<string>
  balance_reminded_at: Optional<string>
  /** When an unpaid deposit's deadline was dealt with (the stay released or the staff told). */
  deposit_handled_at: Optional<string>
  /** The unit it sleeps in (units.number of its facility, migration 022); null: none given yet. */
  unit: Optional<number>
  /** null (not arrived) | checked_in | checked_out | no_show: the request stays `confirmed`. */
  desk_status: Optional<string>
  /** When and by whom (the person's name then, 'admin token' or 'CLI') at the desk. */
  checked_in_at: Optional<string>
  checked_in_by: Optional<string>
  checked_out_at: Optional<string>
  checked_out_by: Optional<string>
  no_show_at: Optional<string>
  no_show_by: Optional<string>
}

/** A unit the owner named or whose state was set (migration 022); others are clean and unnamed. */
export interface UnitsTable {
  facility_id: string
  number: number
  name: string | null
  /** The name in lower case: unique in the hotel. */
  name_key: string | null
  /** clean | dirty | inspected | out_of_order */
  state: ColumnType<string, string | undefined, string>
  reason: string | null
  /** Out of order from this date (the hotel's) up to, not including, `out_until` (null: open). */
  out_from: string | null
  out_until: string | null
  changed_at: string | null
  changed_by: string | null
}

/** One of a facility's rate rules (migration 019; contract/rates.ts `RateRule`). */
export interface FacilityRatesTable {
  id: string
  facility_id: string
  date_from: string | null
  date_to: string | null
  /** 1: the season comes back every year. */
  every_year: number
  /** `fri,sat`; '' for every day. */
  days: string
  /** Minor units; bigint (PostgreSQL answers it as text: read through Number). */
  nightly: string | number | null
  extra_guest: string | number | null
  included_guests: number | null
  min_stay: number | null
  max_stay: number | null
  closed_arrival: number
  created_at: string
}

/** Every change of a request's status: when, by whom, and the note. */
export interface ReservationEventsTable {
  id: string
  reservation_id: string
  at: string
  from_status: string | null
  to_status: string
  by: 'staff' | 'guest' | 'expiry'
  note: string | null
  /** The staff member who made a staff change (migration 010); null for a script's or the CLI's. */
  staff_id: Optional<string>
  /** Who, as the history shows it: the person's name then, 'admin token' or 'CLI'. */
  by_name: Optional<string>
}

/** A staff notification (notifications/outbox.ts): written with the change it tells of. */
export interface OutboxTable {
  event_id: string
  type: string
  /** The event's data as JSON text. */
  payload: string
  created_at: string
  /** When the payload was cut down to what names the request (no name, phone or message). */
  pruned_at: string | null
}

/** One event's delivery to one channel: 'pending' until 'delivered' or 'failed' (gave up). */
export interface OutboxDeliveriesTable {
  event_id: string
  channel: string
  status: string
  attempts: number
  next_attempt_at: string
  /** A worker is sending it until then; after, another may claim it (the sender died). */
  lease_until: string | null
  lease_token: string | null
  delivered_at: string | null
  last_error: string | null
}

/** A guest's message from the contact form (server/src/contact/): never served publicly. */
export interface ContactMessagesTable {
  /** Made by the device: a replay of the same message is stored once. */
  message_id: string
  name: string
  email: string
  /** Normalised as a reservation's phone (digits and an optional leading +). */
  phone: string
  reason: string
  received_at: string
  /** When a colleague marked it handled (migration 011); null while unread. */
  handled_at: Optional<string>
  /** Who, as the console shows it: the person's name then, 'admin token' or 'CLI'. */
  handled_by: Optional<string>
  /** The staff member who did, when a person did. */
  handled_by_id: Optional<string>
}

/**
 * One size of a staff member's facility photo (facilities/photo-file.ts), kept with the data so
 * every replica serves it and a backup holds it. Content-addressed: never changed once written.
 */
export interface FacilityPhotosTable {
  /** contract/facility-photo.ts: the hash in the photo's URL, shared by its sizes. */
  hash: string
  width: number
  height: number
  /** The size of `data`, readable without reading the image. */
  bytes: number
  /** The WebP file. */
  data: Buffer
  created_at: string
}

/** A person who may use the staff console (server/src/staff/). */
/** A VAPID key pair (server/src/push/keys.ts): the newest unretired one signs new subscriptions. */
export interface PushKeysTable {
  key_id: string
  /** base64url, as the browser's applicationServerKey. */
  public_key: string
  /** base64url: never leaves the server (nor its backups' readers). */
  private_key: string
  created_at: string
  retired_at: string | null
}

/** One device's push subscription for one request (server/src/push/). */
export interface PushSubscriptionsTable {
  /** sha256(reservation_id, endpoint), hex: the outbox event names it, not the endpoint. */
  subscription_id: string
  reservation_id: string
  endpoint: string
  p256dh: string
  auth: string
  /** The key pair the browser subscribed with: its pushes are signed with that pair. */
  key_id: string
  created_at: string
}

/** A staff member's browser told of new requests and messages by push (server/src/push/). */
export interface StaffPushDevicesTable {
  /** sha256(endpoint), hex: one row per browser, whoever turned it on last. */
  device_id: string
  staff_id: string
  endpoint: string
  p256dh: string
  auth: string
  /** The key pair the browser subscribed with: its pushes are signed with that pair. */
  key_id: string
  created_at: string
}

export interface StaffTable {
  id: string
  name: string
  /** owner | frontdesk (contract/staff.ts). */
  role: string
  /** WebAuthn's user handle: base64url of 32 random bytes, never the name. */
  webauthn_user_id: string
  created_at: string
  /** Set by `staff revoke`: the person's sessions, passkeys and invites are gone with it. */
  revoked_at: Optional<string>
}

/** One passkey of a staff member. */
export interface StaffCredentialsTable {
  /** The credential id, base64url. */
  id: string
  staff_id: string
  /** The COSE public key (raw bytes on SQLite, bytea on PostgreSQL). */
  public_key: Buffer
  counter: ColumnType<number, number | undefined, number>
  /** JSON array of the authenticator's transports. */
  transports: ColumnType<string, string | undefined, string>
  /** singleDevice | multiDevice */
  device_type: string
  backed_up: ColumnType<number, number | undefined, number>
  label: Optional<string>
  created_at: string
  last_used_at: Optional<string>
}

/** A signed-in browser: the cookie holds the id, the table only its SHA-256 (hex). */
export interface StaffSessionsTable {
  id_hash: string
  staff_id: string
  created_at: string
  last_seen_at: string
  expires_at: string
  user_agent: Optional<string>
}

/** A one-time enrolment link; the token is in the link, its SHA-256 (hex) here. */
export interface StaffInvitesTable {
  token_hash: string
  staff_id: string
  created_at: string
  expires_at: string
  used_at: Optional<string>
  /** 'cli', or `staff:<id>` of the owner who invited. */
  created_by: string
}

/** A WebAuthn challenge, single use: consumed (deleted) by the ceremony's second call. */
export interface StaffChallengesTable {
  challenge: string
  /** register | authenticate | add */
  purpose: string
  staff_id: Optional<string>
  expires_at: string
}

/** Who signed in, was invited, revoked: never a secret in `detail`. */
export interface StaffAuditTable {
  id: string
  at: string
  staff_id: Optional<string>
  /** 'cli', 'token', or `staff:<id>` */
  actor: string
  action: string
  /** JSON text. */
  detail: Optional<string>
}

export interface Schema {
  staff: StaffTable
  staff_credentials: StaffCredentialsTable
  staff_sessions: StaffSessionsTable
  staff_invites: StaffInvitesTable
  staff_challenges: StaffChallengesTable
  staff_audit: StaffAuditTable
  facilities: FacilitiesTable
  facility_photos: FacilityPhotosTable
  facility_texts: FacilityTextsTable
  facility_rates: FacilityRatesTable
  reservations: ReservationsTable
  outbox: OutboxTable
  push_keys: PushKeysTable
  push_subscriptions: PushSubscriptionsTable
  staff_push_devices: StaffPushDevicesTable
  outbox_deliveries: OutboxDeliveriesTable
  reservation_events: ReservationEventsTable
  contact_messages: ContactMessagesTable
  phone_reading: PhoneReadingTable
  channel_links: ChannelLinksTable
  channel_blocks: ChannelBlocksTable
  channel_export_keys: ChannelExportKeysTable
  leases: LeasesTable
  channel_alerts: ChannelAlertsTable
  payment_policies: PaymentPoliciesTable
  taxes: TaxesTable
  payments: PaymentsTable
  receipt_counters: ReceiptCountersTable
  units: UnitsTable
  unit_out_periods: UnitOutPeriodsTable
}

/**
 * A time a unit was out of order (migration 023), kept after it is back in service: the month's
 * figures take its nights from those available.
 */
export interface UnitOutPeriodsTable {
  facility_id: string
  number: number
  /** The hotel's dates: from `out_from` up to, not including, `out_until` (null: still open). */
  out_from: string
  out_until: string | null
  reason: string | null
}

/** The hotel's payment policy ('hotel') or a facility's own fields (migration 021). */
export interface PaymentPoliciesTable {
  scope: string
  facility_id: string | null
  /** contract/payment-schemas.ts PolicyChanges as JSON. */
  policy: string
  updated_at: string
  updated_by: string
}

/** A tax the owner set (migration 021): its rate in hundredths of a percent. */
export interface TaxesTable {
  name_key: string
  name: string
  rate: number
  included: number
  created_at: string
}

/** A payment or refund of a stay (migration 021); amounts in minor units. */
export interface PaymentsTable {
  id: string
  reservation_id: string
  kind: 'payment' | 'refund'
  method: 'paystack' | 'cash' | 'card' | 'transfer'
  amount: string | number
  currency: string
  status: 'pending' | 'succeeded' | 'failed'
  reference: string | null
  provider_id: string | null
  note: string | null
  recorded_by: string
  created_at: string
  settled_at: string | null
  receipt_number: string | null
}

/** The last receipt number given in a year (migration 021). */
export interface ReceiptCountersTable {
  year: number
  last: number
}

/** The calling code the stored `reservations.phone_e164` were read with (one row, migration 016). */
export interface PhoneReadingTable {
  id: string
  calling_code: string
}

/** An outside calendar (Airbnb, Booking.com) linked to one unit of a facility (migration 017). */
export interface ChannelLinksTable {
  id: string
  facility_id: string
  /** Which of the facility's `capacity` units the feed's events take, from 1. */
  unit: number
  /** What the staff read ("Airbnb", or the feed's host): never text taken from the feed. */
  name: string
  /** The feed's address as the staff gave it. */
  url: string
  created_at: string
  last_attempt_at: Optional<string>
  /** The last import that replaced the link's blocks: the staff's "last imported" check. */
  last_success_at: Optional<string>
  /** The last failed import's reason; null after a success. */
  last_error: Optional<string>
  /** Failed imports since the last success. */
  failures: ColumnType<number, number | undefined, number>
  /**
   * What the last good import skipped, a JSON array of sentences naming events by position
   * (migration 020): `[]` when it skipped nothing.
   */
  last_warnings: ColumnType<string, string | undefined, string>
}

/** One event of a link's feed: its unit taken over [from_date, to_date), to_date exclusive. */
export interface ChannelBlocksTable {
  link_id: string
  /** The event's UID: an event imported again is the same row. */
  uid: string
  from_date: string
  to_date: string
  /** 'reserved' (a booking there) or 'blocked' (the host closed the dates). */
  kind: 'reserved' | 'blocked'
}

/** The secret in a facility's export feed URLs; rotating it makes the old URLs 404. */
export interface ChannelExportKeysTable {
  facility_id: string
  secret: string
  rotated_at: string
}

/** A job one server at a time runs (migration 018): held by `holder` until `until`. */
export interface LeasesTable {
  name: string
  holder: string
  until: string
}

/** An alert sent to the staff about a link (migration 018): once per `kind` and `key`. */
export interface ChannelAlertsTable {
  /** 'overbooked' (key: stay and link) or 'stale' (key: link and its last success). */
  kind: 'overbooked' | 'stale'
  key: string
  link_id: string
  sent_at: string
}

export type Dialect = 'sqlite' | 'postgres'

/** Whether the database can be used now (health.ts makes it; the handle below carries it). */
export interface DatabaseHealth {
  /** Resolves when the database answers (and takes writes); rejects with an unavailable error. */
  check(): Promise<void>
  /** Told of every failed statement (Kysely's log): an unavailable one makes `check` try a write. */
  noteError(error: unknown): void
}

export interface Database {
  db: Kysely<Schema>
  dialect: Dialect
  /** Word between the servers on this database that the facilities or reservations changed. */
  changes: ChangeFeeds
  /** Whether the database can be used now: `/api/health/ready`. */
  health: DatabaseHealth
  close(): Promise<void>
}
