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
  const result = await loadEsbuild().build({
    entryPoints: [path.join(ROOT, 'server', 'src', 'main.ts')],
    absWorkingDir: ROOT,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]!.contents
  fs.mkdirSync(path.dirname(outfile), { recursive: true })
  const temporary = `${outfile}.${process.pid}.${Date.now()}.tmp`
  fs.writeFileSync(temporary, code)
  fs.renameSync(temporary, outfile)
  return outfile
}
