// Builds the Fastify app from its parts: security headers, compression, the API under /api,
// and the built site. One error handler answers every failure with the error JSON.
import http from 'node:http'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import Fastify, {
  LogController,
  type FastifyPluginAsync,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { HealthAnswer } from '../../contract/health'
import { STAFF_API_PATH, STAFF_PATH } from '../../contract/staff'
import type { Config } from './config'
import type { Database } from './db/schema'
import { STALE_HEADER, type FacilitiesListCache } from './facilities/list-cache'
import { photoRoutes } from './http/guest/photo-routes'
import {
  clientErrorHandler,
  frameworkError,
  refuseConnect,
  refuseExpectation,
  requireHost,
} from './http/client-errors'
import { installErrorHandler } from './http/errors'
import { listReplay, type ListReplay } from './http/list-replay'
import { installOpenApi, OPENAPI_PATH } from './http/openapi'
import { healthRoutes } from './http/health'
import { installSecurityHeaders } from './http/security-headers'
import type { HelmetOptions } from 'helmet'
import { installStaffApi } from './http/staff-api'
import { staffGuard } from './http/staff-auth'
import { adminGuard } from './http/admin-auth'
import { installAccess } from './http/access'
import { inlineScriptHashes, siteRoutes } from './http/site'
import { staffPage } from './http/staff-page'
import { requestLog } from './http/request-log'
import { logLines } from './log-lines'
import { nodeTimeouts } from './http/timeouts'
import { installZodValidation } from './http/validation'
import { staffCalendar } from './http/staff/calendar-routes'
import {
  expiryTask,
  outboxPruneTask,
  pushSweepTask,
  staffSweepTask,
  startSweep,
  paymentsTask,
  unitsTask,
} from './schedules/sweep'
import { channelExportPlugin } from './plugins/channel-export'
import { contactPlugin } from './plugins/contact'
import { facilitiesPlugin } from './plugins/facilities'
import { paymentsPlugin } from './plugins/payments'
import { pushPlugin } from './plugins/push'
import { reservationsPlugin } from './plugins/reservations'
import { staffAuthPlugin } from './plugins/staff-auth'
import { staffConsolePlugin } from './plugins/staff-console'
import { createServices, type Services } from './services'

export const BODY_LIMIT = 16 * 1024
const API_PREFIX = '/api'
/** The API's version in its OpenAPI document: raised when an answer changes shape. */
const API_VERSION = '1.2.0'

/** The settings of Fastify's HTTP server that `serverFactory` is given, defaults filled in. */
interface FastifyServerSettings {
  http?: http.ServerOptions
  keepAliveTimeout: number
  requestTimeout: number
  connectionTimeout: number
}

export interface BuildOptions {
  /** The rules' clock (tests pin it: session expiry, invites). */
  now?: () => Date
}

/** The site's security headers: what its pages may load, framing, referrer, HSTS. */
function sitePolicy(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.SITE_DIR)],
        // Chakra (emotion) writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.openstreetmap.org'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent only to requests that came over HTTPS (security-headers.ts). Two years, what the
    // preload list asks for: after one HTTPS answer nothing can downgrade a guest's visits.
    // Subdomains too: on a bare domain that binds them all to HTTPS (the README's deployment
    // section says to check). `preload` is the operator's opt-in, at the proxy (deploy/Caddyfile).
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: false },
  }
}

/**
 * Everything under /api: the probe and the OpenAPI document, then each domain as one plugin
 * (plugins/*.ts), in the order their routes are declared (the OpenAPI document lists them so).
 */
function apiRoutes(services: Services, listCache: FacilitiesListCache): FastifyPluginAsync {
  return async (api) => {
    // Revalidated unless a route says otherwise (set before the route runs, so it can).
    api.addHook('onRequest', (_req, reply, done) => {
      reply.header('cache-control', 'no-cache')
      done()
    })
    // The site's connectivity probe: never cached, by the browser or its service worker.
    api.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          summary: "The site's connectivity probe: 200 while the process answers",
          response: { 200: HealthAnswer },
        },
      },
      async (_req, reply) => reply.header('cache-control', 'no-store').send({ ok: true }),
    )
    api.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { hide: true } }, async () =>
      api.swagger(),
    )
    // Each domain, one plugin (plugins/*.ts), in the order their routes are declared.
    await api.register(facilitiesPlugin, { services, listCache })
    await api.register(reservationsPlugin, { services })
    await api.register(contactPlugin, { services })
    await api.register(pushPlugin, { services })
    await api.register(paymentsPlugin, { services })
    await api.register(channelExportPlugin, { services })
    await api.register(staffAuthPlugin, { services })
    await api.register(healthRoutes(services.database)) // /health/live and /health/ready
    await api.register(staffConsolePlugin, { services, prefix: STAFF_API_PATH })
  }
}

