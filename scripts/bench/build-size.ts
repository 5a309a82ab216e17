// The build, in gzipped bytes: what `/` needs before it is interactive, each chunk loaded later
// on demand, and everything the service worker precaches.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { criticalAssets } from '../lib/critical-assets'
import { SW_FILE } from '../../src/lib/start-names'

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

export interface BuildSizes {
  homeJs: { file: string; gzipBytes: number }[]
  homeJsGzip: number
  /** The same for the French home page, /fr/ (its own build: scripts/vite-texts.ts). */
  frenchHomeJsGzip: number
  homeCssGzip: number
  homeHtmlGzip: number
  lazyChunks: { file: string; gzipBytes: number }[]
  precacheEntries: number
  precacheGzip: number
  largestPhoto: { file: string; bytes: number }
}

export function measureBuild(siteDir: string): BuildSizes {
  const home = criticalAssets(siteDir, 'index.html')
  const critical = new Set(home.js.map((a) => a.file))
  const lazyChunks = fs
    .readdirSync(path.join(siteDir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f) && !critical.has(`assets/${f}`))
    .map((f) => ({ file: `assets/${f}`, gzipBytes: gzipSize(path.join(siteDir, 'assets', f)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  const sw = fs.readFileSync(path.join(siteDir, SW_FILE), 'utf8')
  const precached = [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!))]
  const photosDir = path.join(siteDir, 'images', 'facilities')
  const largestPhoto = fs
    .readdirSync(photosDir)
    .map((f) => ({
      file: `images/facilities/${f}`,
      bytes: fs.statSync(path.join(photosDir, f)).size,
    }))
    .sort((a, b) => b.bytes - a.bytes)[0]!
  return {
    homeJs: home.js.map(({ file, gzipBytes }) => ({ file, gzipBytes })),
    homeJsGzip: home.jsGzipBytes,
    frenchHomeJsGzip: criticalAssets(siteDir, 'fr/index.html').jsGzipBytes,
    homeCssGzip: home.cssGzipBytes,
    homeHtmlGzip: gzipSize(path.join(siteDir, 'index.html')),
    lazyChunks,
    precacheEntries: precached.length,
    precacheGzip: precached.reduce((n, url) => n + gzipSize(path.join(siteDir, url)), 0),
    largestPhoto,
  }
}
