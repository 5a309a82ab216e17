// The staff's own facility photos (`npm run admin -- facilities add --photo`): where the server
// serves them and in which sizes. The server, the site's cards (via the `-800.webp` naming that
// src/features/facilities/facility-image.ts turns into a srcset) and the service worker's cache
// route all read these, so a photo's URL is spelt in this one place. No validation library: the
// service worker's build imports it too.

/** Served at the site's root, not under the API: an <img> of the site, cached like one. */
export const FACILITY_PHOTO_PREFIX = '/photos/'

/** The widths the cards ask for (srcset 400w, 800w), largest first; the 800 one is `img`. */
export const FACILITY_PHOTO_WIDTHS = [800, 400] as const
export type FacilityPhotoWidth = (typeof FACILITY_PHOTO_WIDTHS)[number]

/** The cards' frame: 4:3, as the catalogue's own photos. */
export const FACILITY_PHOTO_ASPECT = { width: 4, height: 3 } as const

/**
 * The largest photo file the staff may give (the CLI's --photo, the console's upload): a phone's
 * photo is 2 to 12 MB; anything much larger is not a photo meant for a web page.
 */
export const FACILITY_PHOTO_MAX_BYTES = 20 * 1024 * 1024

/** Hex digits of the content hash in a photo's name: 128 bits, never two photos alike. */
export const FACILITY_PHOTO_HASH_LENGTH = 32

/** `/photos/<hash>-<width>.webp`: a new photo is a new URL, so its answer is cached for ever. */
export const FACILITY_PHOTO_FILE = new RegExp(
  `^([0-9a-f]{${FACILITY_PHOTO_HASH_LENGTH}})-(${FACILITY_PHOTO_WIDTHS.join('|')})\\.webp$`,
)

/** The service worker's cache of them (vite.config.ts): the whole site works offline. */
export const FACILITY_PHOTO_CACHE = 'facility-photos'

export function facilityPhotoUrl(hash: string, width: FacilityPhotoWidth): string {
  return `${FACILITY_PHOTO_PREFIX}${hash}-${width}.webp`
}

/** The hash of a facility's `img` when it is one of these photos, else undefined. */
export function facilityPhotoHash(img: string): string | undefined {
  if (!img.startsWith(FACILITY_PHOTO_PREFIX)) return undefined
  return FACILITY_PHOTO_FILE.exec(img.slice(FACILITY_PHOTO_PREFIX.length))?.[1]
}