export async function buildApp(
  config: Config,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // The facilities list, answered again as Fastify answered it (http/list-replay.ts): known once
  // the list's cache is made, below; until then every request is Fastify's.
  const replay: { list?: ListReplay } = {}
  const app = Fastify({
    // The HTTP server Fastify would make (lib/server.js, HTTP/1 without TLS: the proxy holds the
    // certificate), whose handler first offers each request to the list's replay.
    serverFactory: (handler, options) => {
      // Fastify's options with its defaults filled in (it validates them before this runs).
      const settings = options as unknown as FastifyServerSettings
      const server = http.createServer(settings.http ?? {}, (req, res) => {
        if (!replay.list?.handle(req, res)) handler(req, res)
      })
      server.keepAliveTimeout = settings.keepAliveTimeout
      server.requestTimeout = settings.requestTimeout
      server.setTimeout(settings.connectionTimeout)
      return server
    },
    // A sentence a line for a person (`npm start`), pino's JSON records for a journal.
    logger: {
      level: config.LOG_LEVEL,
      ...(config.LOG_FORMAT === 'text' ? { stream: logLines() } : {}),
    },
    bodyLimit: BODY_LIMIT,
    // Reads (the site's files, the facilities list) are most requests: logging each would halve
    // what a server answers. Writes are logged, and every error by the error handler.
    logController: new LogController({
      disableRequestLogging: (req) => req.method === 'GET' || req.method === 'HEAD',
    }),
    // Each request's logger is made when it first logs (http/request-log.ts): most never do.
    childLoggerFactory: requestLog,
    trustProxy: config.TRUST_PROXY,
    // A request arrives whole within REQUEST_TIMEOUT_MS, headers and body, or is answered 408
    // within a second of it (http/timeouts.ts: Node's own bounds, and how often it checks them).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Any id names no facility (404), however long; longer than this is refused by the router.
    routerOptions: { maxParamLength: 1000 },
    // Requests refused before any route runs still get the error JSON and the API's headers:
    // by the router, by Node's HTTP parser, for a missing Host (http/client-errors.ts).
    frameworkErrors: (error, request, reply) =>
      frameworkError(error, request as FastifyRequest, reply as FastifyReply),
    clientErrorHandler,
    http: { requireHostHeader: false, ...nodeTimeouts(config.REQUEST_TIMEOUT_MS) },
  })
  app.addHook('onRequest', requireHost)
  const services = createServices(config, database, { log: app.log, now: options.now })
  app.server.on('checkExpectation', refuseExpectation)
  app.server.on('connect', refuseConnect)
  // The API takes JSON only: any other body is a 415, not a confusing validation error.
  app.removeContentTypeParser('text/plain')
  // Who may call each route: declared by the route, enforced here for all (issue 37). Scripts
  // (ADMIN_TOKEN) and the console (a session) pass the same guard to the same rules. Before any
  // route is added: the hooks see only what comes after them.
  installAccess(app, {
    apiPrefix: API_PREFIX,
    staffGuard: staffGuard(services.staff, {
      adminToken: config.ADMIN_TOKEN,
      publicUrl: config.PUBLIC_URL,
    }),
    tokenGuard: adminGuard(config.ADMIN_TOKEN),
  })
  installZodValidation(app)
  installErrorHandler(app)
  await installOpenApi(app, API_PREFIX, API_VERSION)

  installSecurityHeaders(app, sitePolicy(config), API_PREFIX, STAFF_PATH)
  // Every /api/staff answer's headers, and the same-origin pre-check of its writes: after the
  // security headers, so a refusal carries them.
  installStaffApi(app, {
    prefix: API_PREFIX + STAFF_API_PATH,
    publicUrl: config.PUBLIC_URL,
    adminToken: config.ADMIN_TOKEN,
  })
  await app.register(compress, { threshold: 1024 })
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      methods: ['GET', 'PUT', 'POST'],
      // What a cross-origin client needs to read: a stale list, the next page, when to retry.
      exposedHeaders: [STALE_HEADER, 'Link', 'Retry-After'],
    })
  }
  if (
    config.RESERVE_RATE_LIMIT > 0 ||
    config.CONTACT_RATE_LIMIT > 0 ||
    config.STAFF_AUTH_RATE_LIMIT > 0
  ) {
    await app.register(rateLimit, { global: false })
  }

  const { listCache, notifications, reservations: rules } = services
  // Staff notifications: delivered by a worker that runs while the server listens.
  app.addHook('onReady', async () => notifications.outbox.start())
  app.addHook('onClose', async () => notifications.outbox.stop())
  // The outside calendars' imports (issue 39): every CHANNEL_SYNC_MINUTES, one server of all.
  app.addHook('onReady', async () => services.channelSchedule.start())
  app.addHook('onClose', async () => services.channelSchedule.stop())
  startSweep(app, [
    expiryTask(rules, config.REQUEST_HOLD_HOURS),
    outboxPruneTask(notifications.outbox, config.NOTIFY_RETENTION_DAYS),
    staffSweepTask(services.staff),
    pushSweepTask(services.push),
    paymentsTask(services.deadlines, services.online, config.PAYMENTS_SWEEP_MS),
    unitsTask(services.frontDesk),
  ])
  replay.list = listReplay({
    path: `${API_PREFIX}/facilities`,
    listCache,
    trustProxy: config.TRUST_PROXY,
    cors: config.CORS_ORIGINS.length > 0,
  })
  // Fastify answers 503 to requests that arrive while it closes: the replay leaves them to it.
  app.addHook('preClose', (done) => {
    replay.list?.stop()
    done()
  })

  await app.register(apiRoutes(services, listCache), { prefix: API_PREFIX })
  // The staff's own photos: beside the site's files, served from the database.
  await app.register(photoRoutes(services.photos))
  await staffPage(app, config.SITE_DIR, {
    resolveSession: (id) => services.staff.resolveSession(id),
    me: (staffId) => services.staff.me(staffId),
    inbox: () => rules.inbox(),
    today: () => services.frontDesk.today(),
    calendar: (days) => staffCalendar(services, undefined, days),
    numbers: () => services.numbers.month(),
  })
  await siteRoutes(app, config.SITE_DIR, listCache, {
    origin: config.PUBLIC_URL,
    apiPrefix: API_PREFIX,
  })
  return app
}
