import { randomBytes } from 'node:crypto'
import type { ParsedNewFacility } from '../../../contract/facility'
import type { FacilitiesTable } from '../db/schema'

/** A new facility's row: a random 24-hex-digit id, like the document ids the spec's API used. */
export function newFacilityRow(f: ParsedNewFacility, createdAt = new Date()): FacilitiesTable {
  return {
    id: randomBytes(12).toString('hex'),
    type: f.type,
    name: f.name,
    description: f.desc,
    img: f.img,
    capacity: f.capacity,
    guests: f.guests ?? null,
    created_at: createdAt.toISOString(),
  }
}
