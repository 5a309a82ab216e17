// @vitest-environment node
// The live channel's own behaviour, on a fake change feed: a burst of changes is one `changed`,
// a listener reconnect is `resync`, and a stream opened with a session ends once the session is
// revoked (the seam the staff service's `sessionActive` plugs into).
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { openEvents } from '../../../../tests/support/sse'
import type { ChangeFeed, ChangeListener } from '../../db/change-feed'
import { installAccess } from '../access'
import { eventsRoute } from './events-route'

function fakeFeed() {
  const listeners = new Set<ChangeListener>()
  let watching = 0
  const feed: ChangeFeed = {
    announce: async () => listeners.forEach((l) => l('change')),
    subscribe: (l) => {
      listeners.add(l)
      return () => void listeners.delete(l)
    },
    check: () => {},
    keepChecking: () => {
      watching++
      return () => void watching--
    },
    isLive: () => true,
  }
  return {
    feed,
    emit: (kind: 'change' | 'resync') => listeners.forEach((l) => l(kind)),
    listeners: () => listeners.size,
    watching: () => watching,
  }
}

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function serve(options: Parameters<typeof eventsRoute>[0]) {
  app = Fastify()
  // The route's declared access, enforced by the app's one guard: here a stand-in for it.
  const staffGuard = async (request: FastifyRequest) => {
    // As the session guard does for a cookie's session.
    request.staffSessionHash = 'hash-of-session'
  }
  installAccess(app, { apiPrefix: '/api', staffGuard, tokenGuard: staffGuard })
  await app.register(eventsRoute(options))
  return `${await app.listen({ port: 0, host: '127.0.0.1' })}/events`
}

describe('the staff live channel', () => {
  it('sends one `changed` for a burst of changes, and `resync` after a listener reconnect', async () => {
    const fake = fakeFeed()
    const stream = await openEvents(await serve({ feed: fake.feed }), {})
    try {
      await expect.poll(() => fake.listeners()).toBe(1)
      expect(fake.watching()).toBe(1) // SQLite is asked every 250 ms while a stream is open
      for (let i = 0; i < 5; i++) fake.emit('change')
      await stream.next('changed')
      const after = stream.events.length
      fake.emit('resync')
      await stream.next('resync', after)
      expect(stream.events.filter((e) => e.event === 'changed')).toHaveLength(1)
    } finally {
      stream.close()
    }
    await expect.poll(() => fake.listeners()).toBe(0)
    expect(fake.watching()).toBe(0)
  })

  it('ends a session’s stream once the session is revoked, and not before', async () => {
    const fake = fakeFeed()
    let active = true
    const asked: string[] = []
    const url = await serve({
      feed: fake.feed,
      sessionCheckMs: 20,
      sessionActive: async (hash) => {
        asked.push(hash)
        return active
      },
    })
    const stream = await openEvents(url, {})
    await expect.poll(() => asked.length).toBeGreaterThan(2) // checked, still open
    fake.emit('change')
    await stream.next('changed')
    expect(asked).toContain('hash-of-session')
    active = false
    await stream.ended
    expect(fake.listeners()).toBe(0)
  })
})
