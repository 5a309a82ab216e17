// The staff's own photos (`npm run admin -- facilities add --photo`) arrive after the build, so
// they are not precached like the catalogue's own. On the visit that installs the service worker
// the page's images load before the worker can see them: asked for again here, once it controls
// the page, its CacheFirst route keeps them (vite.config.ts), and the services page shows them
// offline after any first visit. Both sizes: which one a card shows depends on the screen.
import {
  FACILITY_PHOTO_WIDTHS,
  facilityPhotoHash,
  facilityPhotoUrl,
} from '../../contract/facility-photo'

/**
 * The staff's photos of `list` as the API sent it, unchecked (only the `img` of each entry is
 * read), in both sizes. The service worker keeps them too (src/start/sw-pages.ts).
 */
export function staffPhotoUrls(list: unknown): string[] {
  if (!Array.isArray(list)) return []
  return list.flatMap((facility: { img?: unknown }) => {
    const hash = typeof facility?.img === 'string' ? facilityPhotoHash(facility.img) : undefined
    return hash ? FACILITY_PHOTO_WIDTHS.map((width) => facilityPhotoUrl(hash, width)) : []
  })
}

export async function keepStaffPhotos(list: unknown): Promise<void> {
  const urls = staffPhotoUrls(list)
  // One at a time: the guest's own requests come first on a slow line. A kept one is answered
  // by the worker without the network.
  for (const url of urls) {
    await fetch(url).then(
      (res) => res.arrayBuffer(),
      () => undefined, // offline: next time
    )
  }
}
