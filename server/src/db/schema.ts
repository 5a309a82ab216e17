// The tables as Kysely sees them. Dates are `YYYY-MM-DD` text and instants ISO-8601 text on both
// dialects, so the same queries and comparisons hold on SQLite and PostgreSQL.
import type { Kysely } from 'kysely'
import type { ChangeFeed } from './change-feed'
import type { DatabaseHealth } from './health'

export interface FacilitiesTable {
  id: string
  type: string
  name: string
  description: string
  img: string
  capacity: number
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
}

export interface Schema {
  facilities: FacilitiesTable
  reservations: ReservationsTable
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
