// The site's icons, rendered from the logo at build (scripts/vite-brand.ts) and listed in the web
// app manifest: here so that the service worker's notifications use the same files.

export interface BrandIcon {
  file: string
  size: number
  /** Full bleed: the logo at 70 % on its background, inside the safe zone of a maskable icon. */
  fullBleed: boolean
  /** Its purpose in the manifest; none for Apple's, which is linked from the page only. */
  purpose?: 'any' | 'maskable'
}

export const BRAND_ICONS: BrandIcon[] = [
  { file: 'icons/icon-192.png', size: 192, fullBleed: false, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, fullBleed: false, purpose: 'any' },
  { file: 'icons/maskable-512.png', size: 512, fullBleed: true, purpose: 'maskable' },
  // Apple fills a transparent icon with black: full bleed too.
  { file: 'icons/apple-touch-icon-180.png', size: 180, fullBleed: true },
]

/** A notification's icon: the manifest's smallest plain one (phones draw it at 40-64 px). */
export const NOTIFICATION_ICON = `/${BRAND_ICONS.find((i) => i.purpose === 'any')!.file}`
