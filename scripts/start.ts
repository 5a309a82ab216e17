// `npm start`, first half: builds the site when the build is missing or older than its sources,
// and the server into one JavaScript file (server/src/build.ts). The start script then `exec`s Node
// on that file, so the server runs as plain JavaScript, with no TypeScript loader in its process,
// and in npm's child's place (signals reach it directly). The site's build writes hundreds of lines:
// they go to a log file, and only a failed build's errors come to the screen.
import fs from 'node:fs'
import path from 'node:path'
import { buildServer } from '../server/src/build'
import { lastLines, runLogged } from './lib/logged-run'

const root = path.resolve(import.meta.dirname, '..')
/** Where the server will look for the site (its SITE_DIR, as server/src/config.ts reads it). */
const siteDir = path.resolve(root, process.env.SITE_DIR || 'dist')
const stamp = path.join(siteDir, 'index.html')
const BUILD_LOG = path.join(root, 'node_modules', '.cache', 'hearth-build.log')
/** A path as the owner reads it: from here when it is under here, else whole. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return !relative ? '.' : relative.startsWith('..') ? file : relative
}
const SOURCES = [
  'src',
  'public',
  'contract',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
]

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))))
if (builtAt < sourcesAt) {
  const began = Date.now()
  console.log(
    `${builtAt ? 'Sources changed: rebuilding' : 'Building'} the site into ${shown(siteDir)}` +
      ` (a minute or two; its output goes to ${shown(BUILD_LOG)})…`,
  )
  const build = await runLogged('npm', ['run', 'build', '--', '--out-dir', siteDir], {
    cwd: root,
    logFile: BUILD_LOG,
  })
  if (build.code !== 0) {
    console.error(build.errors.trim() || lastLines(BUILD_LOG, 40))
    console.error(`The build failed: its whole output is in ${shown(BUILD_LOG)}`)
    process.exit(build.code)
  }
  console.log(`Built in ${Math.round((Date.now() - began) / 1000)} s.`)
}

await buildServer()
