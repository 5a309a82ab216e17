// Issue 50, "exact money for any stay", on both databases: with MAX_STAY_DAYS=3650 a rate that
// could price a stay past Number.MAX_SAFE_INTEGER is refused with a sentence naming the largest
// amount that fits (400 amount_too_large in the console's API, exit 1 at `rates set`), and the
// server does not start with a MAX_STAY_DAYS that stored rates could pass. The largest amount
// that fits prices the longest stay for 1000 guests exactly, and the stored quote reads back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import { AMOUNT_MAX, type Quote, type RateRule } from '../../contract/rates'
import type { ReservationRecord } from '../../contract/reservation'
import type { StaffRates } from '../../contract/staff-rates'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { databaseEnvs, databaseTargets } from '../support/databases'
import {
  adminHeaders,
  api,
  runToExit,
  serverBuild,
  startServer,
  tempDir,
  TEST_ADMIN_TOKEN,
} from '../support/server-process'
import { expectRefused, staffSessions } from '../support/staff-sessions'
import { build } from '../support/test-app'

/** The largest extra guest price that fits 3,650 nights with the largest price: ₦23,700,959.19. */
const LARGEST_EXTRA = 2_370_095_919
/** The schema's largest amounts, the price covering one guest: fits 90 nights, not 91. */
const DEAREST = { nightly: AMOUNT_MAX, extra_guest: AMOUNT_MAX, included_guests: 1 }

describe.each(databaseTargets())('rates bounded with MAX_STAY_DAYS on $name', (target) => {
  let s: Awaited<ReturnType<typeof staffSessions>>
  beforeAll(async () => {
    s = await staffSessions(target, { env: { MAX_STAY_DAYS: '3650' } })
  })
  afterAll(() => s.close())

  it('refuses a rate past the exact range (400, the largest that fits as money) and keeps the rules', async () => {
    const owner = await s.person('Ada Obi', 'owner')
    const room = await createFacility(s.server)
    const rules = async () => {
      const res = await owner('GET', `/facilities/${room._id}/rates`)
      return (res.json() as StaffRates).rules
    }
    const refused = expectRefused(
      await owner('POST', `/facilities/${room._id}/rates`, DEAREST),
      400,
      'amount_too_large',
    )
    expect(refused.message).toContain('3650 nights (MAX_STAY_DAYS)')
    expect(refused.message).toContain('the extra guest price may be at most ₦23,700,959.19')
    expect(await rules()).toEqual([])

    const base = await owner('POST', `/facilities/${room._id}/rates`, {
      ...DEAREST,
      extra_guest: LARGEST_EXTRA,
    })
    expect(base.statusCode, base.body).toBe(201)
    // One more kobo on some nights would pass the range: refused, whatever rule sets it.
    const weekend = { days: ['fri', 'sat'], extra_guest: LARGEST_EXTRA + 1 }
    expect(
      expectRefused(await owner('POST', `/facilities/${room._id}/rates`, weekend), 400).message,
    ).toContain('at most ₦23,700,959.19')
    // The base changed in place: the same bound, the rule kept as it was.
    const baseRule = base.json() as RateRule
    expect(
      expectRefused(
        await owner('POST', `/rates/${baseRule.id}`, { extra_guest: LARGEST_EXTRA + 1 }),
        400,
        'amount_too_large',
      ).message,
    ).toContain('at most ₦23,700,959.19')
    expect(await rules()).toEqual([baseRule])
    // A rule that makes no night dearer is not.
    const stayRule = { days: ['sun'], min_stay: 2 }
    expect((await owner('POST', `/facilities/${room._id}/rates`, stayRule)).statusCode).toBe(201)
    expect((await rules()).map((r: RateRule) => r.extra_guest)).toEqual([LARGEST_EXTRA, null])

    // The longest stay for the most guests, at the largest prices: exact, and stored as quoted.
    const from = inDays(1)
    const to = addDays(from, 3650)
    const quoted = await api(
      s.server,
      'GET',
      `/api/facilities/${room._id}/quote?from=${from}&to=${to}&guests=1000`,
    )
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
    const quote = quoted.body as Quote
    // 9,007,199,254,245,650 kobo: 495,341 under Number.MAX_SAFE_INTEGER.
    const exact = 3650n * (BigInt(AMOUNT_MAX) + 999n * BigInt(LARGEST_EXTRA))
    expect(BigInt(quote.total)).toBe(exact)
    expect(quote.total).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER)
    const body = reserveBody(room, { dateRange: { from, to }, guests: 1000 })
    const booked = await reserve(s.server, room._id, body)
    expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    const list = await api(s.server, 'GET', '/api/reservations?limit=10', undefined, adminHeaders)
    const stored = (list.body as ReservationRecord[]).find(
      (r) => r.reservation_id === body.reservation_id,
    )
    expect(stored?.quote?.total).toBe(quote.total)
  })
})

describe.each(databaseEnvs())('rates set and the start, bounded, on $name', (target) => {
  let env: Record<string, string>
  let room: { _id: string; name: string }
  beforeAll(async () => {
    env = { ...(await target.env()), LOG_LEVEL: 'silent', ADMIN_TOKEN: TEST_ADMIN_TOKEN }
    const built = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
    try {
      room = await createFacility(built, { name: 'Presidential Suite' })
    } finally {
      await built.close()
    }
  })

  const dearest = ['--nightly', '1000000000', '--extra-guest', '1000000000', '--guests-included']
  const long = () => ({ ...env, MAX_STAY_DAYS: '3650' })

  it('rates set refuses, with MAX_STAY_DAYS=3650, what fits 90 nights, and stores nothing', async () => {
    const refused = await runCli(long(), 'rates', 'set', room._id, ...dearest, '1')
    expect(refused.code, refused.stdout).toBe(1)
    expect(refused.stderr).toContain('3650 nights (MAX_STAY_DAYS)')
    expect(refused.stderr).toContain('the extra guest price may be at most ₦23,700,959.19')
    const list = await runCli(env, 'rates', 'list', room._id, '--json')
    expect(JSON.parse(list.stdout)).toMatchObject([{ rules: [] }])
  })

  it('the start refuses a MAX_STAY_DAYS the stored rates could pass, naming the largest that fits', async () => {
    // Set under the default longest stay (90 nights), where it fits.
    const set = await runCli(env, 'rates', 'set', room._id, ...dearest, '1')
    expect(set.code, set.stderr).toBe(0)

    const start = await runToExit([await serverBuild()], long())
    const seen = JSON.stringify(start)
    expect(start.code, seen).toBe(1)
    const lines = start.stderr.trim().split('\n')
    expect(lines, seen).toHaveLength(1)
    expect(lines[0]).toContain(`MAX_STAY_DAYS=3650 is too long for the rates of "${room.name}"`)
    expect(lines[0]).toContain('Set MAX_STAY_DAYS to at most 90')
    expect(start.stderr + start.stdout).not.toMatch(/^\s+at /m)

    // The largest that fits starts.
    const server = await startServer({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      env: { MAX_STAY_DAYS: '90' },
    })
    expect(await server.stop()).toBe(0)
  })
})
