// The console's catalogue (issue 29): the facilities as the staff edit them from a phone. A photo
// travels inside the JSON body, base64: the staff API takes JSON bodies only (its cross-site
// guard, http/same-origin.ts), and a facility with its photo is then one call, stored together or
// not at all, as the CLI's `facilities add --photo` stores it. The server makes the photo what
// the CLI makes of a --photo file (server/src/facilities/photo-file.ts).
import { z } from './zod'
import { Facility, FacilityChanges, NewFacility } from './facility'
import { FACILITY_PHOTO_MAX_BYTES } from './facility-photo'
import { FacilityTextsByLanguage } from './facility-texts'

/** base64 of the largest photo a staff member may give: 4 characters per 3 bytes. */
export const PHOTO_BASE64_MAX = Math.ceil(FACILITY_PHOTO_MAX_BYTES / 3) * 4

/** The photo's bytes, base64 (no `data:` prefix): what FileReader gives, after its comma. */
export const PhotoData = z
  .string()
  .min(1, 'is empty: choose a photo')
  .max(PHOTO_BASE64_MAX, 'is larger than 20 MB: choose a smaller photo')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be the photo’s bytes in base64')
  .refine((s) => s.length % 4 === 0, 'must be the photo’s bytes in base64')

/** A facility as the staff edit it: with its words in the site's other languages. */
export const StaffFacility = Facility.extend({ texts: FacilityTextsByLanguage })
export type StaffFacility = z.infer<typeof StaffFacility>

/** `GET /api/staff/catalogue`: every facility, in the hotel's order. */
export const StaffCatalogue = z.object({ facilities: z.array(StaffFacility) })
export type StaffCatalogue = z.infer<typeof StaffCatalogue>

/** `POST /api/staff/catalogue/facilities` (owner): a new facility, with its photo. */
export const StaffNewFacility = NewFacility.omit({ img: true }).extend({ photo: PhotoData })
export type StaffNewFacility = z.input<typeof StaffNewFacility>

/**
 * `POST /api/staff/catalogue/facilities/:id`: the fields to change, and a new photo. The front
 * desk may change the description and the photo; the rest is an owner's (403 `owner_only`).
 */
export const StaffFacilityChanges = FacilityChanges.omit({ img: true }).extend({
  photo: PhotoData.optional(),
})
export type StaffFacilityChanges = z.input<typeof StaffFacilityChanges>

/** What the front desk may change of a facility. */
export const FRONT_DESK_FACILITY_FIELDS = ['desc', 'photo'] as const

/** `POST /api/staff/catalogue/facilities/:id/delete` (owner): what went. */
export const StaffFacilityDeleted = z.object({ id: z.string(), name: z.string() })
export type StaffFacilityDeleted = z.infer<typeof StaffFacilityDeleted>
