// `npm start`, first half: builds the site when the build is missing or older than its sources,
// and the server into one JavaScript file (server/src/build.ts). The start script then `exec`s Node
// on that file, so the server runs as plain JavaScript, with no TypeScript loader in its process,
// and in npm's child's place (signals reach it directly).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildServer } from '../server/src/build'

const root = path.resolve(import.meta.dirname, '..')
const stamp = path.join(root, 'dist', 'index.html')
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
  console.log(builtAt ? 'Sources changed: rebuilding the site…' : 'Building the site…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

await buildServer()
