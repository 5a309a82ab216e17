// The staff's devices' SQL (push/staff-devices.ts decides): the browsers of the staff told of
// each new request and contact message. Every call takes the caller's `db`, a transaction where a
// change must commit with another (a new request's events are written in its own; a revocation
// deletes the person's devices in its own: staff/repository.ts).
import type { Kysely, Selectable } from 'kysely'
import type { Schema, StaffPushDevicesTable } from '../db/schema'
import { openTransaction, type Transaction } from '../db/transaction'
import { countRows, rowsWhere, rowWhere } from '../db/rows'

export type StaffPushDeviceRow = Selectable<StaffPushDevicesTable>

export function staffDeviceRepository(db: Kysely<Schema>) {
  /** The devices of the people not revoked. */
  const active = () =>
    db
      .selectFrom('staff_push_devices as d')
      .innerJoin('staff', 'staff.id', 'd.staff_id')
      .where('staff.revoked_at', 'is', null)
  return {
    device(deviceId: string) {
      return rowWhere(db, 'staff_push_devices', 'device_id', deviceId)
    },

    /** A person's devices, oldest first. */
    devicesOf(staffId: string) {
      return rowsWhere(db, 'staff_push_devices', 'staff_id', staffId, 'created_at', 'device_id')
    },

    /**
     * Every device of a person not revoked (a revocation deletes them; the join holds for one
     * revoked meanwhile, by the CLI on another replica): each is told of a new event once.
     */
    activeDevices() {
      return active().select('d.device_id').orderBy('d.device_id').execute()
    },

    async countActive(): Promise<number> {
      return countRows(active())
    },

    /** This browser's row, made or replaced (new keys; another person turned it on here). */
    async upsert(row: StaffPushDeviceRow): Promise<void> {
      await db
        .insertInto('staff_push_devices')
        .values(row)
        .onConflict((oc) =>
          oc.column('device_id').doUpdateSet({
            staff_id: row.staff_id,
            endpoint: row.endpoint,
            p256dh: row.p256dh,
            auth: row.auth,
            key_id: row.key_id,
            created_at: row.created_at,
          }),
        )
        .execute()
    },

    /** Deletes a device; `staffId`: only if it is theirs. Returns whether one went. */
    async delete(deviceId: string, staffId?: string): Promise<boolean> {
      let query = db.deleteFrom('staff_push_devices').where('device_id', '=', deviceId)
      if (staffId !== undefined) query = query.where('staff_id', '=', staffId)
      const result = await query.executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}
export type StaffDeviceRepository = ReturnType<typeof staffDeviceRepository>

/** The same queries in a transaction the rules handed on (written with its change). */
export const staffDeviceRepositoryIn = (tx: Transaction) =>
  staffDeviceRepository(openTransaction(tx))
