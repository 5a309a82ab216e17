// `npm run build`: the prerender bundle (server-side render of the static routes), then the site
// into dist/ (or --out-dir) with a copy of that bundle for the server (dist/.ssr), then the staff
// console into dist/staff with its render bundle of the inbox's first screen (dist/staff/.ssr),
// then .br and .gz beside each file. Stops at the first failure.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { compressDir } from './compress-dist'
import { SSR_DIR } from '../src/lib/start-names'
import { PRERENDER_OUT_DIR } from './vite-prerender'
import { checkLanguages } from './vite-texts'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../src/content/messages/default'

const root = path.resolve(import.meta.dirname, '..')
/** Where the console's render bundle is built, before its copy into dist/staff/.ssr. */
const STAFF_RENDER_OUT_DIR = 'node_modules/.cache/hearth-staff-render'
const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'dist' } } })
const outDir = path.resolve(root, values['out-dir'])
/** One id for every language's build (vite.config.ts): it names this version of the site. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString()

function vite(args: string[], env: Record<string, string> = {}) {
  // A production build whatever the caller's NODE_ENV (a test runner sets `test`): the prerender
  // bundle and the React it renders with must agree.
  const run = spawnSync('npx', ['vite', 'build', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_ID: buildId,
      // Vite 8 lists, on every build, each import of the config's modules written without its
      // extension, as unfit for the `native` config loader a later Vite may make the default.
      // That loader has Node import vite.config.ts itself, which Node does only from 22.18 (type
      // stripping), above this project's engines: its config is loaded by bundling it, as Vite
      // does by default, and the list (up to 55 lines, four times a build) is no fault to fix.
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      ...env,
    },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

vite(['--ssr', 'src/prerender/entry.tsx', '--outDir', PRERENDER_OUT_DIR, '--emptyOutDir'])
// The site once per language (scripts/vite-texts.ts compiles each one's words into its code),
// into one folder: the chunks they share (React, the router) come out byte for byte the same, so
// under the same names. The default language last: its service worker lists every file.
checkLanguages()
fs.rmSync(outDir, { recursive: true, force: true })
const languages = [...LANGUAGE_CODES.filter((l) => l !== DEFAULT_LANGUAGE), DEFAULT_LANGUAGE]
for (const language of languages) vite(['--outDir', outDir], { SITE_LANGUAGE: language })
// The staff console, after the site: the site's service worker has listed its precache by now,
// so it cannot list the console's code (vite.staff.config.ts).
vite(['--config', 'vite.staff.config.ts', '--outDir', path.join(outDir, 'staff'), '--emptyOutDir'])
// The console's render of the inbox's first screen (src/staff/first-screen.tsx), which the server
// draws into the page for a signed-in clerk; copied beside the console below, as the site's is.
const staffRenderDir = path.resolve(root, STAFF_RENDER_OUT_DIR)
vite([
  '--config',
  'vite.staff.config.ts',
  '--ssr',
  path.resolve(root, 'src/staff/first-screen.tsx'),
  // Minified as the console's own code is: a server build keeps the sources' comments otherwise,
  // and they name the hotel (a rebranded build must not: rebrand.spec.ts).
  '--minify',
  'esbuild',
  '--outDir',
  staffRenderDir,
  '--emptyOutDir',
])
console.log(`Compressed ${compressDir(outDir)} files in ${path.relative(root, outDir) || '.'}`)
// The server renders the services page with the current catalogue from the same bundle. In a
// dot-folder: the server never serves it, the service worker never precaches it.
const ssrDir = path.join(outDir, SSR_DIR)
fs.cpSync(path.resolve(root, PRERENDER_OUT_DIR), ssrDir, {
  recursive: true,
  filter: (file) => fs.statSync(file).isDirectory() || file.endsWith('.js'),
})
fs.cpSync(staffRenderDir, path.join(outDir, 'staff', SSR_DIR), {
  recursive: true,
  filter: (file) => fs.statSync(file).isDirectory() || file.endsWith('.js'),
})
