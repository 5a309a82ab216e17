import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { logLine, logLines } from './log-lines'

const record = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1767225600123, pid: 4242, hostname: 'inn', ...fields })

describe('logLine', () => {
  it('writes a message as its sentence, without the time, pid or host', () => {
    expect(logLine(record({ msg: 'Hearth House is serving http://127.0.0.1:8080' }))).toBe(
      'Hearth House is serving http://127.0.0.1:8080',
    )
  })

  it('names a warning, an error and a fatal one', () => {
    expect(logLine(record({ level: 40, msg: 'No built site' }))).toBe('Warning: No built site')
    expect(logLine(record({ level: 50, msg: 'boom' }))).toBe('Error: boom')
    expect(logLine(record({ level: 60, msg: 'gone' }))).toBe('Fatal error: gone')
  })

  it("says a request's arrival and answer, with its id", () => {
    const req = { method: 'POST', url: '/api/reservations', remoteAddress: '127.0.0.1' }
    expect(logLine(record({ reqId: 'req-7', req, msg: 'incoming request' }))).toBe(
      'req-7: POST /api/reservations from 127.0.0.1',
    )
    const answered = { reqId: 'req-7', res: { statusCode: 201 }, msg: 'request completed' }
    expect(logLine(record({ ...answered, responseTime: 12.6 }))).toBe(
      'req-7: answered 201 in 13 ms',
    )
    expect(logLine(record({ ...answered, responseTime: 0.4 }))).toBe(
      'req-7: answered 201 in under 1 ms',
    )
    expect(logLine(record({ level: 40, reqId: 'req-8', msg: 'database unavailable' }))).toBe(
      'Warning (req-8): database unavailable',
    )
  })

  it('keeps what else a record carries, after the sentence', () => {
    expect(logLine(record({ msg: 'requests expired', count: 3 }))).toBe(
      'requests expired (count: 3)',
    )
    expect(
      logLine(
        record({ reqId: 'req-2', msg: 'facility added (console)', facility: 'a1', by: 'staff' }),
      ),
    ).toBe('req-2: facility added (console) (facility: "a1", by: "staff")')
  })

  it("gives a warning's error message, and an error's stack below it", () => {
    const err = {
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
      code: 'ECONNREFUSED',
      stack: 'Error: connect ECONNREFUSED 127.0.0.1:5432\n    at connect (net.js:1:1)',
    }
    expect(logLine(record({ level: 40, msg: 'The database still cannot be reached', err }))).toBe(
      'Warning: The database still cannot be reached: connect ECONNREFUSED 127.0.0.1:5432',
    )
    expect(logLine(record({ level: 50, reqId: 'req-3', msg: 'unhandled error', err }))).toBe(
      'Error (req-3): unhandled error: connect ECONNREFUSED 127.0.0.1:5432\n  at connect (net.js:1:1)',
    )
    const coded = { type: 'Error', message: 'disk full', code: 'ENOSPC' }
    expect(logLine(record({ level: 40, msg: 'sweep failed', err: coded }))).toBe(
      'Warning: sweep failed: disk full (ENOSPC)',
    )
  })

  it('gives a line that is not a record as it came', () => {
    expect(logLine('not json\n')).toBe('not json')
    expect(logLine('42')).toBe('42')
  })
})

describe('logLines', () => {
  it("writes Fastify's own records as sentences, an error with its stack", async () => {
    let written = ''
    const app = Fastify({
      logger: { level: 'info', stream: logLines({ write: (text: string) => (written += text) }) },
    })
    app.post('/fails', async () => {
      throw new Error('the kettle broke')
    })
    app.log.info('started')
    const answer = await app.inject({ method: 'POST', url: '/fails' })
    await app.close()
    expect(answer.statusCode).toBe(500)
    const lines = written.trimEnd().split('\n')
    expect(lines[0]).toBe('started')
    expect(lines[1]).toBe('req-1: POST /fails from 127.0.0.1')
    expect(lines[2]).toBe('Error (req-1): the kettle broke (POST /fails, answered 500)')
    expect(lines[3]).toMatch(/^ {2}at .*log-lines\.test\.ts/)
    expect(lines.at(-1)).toMatch(/^req-1: answered 500 in (under 1|\d+) ms$/)
    expect(written).not.toMatch(/[{}]|"level"|"time"|"host"/)
  })
})
