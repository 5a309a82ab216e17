// The hotel's brand, made at build from its one source (src/content/hotel.ts and the logo in
// src/content/brand/): the web app manifest's name, description, colours and icons; the head of
// index.html (the title every page starts from, the description, the browser's bar colour, the
// icons' links); and the icons themselves, rendered from the logo with sharp (which draws SVG
// with librsvg). The dev server serves the same icons, rendered on request.
import fs from 'node:fs'
import sharp from 'sharp'
import type { ManifestOptions } from 'vite-plugin-pwa'
import type { Plugin } from 'vite'
import { brandColors, hotel } from '../src/content/hotel'
import { DEFAULT_LANGUAGE } from '../src/content/messages/default'
import { messagesFor } from '../src/content/messages/index'
import { BRAND_ICONS, type BrandIcon } from '../src/lib/brand-icons'

/** The hotel's logo, square, as SVG: the favicon, the icons and the header's mark. */
export const LOGO = 'src/content/brand/logo.svg'
/** Where index.html wants the brand's head tags. */
const PLACEHOLDER = '<!-- brand -->'
/** The rest of the manifest, which is no one's brand. */
const MANIFEST_BASE = 'manifest.webmanifest'

/** Listed in src/lib/brand-icons.ts, where the service worker finds its notifications' icon. */
export const ICONS = BRAND_ICONS
type Icon = BrandIcon
const FAVICON = 'favicon.svg'
const APPLE_ICON = ICONS.find((i) => !i.purpose)!

/** The browser's bar and the installed app's splash: the default (dark) theme's page. */
export const THEME_COLOR = brandColors.neutral[950]

/**
 * The manifest's file for `language` (the service worker's plugin writes and links it, in each
 * language's build: vite.config.ts): `manifest.webmanifest`, `manifest.fr.webmanifest`.
 */
export const manifestFileFor = (language: string) =>
  language === DEFAULT_LANGUAGE ? 'manifest.webmanifest' : `manifest.${language}.webmanifest`

/**
 * The web app manifest in `language`: its description and screenshots' labels in it, and for a
 * language other than the default an app of its own that opens on its home page (/fr/), so the
 * guest who installed the French site gets the French site.
 */
export function webAppManifest(language: string = DEFAULT_LANGUAGE): Partial<ManifestOptions> {
  const base = JSON.parse(fs.readFileSync(MANIFEST_BASE, 'utf8')) as Partial<ManifestOptions>
  const words = messagesFor(language)
  const home =
    language === DEFAULT_LANGUAGE ? {} : { id: `/${language}/`, start_url: `/${language}/` }
  return {
    name: hotel.name,
    short_name: hotel.shortName,
    description: words.pages.hotel.description,
    lang: language,
    ...base,
    ...home,
    screenshots: base.screenshots?.map((shot, i) => ({
      ...shot,
      label: words.chrome.pwa.screenshots[i] ?? shot.label,
    })),
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: ICONS.filter((i) => i.purpose).map((i) => ({
      src: `/${i.file}`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The tab icon's size: 16 CSS px at up to 3x. */
const FAVICON_PNG_SIZE = 48

/**
 * The tab icon as a data URL: the logo drawn at FAVICON_PNG_SIZE, a PNG with a palette of the
 * fewest colours that keep it looking the same (libimagequant's quality 90: the logo's flat colours
 * stay exact, its edges lose nothing one can see). It is in every page, base64, which brotli cannot
 * shrink: full colour it was 1,137 B (1.2 kB of each page on the wire), with a palette 613 B, and
 * every page must fit in a connection's first round trip (tests/e2e/first-round-trip.spec.ts).
 */
async function faviconDataUrl(): Promise<string> {
  const drawn = await renderIcon(fs.readFileSync(LOGO), {
    file: '',
    size: FAVICON_PNG_SIZE,
    fullBleed: false,
  })
  const png = await sharp(drawn)
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

/** The head's brand tags. Each page's own title replaces this one when it is rendered. */
function headTags(favicon: string, language: string): string {
  return [
    `<meta name="description" content="${escapeHtml(messagesFor(language).pages.hotel.description)}">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    // In the page, not a link: the browser fetches a linked icon at high priority while the page
    // loads, and on a slow line it shares the line with the first photo (Lighthouse, `/`: LCP
    // 910 ms with the icon fetched before the hero art showed, 780-840 without). A PNG, not the
    // SVG: Chrome decodes a tab icon in the page's renderer, and an SVG there is a document of its
    // own set up on the main thread (~10 ms at 1x in a trace of `/`; a 48 px PNG, well under 1).
    // /favicon.svg stays for whoever asks for it.
    `<link rel="icon" href="${favicon}" type="image/png" sizes="${FAVICON_PNG_SIZE}x${FAVICON_PNG_SIZE}">`,
    `<link rel="apple-touch-icon" href="/${APPLE_ICON.file}">`,
    `<title>${escapeHtml(hotel.name)}</title>`,
  ].join('')
}

async function renderIcon(logo: Buffer, icon: Icon): Promise<Buffer> {
  const drawn = Math.round(icon.fullBleed ? icon.size * 0.7 : icon.size)
  // Drawn at the size it is shown, not scaled from a small bitmap: sharp reads an SVG at 72 dpi.
  const { width = 64 } = await sharp(logo).metadata()
  const mark = await sharp(logo, { density: (72 * drawn) / width })
    .resize(drawn, drawn, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer()
  if (!icon.fullBleed) return sharp(mark).png({ compressionLevel: 9 }).toBuffer()
  return sharp({
    create: {
      width: icon.size,
      height: icon.size,
      channels: 4,
      background: brandColors.iconBackground,
    },
  })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** `language`: the build's (scripts/build.ts builds once per language). */
export function brand(language: string = DEFAULT_LANGUAGE): Plugin {
  let ssrBuild = false
  return {
    name: 'hearth-brand',
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr)
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`)
        const tags = headTags(await faviconDataUrl(), language)
        return html.replace(PLACEHOLDER, () => tags)
      },
    },
    async generateBundle() {
      // The icons once, in the default language's build (the others share its folder).
      if (ssrBuild || language !== DEFAULT_LANGUAGE) return
      const logo = fs.readFileSync(LOGO)
      this.emitFile({ type: 'asset', fileName: FAVICON, source: logo })
      for (const icon of ICONS) {
        this.emitFile({ type: 'asset', fileName: icon.file, source: await renderIcon(logo, icon) })
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.split('?')[0]?.slice(1)
        const icon = ICONS.find((i) => i.file === file)
        if (file !== FAVICON && !icon) return next()
        const logo = fs.readFileSync(LOGO)
        const send = (type: string, body: Buffer) => {
          res.setHeader('Content-Type', type)
          res.end(body)
        }
        if (!icon) return send('image/svg+xml', logo)
        renderIcon(logo, icon).then((png) => send('image/png', png), next)
      })
    },
  }
}
