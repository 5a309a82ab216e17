// The hotel's payment policy, each facility's own fields of it, and the taxes (issue 53; migration
// 021): SQL only. They travel with the facilities list (each facility carries the policy it
// follows and the taxes, when the owner set any), so every change is announced on the
// facilities' feed once it commits, as a rate's is. In facilities/ because the catalogue carries
// them: payments/ reads them from here, never the other way.
import type { Kysely } from 'kysely'
import type { PolicyChanges } from '../../../contract/payment-schemas'
import type { TaxLine } from '../../../contract/payment-terms'
import type { Database, Schema } from '../db/schema'
import { inTransaction } from '../db/transaction'

export const HOTEL_SCOPE = 'hotel'

/** What the owner set: the hotel's fields, each facility's, and the taxes in the order made. */
export interface HotelTerms {
  hotel: PolicyChanges | null
  facilities: Map<string, PolicyChanges>
  taxes: TaxLine[]
}

const parsed = (text: string): PolicyChanges => JSON.parse(text) as PolicyChanges

/** The terms, read on `conn` (the catalogue's transaction, or the database). */
export async function termsOf(conn: Kysely<Schema>): Promise<HotelTerms> {
  const policies = await conn.selectFrom('payment_policies').selectAll().execute()
  const taxes = await conn
    .selectFrom('taxes')
    .selectAll()
    .orderBy('created_at')
    .orderBy('name_key')
    .execute()
  const hotel = policies.find((row) => row.scope === HOTEL_SCOPE)
  return {
    hotel: hotel ? parsed(hotel.policy) : null,
    facilities: new Map(
      policies
        .filter((row) => row.facility_id !== null)
        .map((row) => [row.facility_id as string, parsed(row.policy)]),
    ),
    taxes: taxes.map((row) => ({
      name: row.name,
      rate: Number(row.rate) / 100,
      included: Number(row.included) === 1,
    })),
  }
}

export function termsRepository(database: Database) {
  const { db, dialect, changes: feeds } = database
  const announced = async <T>(work: (trx: Kysely<Schema>) => Promise<T>): Promise<T> => {
    const result = await inTransaction(database, work)
    await feeds.facilities.announce()
    return result
  }
  return {
    read: () => termsOf(db),
    /**
     * Sets fields of the hotel's policy (`facilityId` undefined) or of a facility's own, over what
     * it had; answers the fields now set there. False when no facility has the id.
     */
    async setPolicy(
      changes: PolicyChanges,
      by: string,
      now: Date,
      facilityId?: string,
    ): Promise<PolicyChanges | false> {
      return announced(async (trx) => {
        if (facilityId !== undefined) {
          const facility = await trx
            .selectFrom('facilities')
            .select('id')
            .where('id', '=', facilityId)
            .executeTakeFirst()
          if (!facility) return false
        }
        const scope = facilityId ?? HOTEL_SCOPE
        const stamp = { updated_at: now.toISOString(), updated_by: by }
        // The row first (two owners saving at once on PostgreSQL must not both insert it), then
        // read under its lock (FOR UPDATE; SQLite's write lock is the transaction's), so each
        // change is made over the other's fields, never beside them.
        await trx
          .insertInto('payment_policies')
          .values({ scope, facility_id: facilityId ?? null, policy: '{}', ...stamp })
          .onConflict((oc) => oc.column('scope').doNothing())
          .execute()
        let read = trx.selectFrom('payment_policies').select('policy').where('scope', '=', scope)
        if (dialect === 'postgres') read = read.forUpdate()
        const row = await read.executeTakeFirstOrThrow()
        const policy = { ...parsed(row.policy), ...changes }
        await trx
          .updateTable('payment_policies')
          .set({ policy: JSON.stringify(policy), ...stamp })
          .where('scope', '=', scope)
          .execute()
        return policy
      })
    },
    /** Removes a facility's own fields (it follows the hotel's again); false when it had none. */
    async clearFacilityPolicy(facilityId: string): Promise<boolean> {
      return announced(async (trx) => {
        const result = await trx
          .deleteFrom('payment_policies')
          .where('scope', '=', facilityId)
          .executeTakeFirst()
        return Number(result.numDeletedRows) > 0
      })
    },
    /** Sets a tax (a new one, or the one of that name whatever its case): its place stays. */
    async setTax(line: TaxLine, now: Date): Promise<'added' | 'changed'> {
      return announced(async (trx) => {
        const key = line.name.toLowerCase()
        const values = {
          name: line.name,
          rate: Math.round(line.rate * 100),
          included: line.included ? 1 : 0,
        }
        const had = await trx
          .selectFrom('taxes')
          .select('name_key')
          .where('name_key', '=', key)
          .executeTakeFirst()
        // One statement whatever else runs: a tax set twice at once is set, not refused.
        await trx
          .insertInto('taxes')
          .values({ name_key: key, ...values, created_at: now.toISOString() })
          .onConflict((oc) => oc.column('name_key').doUpdateSet(values))
          .execute()
        if (had) return 'changed'
        return 'added'
      })
    },
    /** Removes the tax of that name (any case): false when there was none. */
    async removeTax(name: string): Promise<boolean> {
      return announced(async (trx) => {
        const result = await trx
          .deleteFrom('taxes')
          .where('name_key', '=', name.toLowerCase())
          .executeTakeFirst()
        return Number(result.numDeletedRows) > 0
      })
    },
  }
}
export type TermsRepository = ReturnType<typeof termsRepository>
