// A prerendered page paints before any of its code is fetched. The build takes its entry script
// and its manifest link out of the page (a browser fetches a script, and a manifest and its icons,
// as soon as it reads the tag) and leaves their URLs in meta tags instead; the inline script
// links the manifest once the page has painted, and starts the entry at the guest's first touch
// (src/start/start-app.ts). On
// a slow line nothing is downloaded before the page shows but the page itself, its photos and its
// tab icon. The empty shell has nothing to paint before the app runs: it keeps both tags.
import { AFTER_PAINT_ENTRY_META, AFTER_PAINT_MANIFEST_META } from '../lib/start-names'

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
