// One import's answers when something of ours fails, alone: the repository and the alerts are
// fakes here (the real ones on both databases are tests/api/channel-sync*.test.ts), the feed a
// real local HTTP server. An import never throws, and an alert that cannot be checked never
// turns a good import into a failure.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChannelAlerts } from './alerts'
import type { ChannelLinkRow, ChannelsRepository } from './repository'
import { channelSync, nightsOf } from './sync'

const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:a@example.org',
  'DTSTART;VALUE=DATE:20261201',
  'DTEND;VALUE=DATE:20261204',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')

let server: http.Server
let origin: string
beforeAll(async () => {
  server = http.createServer((_req, res) => res.end(FEED))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const link = (): ChannelLinkRow => ({
  id: 'l1',
  facility_id: 'f1',
  unit: 1,
  name: 'Airbnb',
  url: `${origin}/feed.ics`,
  created_at: '2026-11-20T09:00:00.000Z',
  last_attempt_at: null,
  last_success_at: null,
  last_error: null,
  failures: 0,
  last_warnings: '[]',
})

function sync(store: Partial<ChannelsRepository>, alerts?: Partial<ChannelAlerts>) {
  return channelSync({
    store: store as ChannelsRepository,
    fetch: { policy: { allowedTestOrigins: [origin] } },
    parse: { timeZone: 'UTC', horizonDays: 365 },
    now: () => new Date('2026-11-20T09:00:00Z'),
    alerts: alerts as ChannelAlerts,
    log: { warn: () => {} },
  })
}

describe('one import', () => {
  it('counts the distinct nights of its events, DTEND exclusive', () => {
    expect(
      nightsOf([
        { from: '2026-12-01', to: '2026-12-04' },
        { from: '2026-12-03', to: '2026-12-05' },
      ]),
    ).toBe(4)
  })

  it('answers a database out of reach, and records it on the link when it can', async () => {
    const away = sync({ findLink: () => Promise.reject(new Error('connection refused')) })
    expect(await away.syncLink('l1')).toEqual({
      ok: false,
      error: 'The import failed on this server: connection refused',
    })
    const recordFailure = vi.fn(async () => true)
    const midway = sync({
      findLink: async () => link(),
      replaceBlocks: () => Promise.reject(new Error('terminating connection')),
      recordFailure,
    })
    expect(await midway.syncLink('l1')).toEqual({
      ok: false,
      error: 'The import failed on this server: terminating connection',
    })
    expect(recordFailure).toHaveBeenCalledWith(
      'l1',
      'The import failed on this server: terminating connection',
      '2026-11-20T09:00:00.000Z',
    )
  })

  it("keeps the feed's URL out of the link's sentence and the log, whatever the error says", async () => {
    const secret = () => ({ ...link(), url: `${origin}/feed.ics?s=SECRET123` })
    const warned: unknown[] = []
    const recordFailure = vi.fn(async () => true)
    const broken = channelSync({
      store: {
        findLink: async () => secret(),
        replaceBlocks: () =>
          Promise.reject(
            Object.assign(new TypeError(`Invalid URL: ${secret().url}`), { input: secret().url }),
          ),
        recordFailure,
      } as Partial<ChannelsRepository> as ChannelsRepository,
      fetch: { policy: { allowedTestOrigins: [origin] } },
      parse: { timeZone: 'UTC', horizonDays: 365 },
      now: () => new Date('2026-11-20T09:00:00Z'),
      log: { warn: (details, message) => warned.push(details, message) },
    })
    const result = await broken.syncLink('l1')
    expect(result).toEqual({
      ok: false,
      error: `The import failed on this server: Invalid URL: (${new URL(origin).host})`,
    })
    expect(JSON.stringify([result, warned, recordFailure.mock.calls])).not.toContain('SECRET123')
  })

  it('stays a success when its alert cannot be checked', async () => {
    const recordFailure = vi.fn(async () => true)
    const store = {
      findLink: async () => link(),
      replaceBlocks: vi.fn(async () => ({ added: 1, removed: 0, moved: 0 })),
      recordFailure,
    }
    const alerts = { afterImport: () => Promise.reject(new Error('connection refused')) }
    expect(await sync(store, alerts).syncLink('l1')).toEqual({ ok: true, nights: 3 })
    expect(store.replaceBlocks).toHaveBeenCalledWith(
      'l1',
      [{ uid: 'a@example.org', from: '2026-12-01', to: '2026-12-04', kind: 'reserved' }],
      '2026-11-20T09:00:00.000Z',
      [],
    )
    expect(recordFailure).not.toHaveBeenCalled()
  })
})
