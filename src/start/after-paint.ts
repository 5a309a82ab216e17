// A prerendered page paints before any of its code is fetched. The build takes its entry script
// and its manifest link out of the page (a browser fetches a script, and a manifest and its icons,
// as soon as it reads the tag) and leaves their URLs in meta tags instead; the inline script
// links the manifest once the page has painted, and starts the entry at the guest's first touch
// (src/start/start-app.ts). On
// a slow line nothing is downloaded before the page shows but the page itself, its photos and its
// tab icon. The empty shell has nothing to paint before the app runs: it keeps both tags.
import { AFTER_PAINT_ENTRY_META, AFTER_PAINT_MANIFEST_META, PAGE_END_ID } from '../lib/start-names'

const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="([^"]+)"[^>]*><\/script>/
const MANIFEST_LINK = /<link\b(?=[^>]*\brel="manifest")[^>]*\bhref="([^"]+)"[^>]*>/
const ENTRY_META = new RegExp(`<meta name="${AFTER_PAINT_ENTRY_META}" content="([^"]+)">`)

const meta = (name: string, content: string) => `<meta name="${name}" content="${content}">`

/** The page (index.html as built) with its entry and manifest waiting for the first paint. */
export function waitForPaint(html: string): string {
  const replacements: [RegExp, string][] = [
    [ENTRY_SCRIPT, AFTER_PAINT_ENTRY_META],
    [MANIFEST_LINK, AFTER_PAINT_MANIFEST_META],
  ]
  return replacements.reduce((page, [tag, name]) => {
    if (!tag.test(page)) throw new Error(`the page has no tag like ${tag}`)
    return page.replace(tag, (_tag, url: string) => meta(name, url))
  }, html)
}

/**
 * The URL of a built page's entry script: the module script of the empty shell, or the one a
 * prerendered page starts after its first paint.
 */
export function entryScriptOf(html: string): string | undefined {
  return (ENTRY_META.exec(html) ?? ENTRY_SCRIPT.exec(html))?.[1]
}

/**
 * The page (a prerendered one) with its first frame held until it is parsed to its end. A browser
 * paints a page as it parses it, and may pause parsing anywhere (Chromium does, once a slice of its
 * time is spent: often on a slow phone). A row whose parts are pushed to its end moves when a later
 * part arrives: the header's controls (the brand pushes them right) sat 36-80 px left or right of
 * their place in a frame painted before the phone menu's button was parsed (before its <summary>,
 * a <details> shows a wider "Details" of its own): a layout shift in 1 load of 32 at 4x CPU, 2-5
 * of 32 at 8x (CI of 1c7d2e6 failed on one). A carousel's buttons can move so too, and the footer,
 * fixed to the bottom, grows upwards as it is parsed. `<link rel="expect" blocking="render">`
 * holds the frames until the element it names is in the page: Chromium (124 on) lets them go as
 * soon as the element is inserted, before its content (the standard now says once it is fully
 * parsed), so the element is an empty one at the very end (PAGE_END_ID). Named the header, the
 * first frame came at once when the header began, and things moved more often (16 loads of 48 at
 * 8x). Nothing waits for the network: every page fits a connection's first round trip
 * (tests/e2e/first-round-trip.spec.ts), and its 5-7 KB body parse in a few milliseconds. A
 * browser that does not know the link paints as before.
 */
export function parsedFirst(html: string): string {
  const bodyEnd = html.lastIndexOf('</body>')
  if (bodyEnd < 0) throw new Error('the page has no </body>')
  const link = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`
  const end = `<template id="${PAGE_END_ID}"></template>`
  const ended = html.slice(0, bodyEnd) + end + html.slice(bodyEnd)
  return ended.replace('</head>', () => `${link}</head>`)
}
