// What the server takes from the site's code, and the only module of src/ it imports (ESLint
// holds it to that: eslint.config.js). One small door keeps the server's reach into the site
// visible: the list of routes and the built site's file names it serves, the pages' heads and the
// crawler files it writes, the render bundle's shape, and the hotel's own details (its name for
// passkeys and messages). Everything here is plain data or pure functions: no React, no DOM.
export { hotel } from './content/hotel'
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  messagesFor,
  type Language,
  type Messages,
} from './content/messages'
export { LANGUAGE_CODES, LANGUAGE_LIST } from './content/messages/default'
export { errorPageHead, pageHeadsIn, stayPageHead, type PageHead } from './content/page-heads'
export {
  CATALOGUE_ROUTE,
  CATALOGUE_ROUTES,
  RATES_ROUTE,
  htmlFileFor,
  languageOf,
  localizedPath,
  SHELL_FILE,
  shellFileFor,
  SITE_ROUTES,
  type SiteRoute,
  stayPagePattern,
} from './lib/site-routes'
export { SSR_DIR, SW_FILE, SW_PAGES_FILE } from './lib/start-names'
export type { pageHtml, render } from './prerender/entry'
export { robotsTxt, ROBOTS_PATH, SITEMAP_PATH, sitemapXml } from './seo/crawler-files'
export { servedPage } from './seo/head-tags'
