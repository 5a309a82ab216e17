// The server as one JavaScript file (its own modules and contract/ bundled in, packages left in
// node_modules), so that Node runs it with no TypeScript loader in the process. Under
// `node --import tsx` the loader's thread, its compiled-module cache and the source maps it turns on
// stayed for the server's life: about 35 MB more resident memory, and a fifth more CPU time per
// request. `npm start` and the API tests run this build; `npm run dev` still runs the sources.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type * as Esbuild from 'esbuild'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Where the build goes (package.json's start script runs it from there). */
export const SERVER_BUNDLE = path.join(ROOT, 'node_modules', '.cache', 'hearth-server', 'main.mjs')

/** esbuild, as installed with tsx (a dependency, which runs the project's scripts). */
function loadEsbuild(): typeof Esbuild {
  const requireHere = createRequire(import.meta.url)
  return createRequire(requireHere.resolve('tsx'))('esbuild') as typeof Esbuild
}

/**
 * Builds server/src/main.ts into `outfile` (in well under a second). The file is written whole
 * and then renamed into place, so builds running at the same time (test workers) never leave a
 * half-written server for another to start.
 */
export async function buildServer(outfile = SERVER_BUNDLE): Promise<string> {
  return buildEntry(path.join(ROOT, 'server', 'src', 'main.ts'), outfile)
}

/**
 * Builds `entry` (the server's main.ts, or the CLI's cli.ts) into `outfile`, and beside it the
 * feed parser's thread (channels/feed-parse-thread.ts), which the bundle starts by that name.
 */
export async function buildEntry(entry: string, outfile: string): Promise<string> {
  const thread = path.join(ROOT, 'server', 'src', 'channels', 'feed-parse-thread.ts')
  const [main, parser] = await Promise.all([bundle(entry), bundle(thread)])
  fs.mkdirSync(path.dirname(outfile), { recursive: true })
  // The thread first: a server started from the new main finds the new thread's file.
  writeWhole(path.join(path.dirname(outfile), FEED_PARSE_THREAD), parser)
  writeWhole(outfile, main)
  return outfile
}

/** The feed parser thread's file name beside the bundle (feed-parse-thread.ts looks for it). */
export const FEED_PARSE_THREAD = 'feed-parse-thread.mjs'

async function bundle(entry: string): Promise<string> {
  const result = await loadEsbuild().build({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  })
  return asciiOnly(result.outputFiles[0]!.text)
}

/** Written whole, then renamed into place: a build running at the same time never reads half. */
function writeWhole(file: string, code: string) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
  fs.writeFileSync(temporary, code)
  fs.renameSync(temporary, file)
}

/**
 * The build with every character outside ASCII written as its escape. esbuild escapes them in
 * strings, templates and regular expressions already (its `charset: 'ascii'`), but keeps the
 * comments it carries over as written, and one "₦" or "é" in a comment makes V8 keep the whole
 * file's source (which it holds for the process's life) two bytes per character: ~0.5 MB more.
 * In a comment the escape is only text; in a string or a pattern it means the same character (a
 * tagged template's raw text would read the escape: the server has none with such a character).
 */
export function asciiOnly(code: string): string {
  return code.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
