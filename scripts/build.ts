// `npm run build`: the prerender bundle (server-side render of the static routes), then the site
// into dist/ (or --out-dir) with a copy of that bundle for the server (dist/.ssr), then the staff
// console into dist/staff, then .br and .gz beside each file. Stops at the first failure.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { compressDir } from './compress-dist'
import { SSR_DIR } from '../src/lib/start-names'
import { PRERENDER_OUT_DIR } from './vite-prerender'

const root = path.resolve(import.meta.dirname, '..')
const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'dist' } } })
const outDir = path.resolve(root, values['out-dir'])

function vite(args: string[]) {
  // A production build whatever the caller's NODE_ENV (a test runner sets `test`): the prerender
  // bundle and the React it renders with must agree.
  const run = spawnSync('npx', ['vite', 'build', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (run.status !== 0) process.exit(run.status ?? 1)
}

vite(['--ssr', 'src/prerender/entry.tsx', '--outDir', PRERENDER_OUT_DIR, '--emptyOutDir'])
vite(['--outDir', outDir, '--emptyOutDir'])
// The staff console, after the site: the site's service worker has listed its precache by now,
// so it cannot list the console's code (vite.staff.config.ts).
vite(['--config', 'vite.staff.config.ts', '--outDir', path.join(outDir, 'staff'), '--emptyOutDir'])
console.log(`Compressed ${compressDir(outDir)} files in ${path.relative(root, outDir) || '.'}`)
// The server renders the services page with the current catalogue from the same bundle. In a
// dot-folder: the server never serves it, the service worker never precaches it.
const ssrDir = path.join(outDir, SSR_DIR)
fs.cpSync(path.resolve(root, PRERENDER_OUT_DIR), ssrDir, {
  recursive: true,
  filter: (file) => fs.statSync(file).isDirectory() || file.endsWith('.js'),
})
