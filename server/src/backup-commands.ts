// The staff's `backup`, `restore` and `recover` (server/src/cli.ts): SQLite only (PostgreSQL has
// its own tools: POSTGRES_BACKUPS says which). They work on the database file itself, so they run
// without opening it the usual way (a restore must not hold the file it replaces, and may mend a
// database that no longer opens).
import {
  backupSqlite,
  BackupError,
  POSTGRES_BACKUPS,
  recoverSqlite,
  restoreSqlite,
  type DatabaseSummary,
} from './backup'
import type { Config } from './config'
import type { CommandOptions } from './cli-command-options'

export const BACKUP_USAGE = `  backup <file> [--force]   SQLite: an online copy of the database, checked (safe while serving)
  restore <file>            SQLite: replaces the database with a checked backup (server stopped)
  recover <file> [--accept-loss]
                 SQLite, when the server refuses a damaged write-ahead log: writes what the
                 log still holds into a new, checked database <file>, for restore; the damaged
                 files are only read`

export interface FileCommandOptions extends CommandOptions {
  force: boolean
  acceptLoss: boolean
  /** The CLI's whole usage text, shown when the file is missing. */
  usageText: string
}

const counts = (s: DatabaseSummary) =>
  `${s.bytes.toLocaleString('en')} bytes, ${s.facilities} facilities, ${s.reservations} reservation requests`

async function backup(config: Config, file: string, force: boolean) {
  console.log(`Backing up ${config.sqliteFile} …`)
  const copy = await backupSqlite(config.sqliteFile, file, { force })
  console.log(`Backup written and checked (integrity ok): ${copy.file}\n  ${counts(copy)}`)
}

function recover(config: Config, file: string, force: boolean, acceptLoss: boolean) {
  const recovered = recoverSqlite(config.sqliteFile, file, { force, acceptLoss })
  console.log(
    `Recovered ${recovered.how} into ${recovered.file} (integrity ok)\n  ${counts(recovered)}`,
  )
  console.log(
    `Put it in place with the server stopped (the damaged files are kept beside it):\n  npm run admin -- restore ${recovered.file}`,
  )
}

function restore(config: Config, file: string) {
  const restored = restoreSqlite(config.sqliteFile, file)
  console.log(`Restored ${restored.file} from ${file}\n  ${counts(restored)}`)
  if (restored.keptAs) console.log(`The database it replaced is kept as ${restored.keptAs}`)
  if (restored.damagedKeptAs) {
    console.log(
      `Its damaged write-ahead log is kept as it was, with the file, as ${restored.damagedKeptAs}-wal`,
    )
  }
  console.log('Start the server again.')
}

export async function fileCommand(
  config: Config,
  group: 'backup' | 'restore' | 'recover',
  file: string | undefined,
  options: FileCommandOptions,
): Promise<void> {
  if (config.DATABASE_URL) throw options.usage(POSTGRES_BACKUPS)
  if (!file) throw options.usage(`${group} needs a file name.\n\n${options.usageText}`)
  try {
    if (group === 'backup') await backup(config, file, options.force)
    else if (group === 'recover') recover(config, file, options.force, options.acceptLoss)
    else restore(config, file)
  } catch (error) {
    if (error instanceof BackupError) throw options.usage(error.message)
    throw error
  }
}
