import type { Config } from '../config'
import { connect } from './connect'
import { migrateToLatest } from './migrations'
import type { Database } from './schema'

/** Connects to the configured database and brings its schema up to date. */
export async function openDatabase(config: Config): Promise<Database> {
  const database = connect({ databaseUrl: config.DATABASE_URL, sqliteFile: config.sqliteFile })
  try {
    await migrateToLatest(database.db as never)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}
