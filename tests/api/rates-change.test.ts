// Issue 51, "a price change that keeps the rules", on both databases: the owner's base (₦45,000,
// 2 guests covered, ₦10,000 each beyond, at least 2 nights) has its price changed to ₦50,000 by
// the console's call and by `rates set <facility> --nightly 50000`: the minimum stay, the extra
// guest price and the guests covered stay, and the quote says so (a 3-guest stay of 2 nights is
// 2 × 50,000 + 2 × 10,000; one night is refused). A field is cleared only by saying so (`null`,
// `--min-nights none`), and a change that loosens a stay rule says so, in the CLI's words as in
// the console's (contract/rate-changes.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { Facility } from '../../contract/facility'
import { AMOUNT_MAX, type Quote, type RateRule } from '../../contract/rates'
import type { StaffRateChanged } from '../../contract/staff-rates'
import { createFacility, inDays } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { databaseEnvs, databaseTargets } from '../support/databases'
import { api, type ApiTarget, tempDir, TEST_ADMIN_TOKEN } from '../support/server-process'
import { build, type TestApp } from '../support/test-app'
import { expectRefused, staffSessions, type StaffCaller } from '../support/staff-sessions'

const BASE = { nightly: 4_500_000, extra_guest: 1_000_000, included_guests: 2, min_stay: 2 }

async function rulesIn(app: ApiTarget, facilityId: string): Promise<RateRule[]> {
  const list = (await api(app, 'GET', '/api/facilities')).body as Facility[]
  return list.find((f) => f._id === facilityId)?.rates ?? []
}

/** A stay 20 days ahead, of `nights` nights for `guests` guests, as a guest's page asks. */
const quote = (app: ApiTarget, facilityId: string, nights: number, guests: number) =>
  api(
    app,
    'GET',
    `/api/facilities/${facilityId}/quote?from=${inDays(20)}&to=${addDays(inDays(20), nights)}&guests=${guests}`,
  )

/** The base's rules at work: its price, the extra guest's, and its minimum stay. */
async function expectBaseAtWork(app: ApiTarget, facilityId: string, nightly: number) {
  const two = await quote(app, facilityId, 2, 3)
  expect(two.status, JSON.stringify(two.body)).toBe(200)
  expect((two.body as Quote).total).toBe(2 * nightly + 2 * 1_000_000)
  const one = await quote(app, facilityId, 1, 1)
  expect(one.status).toBe(400)
  expect(one.body).toMatchObject({ error: { code: 'stay_too_short' } })
}

describe.each(databaseTargets())('a rule changed in place, on $name', (target) => {
  let s: Awaited<ReturnType<typeof staffSessions>>
  let owner: StaffCaller
  beforeAll(async () => {
    s = await staffSessions(target)
    owner = await s.person('Ada Obi', 'owner')
  })
  afterAll(() => s.close())

  const baseOf = async (facilityId: string): Promise<RateRule> => {
    const res = await owner('POST', `/facilities/${facilityId}/rates`, BASE)
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as RateRule
  }
  const rulesOf = (facilityId: string) => rulesIn(s.server, facilityId)
  const expectRulesKept = (facilityId: string, nightly: number) =>
    expectBaseAtWork(s.server, facilityId, nightly)

  it('the console changes the base price: the other fields are kept, and the quote follows', async () => {
    const room = await createFacility(s.server)
    const base = await baseOf(room._id)
    const res = await owner('POST', `/rates/${base.id}`, { nightly: 5_000_000 })
    expect(res.statusCode, res.body).toBe(200)
    const changed = res.json() as StaffRateChanged
    expect(changed).toEqual({
      facility_id: room._id,
      before: base,
      rule: { ...base, nightly: 5_000_000 },
    })
    expect(await rulesOf(room._id)).toEqual([changed.rule])
    await expectRulesKept(room._id, 5_000_000)

    // A second base, as the old form sent it, is refused and changes nothing.
    const second = await owner('POST', `/facilities/${room._id}/rates`, { nightly: 5_500_000 })
    expect(expectRefused(second, 409, 'base_exists').message).toContain(base.id)
    expect(await rulesOf(room._id)).toEqual([changed.rule])
  })

  it('clears a field only when told to; refuses what is not a rule, 4xx and nothing changed', async () => {
    const room = await createFacility(s.server)
    const base = await baseOf(room._id)
    const weekend = await owner('POST', `/facilities/${room._id}/rates`, {
      days: ['fri', 'sat'],
      nightly: 5_500_000,
      closed_arrival: true,
    })
    const weekendRule = weekend.json() as RateRule
    // null clears; a field left out is kept.
    const cleared = await owner('POST', `/rates/${base.id}`, { min_stay: null })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect((cleared.json() as StaffRateChanged).rule).toEqual({ ...base, min_stay: null })
    const opened = await owner('POST', `/rates/${weekendRule.id}`, { closed_arrival: false })
    expect((opened.json() as StaffRateChanged).rule).toEqual({
      ...weekendRule,
      closed_arrival: false,
    })
    const kept = [
      { ...base, min_stay: null },
      { ...weekendRule, closed_arrival: false },
    ]
    expect(await rulesOf(room._id)).toEqual(kept)

    const refusals: [unknown, number, string][] = [
      [{}, 400, 'invalid_request'],
      [{ nightly: null }, 400, 'invalid_rate'], // the base needs its price
      [{ min_stay: 5, max_stay: 3 }, 400, 'invalid_rate'],
      [{ nightly: -1 }, 400, 'invalid_request'],
      [{ nightly: 1.5 }, 400, 'invalid_request'],
      [{ from: inDays(3) }, 400, 'invalid_request'], // dates are what a rule is, not what it sets
      [{ included_guests: null }, 400, 'invalid_rate'], // its extra guest price needs it
      [{ nightly: AMOUNT_MAX + 1 }, 400, 'invalid_request'],
      ['not json', 400, 'malformed_json'],
    ]
    for (const [body, status, code] of refusals) {
      const res = await owner('POST', `/rates/${base.id}`, body)
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status)
      expect(res.json(), `${JSON.stringify(body)}: ${res.body}`).toMatchObject({ error: { code } })
    }
    expect(
      (await owner('POST', `/rates/${weekendRule.id}`, { included_guests: 3 })).json(),
    ).toMatchObject({ error: { code: 'invalid_rate' } })
    expectRefused(await owner('POST', '/rates/no-such-rule', { nightly: 1 }), 404, 'not_found')
    expect(await rulesOf(room._id)).toEqual(kept)
  })
})

