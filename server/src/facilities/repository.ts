// Facilities SQL, and nothing else.
import type {
  Facility,
  FacilityChanges,
  FacilityType,
  ParsedNewFacility,
} from '../../../contract/facility'
import { FACILITY_PHOTO_WIDTHS, facilityPhotoUrl } from '../../../contract/facility-photo'
import type { FacilityText, FacilityTextsByLanguage } from '../../../contract/facility-texts'
import type { RateRule } from '../../../contract/rates'
import type { Kysely } from 'kysely'
import type { Database, FacilitiesTable, FacilityTextsTable, Schema } from '../db/schema'
import type { TextsByFacility } from './facility-texts'
import { madeAfter } from '../db/made-after'
import { newFacilityRow } from './new-facility-row'
import { rowsWhere, valueWhere } from '../db/rows'
import { inTransaction } from '../db/transaction'
import { ratesByFacility, ratesOf } from './rates-repository'
import { type HotelTerms, termsOf } from './terms-repository'
import { policyFor } from '../../../contract/payment-terms'
import type { PreparedPhoto } from './photo-file'
import { pruneUnusedPhotos, savePhoto } from './photo-repository'

function toFacility(
  row: FacilitiesTable,
  rates: RateRule[] | undefined,
  terms: HotelTerms,
): Facility {
  const own = terms.facilities.get(row.id)
  return {
    _id: row.id,
    type: row.type as FacilityType,
    name: row.name,
    desc: row.description,
    img: row.img,
    capacity: Number(row.capacity),
    // Unknown is left out, as the contract's optional field has it, rather than sent as null.
    ...(row.guests !== null && { guests: Number(row.guests) }),
    // Left out where the owner has set none: the list a guest downloads grows only with rates.
    ...(rates && rates.length > 0 && { rates }),
    // The same: the policy and the taxes only once the owner set them.
    ...((terms.hotel || own) && { policy: policyFor(terms.hotel, own) }),
    ...(terms.taxes.length > 0 && { taxes: terms.taxes }),
  }
}

/** Text rows as each facility's words by language. */
function groupTexts(rows: FacilityTextsTable[]): Map<string, FacilityTextsByLanguage> {
  const byFacility = new Map<string, FacilityTextsByLanguage>()
  for (const row of rows) {
    const texts = byFacility.get(row.facility_id) ?? {}
    texts[row.language] = { name: row.name, desc: row.description }
    byFacility.set(row.facility_id, texts)
  }
  return byFacility
}

/** A facility's `img` for its own photo: the largest size (the cards add the others). */
const photoImg = (photo: PreparedPhoto) => facilityPhotoUrl(photo.hash, FACILITY_PHOTO_WIDTHS[0])

/**
 * Its writes run in db/transaction.ts's transaction (on SQLite, BEGIN IMMEDIATE: the write lock
 * before the first read). A plain deferred one that reads first (a new facility's time, a text's
 * facility) fails at its first write when another process wrote meanwhile ("database is locked",
 * at once, no waiting): the CLI adding a facility while two servers took requests did.
 */
