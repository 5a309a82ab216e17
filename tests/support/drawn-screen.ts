// A screen drawn by the server into the console's page (issues 41 and 54), watched as the console
// takes it over (never a frame without it), and compared with the console's own: two screenshots
// pixel by pixel in the page (a canvas), no image library needed.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../../src/lib/start-names'
import type { StaffDevice } from './staff-console'

/**
 * Put in the page before its own code (as `(${watchDrawnScreen})(heading, guest)`): each element
 * with the id `heading` seen with `guest` in its section's first row, and how many checks (each
 * DOM change, each frame) found none once one had been seen. Read with `watched`.
 */
export function watchDrawnScreen(headingId: string, guest: string) {
  const seen: Element[] = []
  const watch = { headings: 0, gaps: 0 }
  ;(window as unknown as { __watch: typeof watch }).__watch = watch
  const check = () => {
    const heading = document.getElementById(headingId)
    const row = heading?.closest('section')?.querySelector('li .row-guest')
    if (heading && row?.textContent?.includes(guest)) {
      if (!seen.includes(heading)) seen.push(heading)
      watch.headings = seen.length
    } else if (seen.length > 0) watch.gaps++
  }
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  })
  const frame = () => {
    check()
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/** The script that runs watchDrawnScreen in every page of a context, before the page's own. */
export const watchScript = (headingId: string, guest: string) => ({
  content: `(${watchDrawnScreen.toString()})(${JSON.stringify(headingId)}, ${JSON.stringify(guest)})`,
})

/** What watchDrawnScreen counted so far. */
export const watched = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __watch: { headings: number; gaps: number } }).__watch,
  )

/**
 * How many pixels of two screenshots of the same size differ, counted in `page` (a canvas), and
 * the box (in the screenshots' pixels) that holds them all: a rounded corner's anti-aliasing may
 * differ by a few from one paint to another. Screenshots of different sizes: Infinity pixels.
 */
export const pixelDifference = (page: Page, a: Buffer, b: Buffer) =>
  page.evaluate(
    async (images) => {
      const [first, second] = await Promise.all(
        images.map(async (base64) => {
          const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
          const context = canvas.getContext('2d')!
          context.drawImage(bitmap, 0, 0)
          return {
            width: bitmap.width,
            data: context.getImageData(0, 0, bitmap.width, bitmap.height).data,
          }
        }),
      )
      const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 }
      if (first!.data.length !== second!.data.length) return { count: Infinity, box }
      const [one, two] = [first!.data, second!.data]
      let count = 0
      for (let i = 0; i < one.length; i += 4) {
        if (one[i] === two[i] && one[i + 1] === two[i + 1] && one[i + 2] === two[i + 2]) continue
        count++
        const x = (i / 4) % first!.width
        const y = Math.floor(i / 4 / first!.width)
        box.left = Math.min(box.left, x)
        box.right = Math.max(box.right, x)
        box.top = Math.min(box.top, y)
        box.bottom = Math.max(box.bottom, y)
      }
      return { count, box }
    },
    [a.toString('base64'), b.toString('base64')],
  )

/** How many pixels of two screenshots of the same size differ (pixelDifference's count). */
export const differentPixels = async (page: Page, a: Buffer, b: Buffer) =>
  (await pixelDifference(page, a, b)).count

/**
 * The page's blocks down to the grid's rows, as lines of `tag.class top height` (in the page):
 * two pages' outlines side by side show which block makes one taller.
 */
function outlineOf(): string[] {
  const lines: string[] = []
  const walk = (element: Element, depth: number) => {
    const box = element.getBoundingClientRect()
    if (box.height === 0) return
    const classes = [...element.classList].map((name) => `.${name}`).join('')
    lines.push(
      `${'  '.repeat(depth)}${element.tagName.toLowerCase()}${classes} ${Math.round(box.top)} ${Math.round(box.height)}`,
    )
    if (depth < 6 && !element.matches('[role="row"]'))
      for (const child of element.children) walk(child, depth + 1)
  }
  walk(document.body, 0)
  return lines
}

/** The lines of two outlines that differ, the console's own first (- own, + drawn). */
function outlineDiff(own: string[], drawn: string[]): string {
  const lines: string[] = []
  for (let i = 0; i < Math.max(own.length, drawn.length); i++)
    if (own[i] !== drawn[i]) lines.push(`- ${own[i] ?? ''}`, `+ ${drawn[i] ?? ''}`)
  return lines.slice(0, 40).join('\n')
}

/** A PNG's width and height, from its header (IHDR). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

/** A few corners' worth: the other theme's icon alone is ~150 pixels, a line of text thousands. */
export const SAME_LOOK_PIXELS = 30

/**
 * A screen the server draws, alone, against the console's own, in `theme` at `viewport`: `path`
 * opened as the console draws it, settled (`shown` visible, and the header's live count), then
 * as the server draws it with the console's code held back (nor from its worker). Both
 * screenshots are attached to the test; the answer is how many pixels differ.
 */
