// Facilities SQL, and nothing else.
import type { Facility, FacilityType, NewFacility } from '../../../contract/facility'
import type { Database, FacilitiesTable } from '../db/schema'
import { newFacilityRow } from './new-facility-row'

function toFacility(row: FacilitiesTable): Facility {
  return {
    _id: row.id,
    type: row.type as FacilityType,
    name: row.name,
    desc: row.description,
    img: row.img,
    capacity: Number(row.capacity),
  }
}

export function facilitiesRepository({ db, facilityChanges }: Database) {
  const base = () => db.selectFrom('facilities').selectAll().orderBy('created_at').orderBy('id')
  return {
    async list(): Promise<Facility[]> {
      return (await base().execute()).map(toFacility)
    },
    async find(id: string): Promise<Facility | undefined> {
      const row = await base().where('id', '=', id).executeTakeFirst()
      return row && toFacility(row)
    },
    async create(input: Required<NewFacility>): Promise<Facility> {
      const row = newFacilityRow(input)
      await db.insertInto('facilities').values(row).execute()
      await facilityChanges.announce()
      return toFacility(row)
    },
    /** True when a facility was deleted. Its reservation requests stay for the staff. */
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('facilities').where('id', '=', id).executeTakeFirst()
      const deleted = Number(result.numDeletedRows) > 0
      if (deleted) await facilityChanges.announce()
      return deleted
    },
  }
}
export type FacilitiesRepository = ReturnType<typeof facilitiesRepository>