describe.each(databaseEnvs())(
  'a rule changed in place from the command line, on $name',
  (target) => {
    let env: Record<string, string>
    let built: TestApp
    beforeAll(async () => {
      env = { ...(await target.env()), LOG_LEVEL: 'silent', ADMIN_TOKEN: TEST_ADMIN_TOKEN }
      built = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
    })
    afterAll(() => built.close())

    const cli = (...args: string[]) => runCli(env, ...args)

    // Eleven CLI runs, each a process of its own (2-4 s under the suite's load).
    it(
      'the CLI changes the base price and keeps its fields; none clears, and loosening is said',
      { timeout: 180_000 },
      async () => {
        const room = await createFacility(built)
        const made = await cli(
          ...['rates', 'set', room._id, '--nightly', '45000', '--extra-guest', '10000'],
          ...['--guests-included', '2', '--min-nights', '2'],
        )
        expect(made.code, made.stderr).toBe(0)
        const [base] = await rulesIn(built, room._id)
        if (!base) throw new Error('no base made')
        expect(base).toMatchObject(BASE)
        const set = await cli('rates', 'set', room._id, '--nightly', '50000')
        expect(set.code, set.stderr).toBe(0)
        expect(set.stdout).toContain(`Changed the base rate of "${room.name}" (rate ${base.id})`)
        expect(set.stdout).toContain('price a night: ₦45,000 → ₦50,000')
        expect(set.stdout).not.toContain('loosens')
        expect(set.stdout).toContain(
          'Now base: ₦50,000 a night, ₦10,000 per extra guest a night, price covers 2 guests, at least 2 nights',
        )
        expect(await rulesIn(built, room._id)).toEqual([{ ...base, nightly: 5_000_000 }])
        await expectBaseAtWork(built, room._id, 5_000_000)

        const loosened = await cli('rates', 'change', base.id, '--min-nights', 'none')
        expect(loosened.code, loosened.stderr).toBe(0)
        expect(loosened.stdout).toContain('minimum stay: 2 nights → none')
        expect(loosened.stdout).toContain('This loosens what the rule allowed (minimum stay')
        expect(await rulesIn(built, room._id)).toEqual([
          { ...base, nightly: 5_000_000, min_stay: null },
        ])
        expect((await quote(built, room._id, 1, 1)).status).toBe(200)

        // Weekdays add a rule; its arrivals closed, then opened by saying so.
        const friday = await cli(
          ...['rates', 'set', room._id, '--days', 'fri', '--min-nights', '3', '--closed-arrival'],
        )
        expect(friday.code, friday.stderr).toBe(0)
        const fridayRule = (await rulesIn(built, room._id))[1] as RateRule
        expect(fridayRule).toMatchObject({ days: ['fri'], closed_arrival: true })
        const opened = await cli('rates', 'change', fridayRule.id, '--no-closed-arrival')
        expect(opened.code, opened.stderr).toBe(0)
        expect(opened.stdout).toContain('arrivals: closed → open')
        expect(opened.stdout).toContain('This loosens')

        // Refused with a sentence, exit 1, nothing changed.
        const before = await rulesIn(built, room._id)
        const refusals = [
          ['rates', 'change', base.id, '--nightly', 'none'],
          ['rates', 'change', base.id, '--max-nights', '0'],
          ['rates', 'change', base.id, '--guests-included', 'none'],
          ['rates', 'change', 'no-such-rule', '--nightly', '1'],
          ['rates', 'set', room._id, '--days', 'sat', '--min-nights', 'none'],
        ]
        for (const args of refusals) {
          const run = await cli(...args)
          expect(run.code, `${args.join(' ')}: ${run.stdout}`).toBe(1)
          expect(run.stderr, args.join(' ')).not.toMatch(/at .*\.(ts|mjs):\d+/)
        }
        const nothing = await cli('rates', 'change', base.id)
        expect(nothing.code).toBe(1)
        expect(await rulesIn(built, room._id)).toEqual(before)
      },
    )
  },
)
