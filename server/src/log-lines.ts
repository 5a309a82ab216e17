// The log as a person reads it at a terminal (LOG_FORMAT=text, `npm start`'s): each of pino's
// records becomes a sentence, not a JSON object with a millisecond time, a pid and a host name. A
// service's journal keeps pino's records (LOG_FORMAT=json): it adds its own times, and a machine
// reads it. What a person needs stays: a request's id, what else the record carries, an error's
// message, and its stack for an error (a warning gives the message only: a database out of reach
// repeats its warning every few seconds, and LOG_FORMAT=json keeps the stacks).
const LEVEL_WORDS: Record<number, string> = {
  10: 'Trace',
  20: 'Debug',
  40: 'Warning',
  50: 'Error',
  60: 'Fatal error',
}
const ERROR = 50

interface SerializedError {
  type?: string
  message?: string
  code?: string
  stack?: string
}

interface LogRecord {
  level?: number
  msg?: string
  reqId?: string
  req?: { method?: string; url?: string; remoteAddress?: string }
  res?: { statusCode?: number }
  responseTime?: number
  err?: SerializedError
  [field: string]: unknown
}

/** What the record carries beyond its sentence: ` (POST /x, answered 500, count: 3)`, or nothing. */
function details(fields: Record<string, unknown>): string {
  const { req, res, ...rest } = fields as Pick<LogRecord, 'req' | 'res'>
  const shown = [
    req?.method && req.url ? `${req.method} ${req.url}` : undefined,
    res?.statusCode !== undefined ? `answered ${res.statusCode}` : undefined,
    ...Object.entries({
      ...(req?.method && req.url ? {} : { req }),
      ...(res?.statusCode !== undefined ? {} : { res }),
      ...rest,
    })
      .filter(([, value]) => value !== undefined)
      .map(
        ([name, value]) => `${name}: ${typeof value === 'number' ? value : JSON.stringify(value)}`,
      ),
  ].filter(Boolean)
  return shown.length > 0 ? ` (${shown.join(', ')})` : ''
}

/** The sentence of a request's arrival or answer (Fastify's two records), else undefined. */
function requestSentence(record: LogRecord): string | undefined {
  const { req, res, responseTime } = record
  if (record.msg === 'incoming request' && req?.method && req.url) {
    return `${req.method} ${req.url}${req.remoteAddress ? ` from ${req.remoteAddress}` : ''}`
  }
  if (record.msg === 'request completed' && res?.statusCode !== undefined) {
    const took = typeof responseTime === 'number' ? responseTime : undefined
    const time =
      took === undefined ? '' : took < 1 ? ' in under 1 ms' : ` in ${Math.round(took)} ms`
    return `answered ${res.statusCode}${time}`
  }
  return undefined
}

/** An error's message (and code) after the record's own, when the record does not say them. */
function errorSaid(err: SerializedError, message: string): string {
  const said = err.message && !message.includes(err.message) ? err.message : ''
  const code = err.code && !`${message}${said}`.includes(err.code) ? `(${err.code})` : ''
  const text = [said, code].filter(Boolean).join(' ')
  return text && message ? `: ${text}` : text
}

/** An error's stack, below its line, without its first line (the type and message, said). */
function stackBelow(err: SerializedError): string {
  if (!err.stack) return ''
  const lines = err.stack.split('\n')
  if (err.message && lines[0]?.includes(err.message)) lines.shift()
  return lines.map((line) => `\n  ${line.trim()}`).join('')
}

/** Said by the sentence, or not for a person: the journal's records keep the time and process. */
const SAID = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err'])
/** A request's own sentence says its method, address, answer and time. */
const SAID_BY_REQUEST = new Set(['req', 'res', 'responseTime'])

/** One of pino's records (a JSON line) as a sentence; a line that is not one, as it came. */
export function logLine(json: string): string {
  let record: unknown
  try {
    record = JSON.parse(json)
  } catch {
    return json.trimEnd()
  }
  if (typeof record !== 'object' || record === null) return json.trimEnd()
  const { level = 30, msg, reqId, err } = record as LogRecord
  const request = requestSentence(record as LogRecord)
  const message = request ?? msg ?? ''
  const word = LEVEL_WORDS[level]
  const who = reqId ? (word ? ` (${reqId})` : `${reqId}: `) : ''
  const rest = Object.fromEntries(
    Object.entries(record).filter(
      ([name]) => !SAID.has(name) && !(request && SAID_BY_REQUEST.has(name)),
    ),
  )
  return (
    `${word ? `${word}${who}: ` : who}${message}` +
    `${err ? errorSaid(err, message) : ''}${details(rest)}` +
    `${err && level >= ERROR ? stackBelow(err) : ''}`
  )
}

/** A destination for pino's records (Fastify's `logger.stream`). */
interface LogDestination {
  write(json: string): void
}

/** pino's destination for LOG_FORMAT=text: each record written to `out` as its sentence. */
export function logLines(out: { write(text: string): unknown } = process.stdout): LogDestination {
  return { write: (json) => void out.write(`${logLine(json)}\n`) }
}
