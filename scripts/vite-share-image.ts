// The share picture (src/seo/share-image.ts), drawn at build into the site. JPEG is outside the
// service worker's precache patterns: guests never need it, only link previews.
import type { Plugin } from 'vite'
import { SHARE_IMAGE } from '../src/seo/share-image'
import { renderShareImage } from './images/share/share-card'

export function shareImage(): Plugin {
  let ssrBuild = false
  return {
    name: 'hearth-share-image',
    apply: 'build',
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr)
    },
    async generateBundle() {
      if (ssrBuild) return
      this.emitFile({
        type: 'asset',
        fileName: SHARE_IMAGE.path.slice(1),
        source: await renderShareImage(),
      })
    },
  }
}
