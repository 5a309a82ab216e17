// The top-level manifest.webmanifest is the one source of the web app manifest: this Vite plugin
// serves it in development and emits it into the build.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

export function emitManifest(file = path.resolve(import.meta.dirname, '../manifest.webmanifest')) {
  const read = () => JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')))
  return {
    name: 'hearth-emit-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('content-type', 'application/manifest+json')
        res.end(read())
      })
    },
    // Linked here, not in index.html, so Vite does not fingerprint it: its URL must stay stable.
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: read() })
    },
  } satisfies Plugin
}
