// Facilities SQL, and nothing else.
import type {
  Facility,
  FacilityChanges,
  FacilityType,
  ParsedNewFacility,
} from '../../../contract/facility'
import { FACILITY_PHOTO_WIDTHS, facilityPhotoUrl } from '../../../contract/facility-photo'
import type { Database, FacilitiesTable } from '../db/schema'
import { newFacilityRow } from './new-facility-row'
import type { PreparedPhoto } from './photo-file'
import { pruneUnusedPhotos, savePhoto } from './photo-repository'

function toFacility(row: FacilitiesTable): Facility {
  return {
    _id: row.id,
    type: row.type as FacilityType,
    name: row.name,
    desc: row.description,
    img: row.img,
    capacity: Number(row.capacity),
    // Unknown is left out, as the contract's optional field has it, rather than sent as null.
    ...(row.guests !== null && { guests: Number(row.guests) }),
  }
}

/** A facility's `img` for its own photo: the largest size (the cards add the others). */
const photoImg = (photo: PreparedPhoto) => facilityPhotoUrl(photo.hash, FACILITY_PHOTO_WIDTHS[0])

export function facilitiesRepository({ db, changes: feeds }: Database) {
  const base = () => db.selectFrom('facilities').selectAll().orderBy('created_at').orderBy('id')
  const find = async (id: string): Promise<Facility | undefined> => {
    const row = await base().where('id', '=', id).executeTakeFirst()
    return row && toFacility(row)
  }
  return {
    async list(): Promise<Facility[]> {
      return (await base().execute()).map(toFacility)
    },
    find,
    /** With a photo, the facility shows it (its `img` is the photo's URL): both stored at once. */
    async create(input: ParsedNewFacility, photo?: PreparedPhoto): Promise<Facility> {
      const row = newFacilityRow(photo ? { ...input, img: photoImg(photo) } : input)
      await db.transaction().execute(async (trx) => {
        if (photo) await savePhoto(trx, photo)
        await trx.insertInto('facilities').values(row).execute()
      })
      await feeds.facilities.announce()
      return toFacility(row)
    },
    /** Changes the given fields (a photo replaces `img`); undefined when no facility has the id. */
    async update(
      id: string,
      changes: FacilityChanges,
      photo?: PreparedPhoto,
    ): Promise<Facility | undefined> {
      const { desc, ...same } = changes
      const set = {
        ...same,
        ...(desc !== undefined && { description: desc }),
        ...(photo && { img: photoImg(photo) }),
      }
      const updated = await db.transaction().execute(async (trx) => {
        if (photo) await savePhoto(trx, photo)
        const result = await trx
          .updateTable('facilities')
          .set(set)
          .where('id', '=', id)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) === 0) return false
        await pruneUnusedPhotos(trx)
        return true
      })
      if (!updated) return undefined
      await feeds.facilities.announce()
      return find(id)
    },
    /** True when a facility was deleted. Its reservation requests stay for the staff. */
    async delete(id: string): Promise<boolean> {
      const deleted = await db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('facilities').where('id', '=', id).executeTakeFirst()
        if (Number(result.numDeletedRows) === 0) return false
        await pruneUnusedPhotos(trx)
        return true
      })
      if (deleted) await feeds.facilities.announce()
      return deleted
    },
  }
}
export type FacilitiesRepository = ReturnType<typeof facilitiesRepository>