export function facilitiesRepository(database: Database) {
  const { db, changes: feeds } = database
  const base = (conn: Kysely<Schema> = db) =>
    conn.selectFrom('facilities').selectAll().orderBy('created_at').orderBy('id')
  const find = async (id: string): Promise<Facility | undefined> => {
    const row = await base().where('id', '=', id).executeTakeFirst()
    return row && toFacility(row, await ratesOf(db, id), await termsOf(db))
  }
  const textsOf = async (facilityId: string): Promise<FacilityTextsByLanguage> => {
    const rows = await rowsWhere(db, 'facility_texts', 'facility_id', facilityId, 'language')
    return groupTexts(rows).get(facilityId) ?? {}
  }
  return {
    async list(): Promise<Facility[]> {
      const rates = await ratesByFacility(db)
      const terms = await termsOf(db)
      return (await base().execute()).map((row) => toFacility(row, rates.get(row.id), terms))
    },
    /** The list and every facility's words in the other languages, read in one transaction. */
    async catalogue(): Promise<{ list: Facility[]; texts: TextsByFacility }> {
      return db.transaction().execute(async (trx) => {
        const rows = await base(trx).execute()
        const textRows = await trx
          .selectFrom('facility_texts')
          .selectAll()
          .orderBy('language')
          .execute()
        const rates = await ratesByFacility(trx)
        const terms = await termsOf(trx)
        return {
          list: rows.map((row) => toFacility(row, rates.get(row.id), terms)),
          texts: groupTexts(textRows),
        }
      })
    },
    find,
    /** One facility's words in the other languages (`{}` when it has none). */
    async texts(facilityId: string): Promise<FacilityTextsByLanguage> {
      return textsOf(facilityId)
    },
    /**
     * Sets a facility's words in `language`: `changes` over what it had (a first text needs both
     * fields: `incomplete`). `missing` when no facility has the id.
     */
    async setText(
      facilityId: string,
      language: string,
      changes: Partial<FacilityText>,
      now = new Date(),
    ): Promise<FacilityTextsByLanguage | 'missing' | 'incomplete'> {
      const result = await inTransaction(database, async (trx) => {
        if ((await valueWhere(trx, 'facilities', 'id', 'id', facilityId)) === undefined)
          return 'missing' as const
        const had = await trx
          .selectFrom('facility_texts')
          .selectAll()
          .where('facility_id', '=', facilityId)
          .where('language', '=', language)
          .executeTakeFirst()
        const name = changes.name ?? had?.name
        const description = changes.desc ?? had?.description
        if (name === undefined || description === undefined) return 'incomplete' as const
        const updated_at = now.toISOString()
        // One statement either way: two first saves at once both land (the later wins).
        await trx
          .insertInto('facility_texts')
          .values({ facility_id: facilityId, language, name, description, updated_at })
          .onConflict((oc) =>
            oc.columns(['facility_id', 'language']).doUpdateSet({ name, description, updated_at }),
          )
          .execute()
        return 'set' as const
      })
      if (result !== 'set') return result
      await feeds.facilities.announce()
      return textsOf(facilityId)
    },
    /** Removes a facility's words in `language`: true when there were some. */
    async removeText(facilityId: string, language: string): Promise<boolean> {
      const result = await db
        .deleteFrom('facility_texts')
        .where('facility_id', '=', facilityId)
        .where('language', '=', language)
        .executeTakeFirst()
      const removed = Number(result.numDeletedRows) > 0
      if (removed) await feeds.facilities.announce()
      return removed
    },
    /**
     * With a photo, the facility shows it (its `img` is the photo's URL): both stored at once. It
     * lists after every facility made before it (../db/made-after.ts); two made at once on two
     * replicas may still share a millisecond, and then list by id.
     */
    async create(
      input: ParsedNewFacility,
      photo?: PreparedPhoto,
      now = new Date(),
    ): Promise<Facility> {
      const row = await inTransaction(database, async (trx) => {
        const last = await trx
          .selectFrom('facilities')
          .select((eb) => eb.fn.max('created_at').as('last'))
          .executeTakeFirst()
        const made = new Date(madeAfter(now, last?.last))
        const row = newFacilityRow(photo ? { ...input, img: photoImg(photo) } : input, made)
        if (photo) await savePhoto(trx, photo)
        await trx.insertInto('facilities').values(row).execute()
        return { row, terms: await termsOf(trx) }
      })
      await feeds.facilities.announce()
      return toFacility(row.row, undefined, row.terms)
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
      const updated = await inTransaction(database, async (trx) => {
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
      const deleted = await inTransaction(database, async (trx) => {
        // Its words in the other languages and its rates go with it (also by the tables' cascade).
        await trx.deleteFrom('facility_texts').where('facility_id', '=', id).execute()
        await trx.deleteFrom('facility_rates').where('facility_id', '=', id).execute()
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
