// Facility photos SQL, and nothing else. The writes take the caller's transaction: a facility and
// its photo are stored together or not at all.
import type { Kysely } from 'kysely'
import { facilityPhotoHash, type FacilityPhotoWidth } from '../../../contract/facility-photo'
import type { Schema } from '../db/schema'
import type { PreparedPhoto } from './photo-file'

export interface StoredPhoto {
  data: Buffer
  bytes: number
}

/** Stores each size of the photo; one already stored (the same photo again) is left as it is. */
export async function savePhoto(db: Kysely<Schema>, photo: PreparedPhoto, now = new Date()) {
  await db
    .insertInto('facility_photos')
    .values(
      photo.variants.map((v) => ({
        hash: photo.hash,
        width: v.width,
        height: v.height,
        bytes: v.data.length,
        data: v.data,
        created_at: now.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['hash', 'width']).doNothing())
    .execute()
}

/** Drops the photos no facility shows any more (after a facility's photo changed or it went). */
export async function pruneUnusedPhotos(db: Kysely<Schema>) {
  const used = new Set(
    (await db.selectFrom('facilities').select('img').execute()).flatMap(
      (f) => facilityPhotoHash(f.img) ?? [],
    ),
  )
  const stored = await db.selectFrom('facility_photos').select('hash').distinct().execute()
  const unused = stored.map((p) => p.hash).filter((hash) => !used.has(hash))
  if (unused.length > 0)
    await db.deleteFrom('facility_photos').where('hash', 'in', unused).execute()
}

export function photosRepository(db: Kysely<Schema>) {
  return {
    async find(hash: string, width: FacilityPhotoWidth): Promise<StoredPhoto | undefined> {
      return db
        .selectFrom('facility_photos')
        .select(['data', 'bytes'])
        .where('hash', '=', hash)
        .where('width', '=', width)
        .executeTakeFirst()
    },
  }
}
export type PhotosRepository = ReturnType<typeof photosRepository>
