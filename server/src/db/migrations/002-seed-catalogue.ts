// A fresh database opens with the hotel's catalogue; a migration runs once, so a catalogue the
// staff have since emptied is never refilled. The rows are written here as the schema of 001 had
// them, not by the catalogue's code of today (facilities/), which may since have changed.
import { randomBytes } from 'node:crypto'
import { type Kysely, type Migration } from 'kysely'
import { seedCatalogue } from '../seed-catalogue'

/** The facilities table as 001 made it. */
interface FacilityRow001 {
  id: string
  type: string
  name: string
  description: string
  img: string
  capacity: number
  created_at: string
}

export const migration002: Migration = {
  async up(db: Kysely<unknown>) {
    // One millisecond apart, so the catalogue keeps its written order.
    const start = Date.now()
    // Without `guests`: that column is added by 009, which fills it in for these.
    const rows: FacilityRow001[] = seedCatalogue.map((f, i) => ({
      // A random 24-hex-digit id, like the document ids the spec's API used.
      id: randomBytes(12).toString('hex'),
      type: f.type,
      name: f.name,
      description: f.desc,
      img: f.img,
      capacity: f.capacity ?? 1,
      created_at: new Date(start + i).toISOString(),
    }))
    await (db as Kysely<{ facilities: FacilityRow001 }>)
      .insertInto('facilities')
      .values(rows)
      .execute()
  },
  async down() {},
}
