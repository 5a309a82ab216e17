// The site's stylesheet (src/styles/site.css) goes inline into the head of every built page: it
// is small, and a page that needs no second request before it paints is worth more on a slow
// line than a file cached for the next page. Not imported from JavaScript, so no chunk lists it
// as a dependency to load again. The dev server links the file instead, for hot reload.
// The hotel's colours come first, as custom properties made from src/content/hotel.ts.
import fs from 'node:fs'
import { transform } from 'esbuild'
import type { Plugin } from 'vite'
import { LANGUAGE_CODES } from '../src/content/messages/default'
import { LANGUAGE_OFFER_ATTRIBUTE } from '../src/lib/start-names'
import { themeColorsCss } from '../src/lib/theme-colors'

/**
 * Shows the home page's offer of the language the inline script chose (src/start/language-offer.ts):
 * a rule per language of the site, so that adding a language needs no CSS.
 */
export const languageOfferCss = () =>
  LANGUAGE_CODES.map(
    (language) =>
      `html[${LANGUAGE_OFFER_ATTRIBUTE}="${language}"] .language-offer[data-offer="${language}"]`,
  ).join(',') + '{display:flex}'

export const SITE_CSS = 'src/styles/site.css'
/** Where index.html wants the site's styles. */
const PLACEHOLDER = '<!-- site styles -->'

export function siteStyles(): Plugin {
  let dev = false
  return {
    name: 'hearth-site-styles',
    configResolved(config) {
      dev = config.command === 'serve'
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER}`)
        // Not through the minifier: it may shorten a colour (#112233 to #123), and the inline
        // script copies `--bg` as it is written into the theme-color meta, which must match the
        // manifest's theme_color.
        const colors = themeColorsCss() + languageOfferCss()
        if (dev) {
          const link = `<link rel="stylesheet" href="/${SITE_CSS}">`
          return html.replace(PLACEHOLDER, () => `<style>${colors}</style>${link}`)
        }
        const css = fs.readFileSync(SITE_CSS, 'utf8')
        // esbuild's minifier, as Vite's deprecated transformWithEsbuild called it: the same bytes.
        const { code } = await transform(css, { loader: 'css', minify: true, sourcefile: SITE_CSS })
        return html.replace(PLACEHOLDER, () => `<style>${colors}${code.trim()}</style>`)
      },
    },
  }
}
