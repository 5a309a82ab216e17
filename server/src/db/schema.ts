// The tables as Kysely sees them. Dates are `YYYY-MM-DD` text and instants ISO-8601 text on both
// dialects, so the same queries and comparisons hold on SQLite and PostgreSQL.
import type { ColumnType, Generated, Kysely } from 'kysely'

/** A column that may be left out of an insert (it is then null). */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>
import type { ChangeFeed } from './change-feed'
import type { DatabaseHealth } from './health'

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

export interface Schema {
  facilities: FacilitiesTable
  facility_photos: FacilityPhotosTable
  reservations: ReservationsTable
  outbox: OutboxTable
  outbox_deliveries: OutboxDeliveriesTable
  reservation_events: ReservationEventsTable
  contact_messages: ContactMessagesTable
}

export type Dialect = 'sqlite' | 'postgres'
export interface Database {
  db: Kysely<Schema>
  dialect: Dialect
  /** Word between the servers on this database that the facilities changed. */
  facilityChanges: ChangeFeed
  /** Whether the database can be used now: `/api/health/ready`. */
  health: DatabaseHealth
  close(): Promise<void>
}
