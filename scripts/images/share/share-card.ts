// The share picture's drawing (1200x630): the hotel's name, tagline and town beside one of the
// facility paintings (scripts/images/src), on the dark hearth background of the site's dark
// theme, with the logo's house and heart. Text from src/content/hotel.ts and the English tagline
// (src/content/messages/en.ts), so a rebrand redraws it.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { hotel } from '../../../src/content/hotel'
import { en } from '../../../src/content/messages/en'
import { SHARE_IMAGE } from '../../../src/seo/share-image'

const { width: W, height: H } = SHARE_IMAGE
/** The painting on the right, and where it sits. */
const ART = path.join(import.meta.dirname, '..', 'src', 'garden-double-room.svg')
const ART_BOX = { left: 620, top: 90, width: 540, height: 405, radius: 28 }

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Splits `text` into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

const SERIF = "Georgia, 'DejaVu Serif', serif"
const SANS = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"

function cardSvg(): string {
  const nameLines = wrap(hotel.name, 16)
  const tagline = wrap(en.pages.hotel.tagline, 24)
  const nameTop = 250
  const taglineTop = nameTop + nameLines.length * 78 + 30
  const text = (x: number, y: number, size: number, fill: string, font: string, s: string) =>
    `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" fill="${fill}">${escapeXml(s)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#231913"/><stop offset="1" stop-color="#17120e"/></linearGradient>
<radialGradient id="glow" cx="0.25" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffd58a" stop-opacity="0.16"/><stop offset="1" stop-color="#ffd58a" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<g transform="translate(64 88) scale(1.75)">
<rect width="64" height="64" rx="14" fill="#c8603a"/>
<path d="M12 30 32 13l20 17v21a3 3 0 0 1-3 3H15a3 3 0 0 1-3-3z" fill="none" stroke="#fbf4ea" stroke-width="4.5" stroke-linejoin="round"/>
<path d="M32 47c-6-4.5-9-8-9-11.5a4.7 4.7 0 0 1 9-2 4.7 4.7 0 0 1 9 2c0 3.5-3 7-9 11.5z" fill="#ffd58a"/>
</g>
${nameLines.map((line, i) => text(64, nameTop + 64 + i * 78, 72, '#fbf4ea', SERIF, line)).join('\n')}
${tagline.map((line, i) => text(64, taglineTop + 34 + i * 42, 32, '#f2b45c', SERIF, line)).join('\n')}
${text(64, H - 56, 26, '#d9bf9c', SANS, hotel.address.lines.join(' · '))}
<rect x="${ART_BOX.left - 10}" y="${ART_BOX.top - 10}" width="${ART_BOX.width + 20}" height="${ART_BOX.height + 20}" rx="${ART_BOX.radius + 8}" fill="#c8603a"/>
</svg>`
}

/** The share picture as JPEG. */
export async function renderShareImage(): Promise<Buffer> {
  const { width, height, radius } = ART_BOX
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`,
  )
  const art = await sharp(fs.readFileSync(ART))
    .resize(width, height)
    .composite([{ input: corners, blend: 'dest-in' }])
    .png()
    .toBuffer()
  return sharp(Buffer.from(cardSvg()))
    .composite([{ input: art, left: ART_BOX.left, top: ART_BOX.top }])
    .flatten({ background: '#17120e' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
