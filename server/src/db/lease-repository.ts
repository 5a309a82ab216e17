// Leases on jobs that one server at a time must run across replicas (the feeds' import round,
// channels/schedule.ts): a row per job names its holder and until when it holds it (migration
// 018). Taking one is a single upsert that succeeds only when the row is free (absent, expired,
// or already this holder's), so two servers asking at once get one yes, on both dialects. A
// holder killed with its lease leaves it to run out; nobody has to clean it up.
import type { Database } from './schema'

export function leaseRepository({ db }: Pick<Database, 'db'>) {
  return {
    /** Takes (or renews) the lease `name` for `holder` until `until` if free at `at`. */
    async take(name: string, holder: string, at: string, until: string): Promise<boolean> {
      const row = await db
        .insertInto('leases')
        .values({ name, holder, until })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ holder, until })
            .where((eb) => eb.or([eb('leases.until', '<=', at), eb('leases.holder', '=', holder)])),
        )
        .returning('holder')
        .executeTakeFirst()
      return row?.holder === holder
    },
  }
}
export type LeaseRepository = ReturnType<typeof leaseRepository>
