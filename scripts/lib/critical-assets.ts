// What a page makes the browser fetch before the app can run: its module scripts (a prerendered
// page's entry waits in a meta tag for the first paint), modulepreloads and stylesheets, the code
// it lists for its entry to load at start (the page-chunks meta tag: the app and the page's
// route), and every chunk those import statically. Dynamic `import()`s
// elsewhere load later, on demand. Sizes are gzip at level 9, as the server sends them.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { entryScriptOf } from '../../src/start/after-paint'
import { PAGE_CHUNKS_META } from '../../src/start/page-chunks-meta'

export interface Asset {
  file: string
  bytes: number
  gzipBytes: number
}

const gzipSize = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length

function readAsset(siteDir: string, file: string): Asset {
  const data = fs.readFileSync(path.join(siteDir, file))
  return { file, bytes: data.length, gzipBytes: gzipSize(data) }
}

/** Chunks a chunk imports statically: `import … from "./x.js"` and `import "./x.js"`. */
function staticImports(code: string): string[] {
  const found = new Set<string>()
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/g)) {
    found.add(m[1]!)
  }
  for (const m of code.matchAll(/(?:^|[;\s}])export\s*[\w$*{}\s,]*from\s*["']([^"']+)["']/g)) {
    found.add(m[1]!)
  }
  return [...found]
}

/** The JavaScript and CSS the page `htmlFile` (relative to siteDir) needs before it runs. */
export function criticalAssets(siteDir: string, htmlFile = 'index.html') {
  const html = fs.readFileSync(path.join(siteDir, htmlFile), 'utf8')
  const toFile = (url: string) => url.replace(/^\//, '')
  const js = new Set<string>()
  const css = new Set<string>()
  const entry = entryScriptOf(html)
  if (entry) js.add(toFile(entry))
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(toFile(m[1]!))
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) {
    js.add(toFile(m[1]!))
  }
  const listed = html.match(new RegExp(`<meta name="${PAGE_CHUNKS_META}" content="([^"]*)"`))
  for (const url of listed?.[1]?.split(' ').filter(Boolean) ?? []) js.add(toFile(url))
  for (const m of html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)) {
    css.add(toFile(m[1]!))
  }
  const queue = [...js]
  while (queue.length) {
    const file = queue.shift()!
    const code = fs.readFileSync(path.join(siteDir, file), 'utf8')
    for (const spec of staticImports(code)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue
      const dep = spec.startsWith('/')
        ? toFile(spec)
        : path.posix.join(path.posix.dirname(file), spec)
      if (!js.has(dep)) {
        js.add(dep)
        queue.push(dep)
      }
    }
  }
  const jsAssets = [...js].map((f) => readAsset(siteDir, f))
  const cssAssets = [...css].map((f) => readAsset(siteDir, f))
  const sum = (list: Asset[]) => list.reduce((n, a) => n + a.gzipBytes, 0)
  return { js: jsAssets, css: cssAssets, jsGzipBytes: sum(jsAssets), cssGzipBytes: sum(cssAssets) }
}
