// Each request's logger (request.log), made when the request first logs: Fastify makes every
// request a pino child bound to its id before any hook runs (~1 µs each), and the reads that are
// most requests log nothing (app.ts). The child is made at the request's first line, from the same
// logger, bindings and options, so every line a request logs carries its reqId as before.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
type Args = Parameters<FastifyBaseLogger['info']>

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

  #line(level: Level, args: Args) {
    const log = this.made
    ;(log[level] as (...line: Args) => void).apply(log, args)
  }

  get level() {
    return this.made.level
  }
  set level(level: string) {
    this.made.level = level
  }
  fatal(...args: Args) {
    this.#line('fatal', args)
  }
  error(...args: Args) {
    this.#line('error', args)
  }
  warn(...args: Args) {
    this.#line('warn', args)
  }
  info(...args: Args) {
    this.#line('info', args)
  }
  debug(...args: Args) {
    this.#line('debug', args)
  }
  trace(...args: Args) {
    this.#line('trace', args)
  }
  silent(...args: Args) {
    this.#line('silent', args)
  }
  child(...args: Parameters<FastifyBaseLogger['child']>) {
    return this.made.child(...args)
  }
}

export const requestLog: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLog(logger, bindings, options) as unknown as FastifyBaseLogger
