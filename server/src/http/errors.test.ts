// @vitest-environment node
// The database out of reach is 503 with Retry-After and the error JSON; a bug stays a 500.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { RETRY_AFTER_SECONDS } from '../db/unavailable'
import { installErrorHandler } from './errors'

async function answerTo(error: unknown) {
  const app = Fastify({ logger: false })
  installErrorHandler(app)
  app.get('/', async () => {
    throw error
  })
  const res = await app.inject({ method: 'GET', url: '/' })
  await app.close()
  return res
}

describe('the error handler', () => {
  it.each([
    ['PostgreSQL shutting down', { code: '57P01', message: 'terminating connection' }],
    ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
    ['a full disk', { code: 'SQLITE_FULL', message: 'database or disk is full' }],
    [
      'a read-only file',
      { code: 'SQLITE_READONLY', message: 'attempt to write a readonly database' },
    ],
  ])('%s: 503 unavailable with Retry-After', async (_name, fields) => {
    const res = await answerTo(Object.assign(new Error(fields.message), { code: fields.code }))
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS))
    expect(res.json()).toEqual({ error: { code: 'unavailable', message: expect.any(String) } })
  })

  it('anything else: 500 internal, no Retry-After', async () => {
    const res = await answerTo(Object.assign(new Error('malformed'), { code: 'SQLITE_CORRUPT' }))
    expect(res.statusCode).toBe(500)
    expect(res.headers['retry-after']).toBeUndefined()
    expect(res.json()).toMatchObject({ error: { code: 'internal' } })
  })
})
