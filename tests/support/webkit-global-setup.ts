// Vitest global setup for the WebKit tests: one X display of their own (Xvfb), whose number the
// X server picks and writes back (-displayfd), so that two runs on one machine never collide.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { WEBKIT_DRIVER } from './webkit-browser'
import { DIST } from './server-process'

declare module 'vitest' {
  export interface ProvidedContext {
    webkitDisplay: string
  }
}

/** Large enough for a 1280x800 viewport and MiniBrowser's toolbar. */
const SCREEN = '1600x1200x24'

export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('The WebKit tests run on the built site: npm run build first.')
  }
  if (!fs.existsSync(WEBKIT_DRIVER)) {
    throw new Error(
      `No ${WEBKIT_DRIVER}: apt-get install webkit2gtk-driver (or set WEBKIT_DRIVER_PATH).`,
    )
  }
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let written = ''
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb did not start:\n${output}`)), 30_000)
    xvfb.once('error', (error) => {
      clearTimeout(timer)
      reject(new Error(`Xvfb could not run (apt-get install xvfb): ${error.message}`))
    })
    xvfb.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Xvfb exited with ${code}:\n${output}`))
    })
    xvfb.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    xvfb.stdout.on('data', (chunk: Buffer) => {
      written += chunk.toString()
      const m = /^(\d+)\n/.exec(written)
      if (m) {
        clearTimeout(timer)
        resolve(`:${m[1]}`)
      }
    })
  })
  project.provide('webkitDisplay', display)
  return () => {
    xvfb.kill('SIGTERM')
  }
}
