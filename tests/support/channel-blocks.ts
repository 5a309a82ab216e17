// A booking site's nights put into a running server's SQLite database from the test process, as
// a link's import writes them (the channels' repository, replaceBlocks: every server hears of the
// change), for browser tests that need a link's blocks on known nights without waiting on a feed.
import type { ImportedEvent } from '../../server/src/channels/repository'
import { loadConfig } from '../../server/src/config'
import { openDatabase } from '../../server/src/db/open'
import { createServices } from '../../server/src/services'
import type { ServerHandle } from './server-process'

export async function importBlocks(
  server: ServerHandle,
  linkId: string,
  events: readonly ImportedEvent[],
  /** What the import skipped, as the parser words it (the link's warnings). */
  warnings: readonly string[] = [],
): Promise<void> {
  const config = loadConfig({ DATA_DIR: server.dataDir, DATABASE_URL: '' })
  const database = await openDatabase(config, { create: false })
  try {
    const services = createServices(config, database)
    const change = await services.channelStore.replaceBlocks(
      linkId,
      events,
      new Date().toISOString(),
      warnings,
    )
    if (!change) throw new Error(`no channel link has the id ${linkId}`)
  } finally {
    await database.close()
  }
}
