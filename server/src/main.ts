// The process: read the configuration, open and migrate the database, listen, and close
// gracefully on SIGTERM or SIGINT (requests in flight finish, then the database closes).
// A database that cannot be used stops the start with one line (db/open.ts); PostgreSQL out of
// reach does not: the server listens, answers 503 and says not ready until it is back.
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { stderrLog, type DatabaseLog } from './db/log'
import { openDatabase } from './db/open'
import { DatabaseStartError, describeDatabase } from './db/start-errors'
import { checkRateBounds } from './facilities/rate-bounds-at-start'
import { listeningUrl, recordRunningServer } from './running-server'
import { configuredClock } from './services'
import { testSettingWarnings, timeZoneLine, unsetSettings } from './unset-settings'

/** Stops the start: one line for a problem a person can fix, the whole error for a bug. */
function refuse(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DatabaseStartError) {
    console.error(error.message)
  } else console.error('Could not start:', error)
  process.exit(1)
}

async function main() {
  // Read before NODE_ENV's default below: a NODE_ENV=production given asks for the JSON log.
  const config = loadConfig()
  // Production unless told otherwise: React's server renderer, loaded with the site's render
  // bundle, picks its build by NODE_ENV (the development one is slower and holds more memory).
  process.env.NODE_ENV ??= 'production'
  // The database's news (a lost connection) goes to the app's log once there is one.
  const started: { app?: FastifyInstance } = {}
  const log: DatabaseLog = {
    info: (details, message) => (started.app?.log ?? stderrLog).info(details, message),
    warn: (details, message) => (started.app?.log ?? stderrLog).warn(details, message),
  }
  const database = await openDatabase(config, {
    rereadPhones: true,
    create: true,
    log,
    keepTrying: { onFatal: refuse },
    // Rates stored under a shorter MAX_STAY_DAYS could price a stay past the exact range now.
    checkStored: (db) => checkRateBounds(db, config.MAX_STAY_DAYS),
  })
  const server = await buildApp(config, database)
  started.app = server

  let closing = false
  let forget = () => {}
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    server.log.info(`${signal}: closing`)
    forget()
    // Requests in flight finish; but a client that stops reading (a phone gone out of range in
    // the middle of a photo, a proxy that hung) must not hold the process and its database open
    // until a supervisor's SIGKILL: after SHUTDOWN_GRACE_MS their connections are cut.
    const cut = setTimeout(() => {
      server.log.warn(`connections still open after ${config.SHUTDOWN_GRACE_MS} ms: closing them`)
      server.server.closeAllConnections()
    }, config.SHUTDOWN_GRACE_MS)
    cut.unref()
    await server.close()
    clearTimeout(cut)
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  const address = await server.listen({ port: config.PORT, host: config.HOST })
  server.log.info(`Hearth House is serving ${address} on ${describeDatabase(config)}`)
  server.log.info(timeZoneLine(config.HOTEL_TIMEZONE, configuredClock(config)?.() ?? new Date()))
  for (const note of unsetSettings(config)) server.log.info(note)
  for (const warning of testSettingWarnings(config)) server.log.warn(warning)
  // The CLI's links name this server while it runs (running-server.ts); gone with the process.
  const url = config.PUBLIC_URL ?? listeningUrl(server.server.address() as AddressInfo, config.HOST)
  forget = recordRunningServer(config.DATA_DIR, url, (error) =>
    server.log.warn({ err: error }, `cannot note this server's address in ${config.DATA_DIR}`),
  )
  process.once('exit', () => forget())
}

main().catch(refuse)
