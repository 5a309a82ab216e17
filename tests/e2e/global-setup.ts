// One real server for the browser tests: the built site (dist/) and the API on a fresh SQLite
// database. Its URL reaches the workers through E2E_BASE_URL.
import path from 'node:path'
import { ROOT, startServer } from '../support/server-process'

export default async function globalSetup() {
  const server = await startServer({
    env: { SITE_DIR: path.join(ROOT, 'dist') },
  })
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATA_DIR = server.dataDir
  return async () => {
    await server.stop()
  }
}
