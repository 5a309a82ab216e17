// Every page, as the server sends it (headers and compressed body), fits in what a new
// connection's first round trip carries: TCP's initial window of 10 segments of 1,460 bytes. Past
// it, a slow line waits a whole round trip more for the page before anything paints, and
// Lighthouse's simulated slow 4G 150 ms more (issue 41: the catalogue pages, compressed on each
// answer at brotli's fast setting, were 15.0-16.0 kB, and their first paint 1.5x the reference
// page's).
import http from 'node:http'
import { LANGUAGE_CODES } from '../../src/content/messages/default'
import { localizedPath, SITE_ROUTES } from '../../src/lib/site-routes'
import { expect, test } from '../support/e2e-pwa-fixtures'

test.use({ shareServer: true })

const FIRST_ROUND_TRIP_BYTES = 10 * 1460

/** The bytes of a page's answer on the wire, as a browser asks for it: status line, headers, body. */
function wireBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' } },
        (res) => {
          let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length
          res.on('data', (chunk: Buffer) => (bytes += chunk.length))
          res.on('end', () => resolve(bytes))
          res.on('error', reject)
        },
      )
      .on('error', reject)
  })
}

test('every page fits, headers and all, in a new connection’s first round trip', async ({
  server,
}) => {
  for (const language of LANGUAGE_CODES) {
    for (const route of SITE_ROUTES) {
      const url = server.url + localizedPath(route, language)
      // A page rendered with the catalogue is compressed at the best setting once it is rendered
      // (server/src/http/site.ts); the answers before that are compressed on the fly.
      await expect
        .poll(() => wireBytes(url), { message: url })
        .toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES)
    }
  }
})
