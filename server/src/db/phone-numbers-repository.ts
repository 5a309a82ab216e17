// The SQL of filling the stored guest phones' E.164 form (fill-phone-numbers.ts decides which
// reading holds and works through the rows): the calling code they were read with, and the rows.
import type { Kysely } from 'kysely'
import { valueWhere } from './rows'
import type { Schema } from './schema'

/** The one row of `phone_reading`. */
const READING = 'reservations'

export function phoneNumbersRepository(db: Kysely<Schema>) {
  return {
    /** The calling code the stored phones were read with; undefined before any reading. */
    readingCode(): Promise<string | undefined> {
      return valueWhere(db, 'phone_reading', 'calling_code', 'id', READING)
    },
    /** Every phone to be read again, with this code from now on: one transaction. */
    async readAgainWith(callingCode: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('reservations')
          .set({ phone_e164: null })
          .where('phone_e164', 'is not', null)
          .execute()
        await trx
          .insertInto('phone_reading')
          .values({ id: READING, calling_code: callingCode })
          .onConflict((oc) => oc.column('id').doUpdateSet({ calling_code: callingCode }))
          .execute()
      })
    },
    /** Up to `limit` stored phones not yet read. */
    unread: (limit: number) =>
      db
        .selectFrom('reservations')
        .select(['reservation_id', 'phone'])
        .where('phone_e164', 'is', null)
        .limit(limit)
        .execute(),
    /** Each phone's reading, in one transaction; a row read meanwhile keeps its own. */
    async store(read: { reservation_id: string; phone_e164: string }[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const row of read) {
          await trx
            .updateTable('reservations')
            .set({ phone_e164: row.phone_e164 })
            .where('reservation_id', '=', row.reservation_id)
            .where('phone_e164', 'is', null)
            .execute()
        }
      })
    },
  }
}
