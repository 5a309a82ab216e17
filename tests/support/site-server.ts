// The real server on the built site (dist/), as the browser tests use it: Playwright's
// (tests/support/e2e-pwa-fixtures.ts) and WebKit's (tests/webkit/).
import path from 'node:path'
import { ROOT, startServer } from './server-process'

export const DIST = path.join(ROOT, 'dist')
/**
 * The public address every test server is given (PUBLIC_URL), so pages are served as in
 * production: with their canonical URL, share picture and JSON-LD. Never fetched: no test
 * reaches the internet.
 */
export const PUBLIC_URL = 'https://hearthhouse.example'
export const SITE_SERVER_ENV = { SITE_DIR: DIST, PUBLIC_URL }

/** A server of its own (its own database) on dist/; `npm run build` makes it. */
export const startSiteServer = () => startServer({ env: SITE_SERVER_ENV })
