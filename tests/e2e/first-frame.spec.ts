// A browser paints a page as it parses it, and may pause its parsing anywhere: on a slow phone, or
// when the page's bytes come in two parts. The header's controls, pushed to its right end, moved
// when the rest of the header came (a layout shift: CI failed on one; 1 load in 32 at 4x CPU),
// so a prerendered page holds its first frame until it is parsed to its end
// (src/start/after-paint.ts, `parsedFirst`). Here the page arrives cut in the middle of its
// header, the rest some time later, as on a line that stalls: the first frame must still show the
// whole page, and nothing move.
import type http from 'node:http'
import { PAGE_END_ID } from '../../src/lib/start-names'
import { expect, test } from '../support/e2e-pwa-fixtures'
import { passOn, startHeldProxy } from '../support/held-proxy'

test.use({ shareServer: true })

/** Where the page is cut: after the header's Instagram link, before the theme toggle. */
const CUT_BEFORE = 'data-theme-toggle'
/** How long the rest of the page stalls: many frames' worth. */
const STALL_MS = 400

const isPage = (req: http.IncomingMessage) => (req.headers.accept ?? '').includes('text/html')

/**
 * A proxy in front of `target` that sends each page (an HTML answer) in two parts, cut inside its
 * header, STALL_MS apart; everything else as it comes.
 */
const startStallingProxy = (target: string) =>
  startHeldProxy(target, () => false, {
    // The page's own bytes, to cut: uncompressed.
    headers: (req) =>
      isPage(req) ? { ...req.headers, 'accept-encoding': 'identity' } : req.headers,
    answer: (req, answer, res) => {
      if (!isPage(req) || !(answer.headers['content-type'] ?? '').startsWith('text/html'))
        return passOn(req, answer, res)
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8')
        const cut = body.lastIndexOf('<', body.indexOf(CUT_BEFORE, body.indexOf('<header')))
        const { 'content-length': _length, ...rest } = answer.headers
        res.writeHead(answer.statusCode ?? 502, rest)
        if (cut <= 0) return void res.end(body)
        res.write(body.slice(0, cut))
        setTimeout(() => res.end(body.slice(cut)), STALL_MS)
      })
    },
  })

interface Seen {
  /** Whether the page's end was parsed when its first frame was made; undefined before it. */
  firstFrameWhole?: boolean
  shifts: { value: number; sources: string[] }[]
}

/** Records, from the page's start, what its first frame had parsed, and every layout shift. */
function record(pageEnd: string) {
  const seen: Seen = { shifts: [] }
  Object.assign(window, { seen })
  requestAnimationFrame(() => (seen.firstFrameWhole = document.getElementById(pageEnd) !== null))
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as unknown as { value: number; sources: { node?: Node }[] }
      seen.shifts.push({
        value: shift.value,
        sources: shift.sources.map((s) =>
          s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
        ),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

const cases = [
  { path: '/', width: 390, height: 844 },
  { path: '/fr/services', width: 390, height: 844 },
  { path: '/services', width: 1280, height: 900 },
]

for (const { path, width, height } of cases) {
  test(`${path} at ${width}px, its header cut by a stalling line: the first frame shows the whole page, nothing moves`, async ({
    page,
    server,
  }) => {
    const proxy = await startStallingProxy(server.url)
    try {
      await page.setViewportSize({ width, height })
      await page.addInitScript(record, PAGE_END_ID)
      await page.goto(`${proxy.url}${path}`)
      await page.waitForLoadState('load')
      const seen = () => page.evaluate(() => (window as unknown as { seen: Seen }).seen)
      await expect.poll(async () => (await seen()).firstFrameWhole).toBeDefined()
      // Two frames more, for a shift of the last part's layout to be reported.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      const { firstFrameWhole, shifts } = await seen()
      expect(firstFrameWhole, 'the first frame came once the page was parsed to its end').toBe(true)
      expect(shifts, 'nothing moved').toEqual([])
    } finally {
      await proxy.close()
    }
  })
}
