// Renders the home page's hero art (scripts/images/src/hero-<mode>.svg, written by make-art.py)
// into public/images/hero/ as WebP in the widths its srcset offers (src/content/hero-art.ts).
// With sharp (librsvg inside): no browser needed, and the same pixels on every machine.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { HERO_ART_WIDTHS, heroArtFile, type HeroArtMode } from '../../src/content/hero-art'

const here = import.meta.dirname
const out = path.join(here, '../../public/images/hero')
fs.mkdirSync(out, { recursive: true })

for (const mode of ['light', 'dark'] satisfies HeroArtMode[]) {
  const svg = fs.readFileSync(path.join(here, 'src', `hero-${mode}.svg`))
  for (const width of HERO_ART_WIDTHS) {
    // Drawn at the target size (the SVG is 800 wide: 72 dpi is 1x), not scaled from a bitmap.
    const density = (72 * width) / 800
    const file = path.join(out, path.basename(heroArtFile(mode, width)))
    // Flat art: a high quality costs few bytes, and keeps the edges clean of blocks.
    const info = await sharp(svg, { density })
      .resize(width)
      .webp({ quality: 80, effort: 6 })
      .toFile(file)
    console.log(`${path.basename(file)}: ${info.width}x${info.height}, ${info.size} B`)
  }
}
