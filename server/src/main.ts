// The process: read the configuration, open and migrate the database, listen, and close
// gracefully on SIGTERM or SIGINT (requests in flight finish, then the database closes).
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/open'

async function main() {
  // Production unless told otherwise: React's server renderer, loaded with the site's render
  // bundle, picks its build by NODE_ENV (the development one is slower and holds more memory).
  process.env.NODE_ENV ??= 'production'
  const config = loadConfig()
  const database = await openDatabase(config)
  const app = await buildApp(config, database)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: closing`)
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  const address = await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(
    `Hearth House is serving ${address} on ${database.dialect === 'postgres' ? 'PostgreSQL' : config.sqliteFile}`,
  )
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error('Could not start:', error)
  process.exit(1)
})