export async function drawnAgainstOwn(
  { page, context, cdp }: Pick<StaffDevice, 'page' | 'context' | 'cdp'>,
  options: {
    path: string
    shown: (page: Page) => Locator
    theme: 'dark' | 'light'
    viewport: { width: number; height: number }
  },
): Promise<number> {
  const { path, shown, theme, viewport } = options
  await page.setViewportSize(viewport)
  await page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [
    THEME_STORAGE_KEY,
    theme,
  ] as const)
  // The whole page in a window as tall as it, not a full-page screenshot: the calendar's rows out
  // of view are painted only as they near it (content-visibility: auto), and a full-page
  // screenshot paints beyond the window in a frame of its own, so whether its last rows were
  // painted was a race (CI, light at 1280 px: 9,491 pixels, the last row). And a row out of view
  // holds a guessed height until it is laid out, which happens a frame or more after it nears the
  // view, later under load: measured in a taller window after two frames, a page could still be
  // growing. So both pages are laid out whole before they are measured (each such element made
  // `visible`, through the CSSOM, which the console's CSP allows), and then measured again until
  // the height holds still.
  const shot = async () => {
    await page.evaluate(() => document.fonts.ready)
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('body *'))
        if (getComputedStyle(element).contentVisibility === 'auto')
          element.style.contentVisibility = 'visible'
    })
    for (let height = 0; ;) {
      const full = await page.evaluate(() => document.documentElement.scrollHeight)
      if (full === height) break
      height = full
      await page.setViewportSize({ width: viewport.width, height: Math.max(full, viewport.height) })
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
    }
    const image = await page.screenshot()
    const outline = await page.evaluate(outlineOf)
    await page.setViewportSize(viewport)
    return { image, outline }
  }
  // The console's reads in flight (not its live channel, which stays open): its live channel's
  // first open refetches every read, and the calendar says "updating…" until the answer comes
  // (CI, dark at 390 px: the own page 32 px taller, when those words still wrapped the dates'
  // line; dark at 1280 px: 20,739 pixels). A read's end is not the page's: the answer is read and
  // drawn after it (CI, light at 1280 px: "updating…" in two shots in a row, taken with no read
  // in flight before or after the second), so the page's own word counts too: nothing of it
  // `aria-busy` (the calendar's grid, the inbox's lists say so while a read is on its way).
  const reads = new Set<Request>()
  let traffic = 0
  const sent = (request: Request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/') && !pathname.endsWith('/events')) {
      reads.add(request)
      traffic++
    }
  }
  const ended = (request: Request) => {
    if (reads.delete(request)) traffic++
  }
  page.on('request', sent)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  const busy = () => page.evaluate(() => document.querySelector('[aria-busy="true"]') !== null)
  /** A shot, and whether the page was still from before it to after it. */
  const quietShot = async () => {
    const before = traffic
    const still = reads.size === 0 && !(await busy())
    const taken = await shot()
    return { ...taken, still: still && reads.size === 0 && traffic === before && !(await busy()) }
  }
  await page.goto(path)
  await expect(shown(page)).toBeVisible()
  await expect(page.locator('.waiting[data-count]')).toBeVisible()
  // The console's own, settled: two pictures in a row each taken still, with the same blocks at
  // the same places and the same pixels. On a busy machine it may still be changing when its
  // screen first shows.
  let { image: own, outline: ownOutline, still: ownStill } = await quietShot()
  await expect
    .poll(
      async () => {
        const again = await quietShot()
        const settled =
          ownStill &&
          again.still &&
          again.outline.join('\n') === ownOutline.join('\n') &&
          (await differentPixels(page, again.image, own)) <= SAME_LOOK_PIXELS
        ;({ image: own, outline: ownOutline, still: ownStill } = again)
        return settled
      },
      { message: "the console's own screen holds still", intervals: [500], timeout: 15_000 },
    )
    .toBe(true)
  page.off('request', sent)
  page.off('requestfinished', ended)
  page.off('requestfailed', ended)
  // The server's alone: the console's code never arrives, nor from its worker, nor from the
  // browser's cache. A script the page has run is taken from the renderer's memory cache without a
  // request a route sees: measured, the "drawn alone" page was the console's own, React and all,
  // its live channel refetching (the calendar saying "updating…" in one picture and not the other).
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  const entry = /\/staff\/assets\/index-[^/]*\.js$/
  let asked = 0
  let kept = 0
  const asks = (request: Request) => void (entry.test(request.url()) && asked++)
  page.on('request', asks)
  await context.route(entry, (route) => {
    kept++
    return route.abort()
  })
  await page.goto(path)
  await expect(shown(page)).toBeVisible()
  expect(await page.evaluate(() => document.getElementById('first-screen') !== null)).toBe(true)
  page.off('request', asks)
  expect(asked, "the console's code was asked for").toBeGreaterThan(0)
  expect(kept, 'each time, kept from the page').toBe(asked)
  const { image: alone, outline: aloneOutline } = await shot()
  const name = `${theme}-${viewport.width}.png`
  await test.info().attach(`drawn-${name}`, { body: alone, contentType: 'image/png' })
  await test.info().attach(`own-${name}`, { body: own, contentType: 'image/png' })
  // Where they differ, said in the failure (CI keeps no pictures): each block's place and size.
  expect(
    pngSize(alone),
    `the drawn page is as wide and tall as the console's own\n${outlineDiff(ownOutline, aloneOutline)}`,
  ).toEqual(pngSize(own))
  const { count: differ, box } = await pixelDifference(page, alone, own)
  // Where they differ, said in the failure too (CI keeps no pictures): the box of the pixels that
  // differ, and what the drawn page has at its middle.
  if (differ > SAME_LOOK_PIXELS) {
    const there = await page.evaluate(
      ({ x, y }) => {
        window.scrollTo(0, Math.max(0, y - innerHeight / 2))
        return document
          .elementsFromPoint(x, y - scrollY)
          .slice(0, 4)
          .map(
            (e) =>
              `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 40)}"`,
          )
          .join(' < ')
      },
      box.right < 0
        ? { x: 0, y: 0 }
        : { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 },
    )
    expect(
      differ,
      `pixels differ in x ${box.left}-${box.right}, y ${box.top}-${box.bottom}: ${there}`,
    ).toBeLessThanOrEqual(SAME_LOOK_PIXELS)
  }
  return differ
}
