// Each request's logger (request.log), made when the request first logs: Fastify makes every
// request a pino child bound to its id before any hook runs (~1 µs each), and the reads that are
// most requests log nothing (app.ts). The child is made at the request's first line, from the same
// logger, bindings and options, so every line a request logs carries its reqId as before.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type Args = Parameters<FastifyBaseLogger['info']>
type Line = (...args: Args) => void

class RequestLog {
  #made: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Parameters<FastifyBaseLogger['child']>[0],
    private readonly options: Parameters<FastifyBaseLogger['child']>[1],
  ) {}

  /** The request's pino child, made on first use. */
  get made(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options)
    return this.#made
  }

  get level() {
    return this.made.level
  }
  set level(level: string) {
    this.made.level = level
  }
  declare fatal: Line
  declare error: Line
  declare warn: Line
  declare info: Line
  declare debug: Line
  declare trace: Line
  declare silent: Line
  child(...args: Parameters<FastifyBaseLogger['child']>) {
    return this.made.child(...args)
  }
}

// Every level writes its line through the child, as a method of the class would (on the prototype:
// nothing more made per request).
for (const level of LEVELS) {
  Object.defineProperty(RequestLog.prototype, level, {
    value: function (this: RequestLog, ...args: Args) {
      const log = this.made
      ;(log[level] as Line).apply(log, args)
    },
    writable: true,
    configurable: true,
  })
}

export const requestLog: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLog(logger, bindings, options) as unknown as FastifyBaseLogger
