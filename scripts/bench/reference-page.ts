// The reference page: the home page's hero text in static HTML with no JavaScript, served by the
// same server. Its LCP is the floor this network and server allow.
import fs from 'node:fs'
import path from 'node:path'
import { hotel } from '../../src/content/hotel'
import { en } from '../../src/content/messages/en'

export const REFERENCE_FILE = 'bench-reference.html'

export function writeReferencePage(siteDir: string) {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="${hotel.name}: the reference page of the benchmark." />
    <title>${hotel.name}</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; background: #17120e; color: #f4ece1; }
      main { padding: 56px 16px; max-width: 64rem; margin: 0 auto; }
      p { color: #e79a74; font-weight: 600; letter-spacing: 0.05em; margin: 0 0 12px; }
      h1 { font-family: Georgia, serif; font-size: 2.25rem; line-height: 1.1; max-width: 18ch; margin: 0; }
    </style>
  </head>
  <body>
    <main>
      <p>${hotel.name.toUpperCase()}</p>
      <h1>${en.pages.hotel.tagline}</h1>
    </main>
  </body>
</html>
`
  fs.writeFileSync(path.join(siteDir, REFERENCE_FILE), html)
}
