// Issue 40 on the CLI: `rates set|list|remove`, the real CLI in a child process on both
// databases, its rules read back through the app on the same database (the facilities list and
// the quote API, as a guest's page reads them). Amounts are typed in naira and stored in kobo;
// a negative, non-numeric or over-precise amount, and a rule that is no rule, exit 1 with a
// sentence and store nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { Facility } from '../../contract/facility'
import { type Quote, weekdayOf } from '../../contract/rates'
import { createFacility, inDays } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { api, tempDir, TEST_ADMIN_TOKEN } from '../support/server-process'
import { build, type TestApp } from '../support/test-app'

function nextWeekday(from: string, weekday: string): string {
  let date = from
  while (weekdayOf(date) !== weekday) date = addDays(date, 1)
  return date
}

describe.each(databaseEnvs())('rates on the command line, on $name', (target) => {
  let env: Record<string, string>
  let built: TestApp
  beforeAll(async () => {
    env = { ...(await target.env()), LOG_LEVEL: 'silent', ADMIN_TOKEN: TEST_ADMIN_TOKEN }
    built = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
  })
  afterAll(() => built.close())

  const cli = (...args: string[]) => runCli(env, ...args)
  const rulesOf = async (id: string) => {
    const list = (await api(built, 'GET', '/api/facilities')).body as Facility[]
    return list.find((f) => f._id === id)?.rates ?? []
  }
  const quote = async (id: string, from: string, to: string, guests = 1) =>
    (await api(built, 'GET', `/api/facilities/${id}/quote?from=${from}&to=${to}&guests=${guests}`))
      .body as Quote

  it('sets a base, weekday and season rates in naira, stored in kobo; lists and removes them', async () => {
    const room = await createFacility(built, { name: 'Garden Double Room' })
    const base = await cli(
      'rates',
      'set',
      room._id,
      '--nightly',
      '45000',
      '--extra-guest',
      '10000.50',
      '--guests-included',
      '2',
    )
    expect(base.code, base.stderr).toBe(0)
    expect(base.stdout).toContain('base: ₦45,000 a night, ₦10,000.50 per extra guest a night')
    const weekend = await cli('rates', 'set', room._id, '--nightly', '55,000', '--days', 'fri,Sat')
    expect(weekend.code, weekend.stderr).toBe(0)
    const season = await cli(
      'rates',
      'set',
      room._id,
      '--nightly',
      '70000',
      '--from',
      '2026-12-20',
      '--to',
      '2027-01-05',
      '--every-year',
      '--min-nights',
      '3',
    )
    expect(season.code, season.stderr).toBe(0)
    const rules = await rulesOf(room._id)
    expect(rules.map((r) => [r.nightly, r.days, r.every_year, r.min_stay])).toEqual([
      [4_500_000, [], false, null],
      [5_500_000, ['fri', 'sat'], false, null],
      [7_000_000, [], true, 3],
    ])
    expect(rules[0]?.extra_guest).toBe(1_000_050)
    // A Thursday and its Friday outside the season, whatever today is.
    let thursday = nextWeekday(inDays(7), 'thu')
    const inSeason = (date: string) => date.slice(5) >= '12-20' || date.slice(5) <= '01-05'
    while (inSeason(thursday) || inSeason(addDays(thursday, 1))) thursday = addDays(thursday, 7)
    const priced = await quote(room._id, thursday, addDays(thursday, 2), 3)
    expect(priced.total).toBe(4_500_000 + 5_500_000 + 2 * 1_000_050)
    // In the season, every year: its price, and its minimum stay.
    const festive = nextWeekday(`${Number(inDays(0).slice(0, 4)) + 1}-12-21`, 'mon')
    expect((await quote(room._id, festive, addDays(festive, 3))).total).toBe(3 * 7_000_000)
    const short = await api(
      built,
      'GET',
      `/api/facilities/${room._id}/quote?from=${festive}&to=${addDays(festive, 2)}`,
    )
    expect(short.body).toMatchObject({ error: { code: 'stay_too_short' } })

    const listed = await cli('rates', 'list', room._id)
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.stdout).toContain('Garden Double Room')
    expect(listed.stdout).toContain(
      '2026-12-20 to 2027-01-05 every year: ₦70,000 a night, at least 3 nights',
    )
    const json = await cli('rates', 'list', room._id, '--json')
    expect(JSON.parse(json.stdout)).toEqual([
      { facility_id: room._id, name: 'Garden Double Room', currency: 'NGN', rules },
    ])

    // The base again: changed in place, its other fields kept; one base each.
    const again = await cli('rates', 'set', room._id, '--nightly', '48000')
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toContain('price a night: ₦45,000 → ₦48,000')
    const bases = (await rulesOf(room._id)).filter((r) => r.days.length === 0 && r.from === null)
    expect(bases).toEqual([{ ...rules[0], nightly: 4_800_000 }])

    const removed = await cli('rates', 'remove', rules[1]!.id)
    expect(removed.code, removed.stderr).toBe(0)
    expect((await rulesOf(room._id)).map((r) => r.id)).not.toContain(rules[1]!.id)
    const gone = await cli('rates', 'remove', rules[1]!.id)
    expect(gone.code).toBe(1)
    expect(gone.stderr).toContain(`No rate has the id ${rules[1]!.id}`)
  })

  it('refuses a bad amount or rule with a sentence and exit 1, storing nothing', async () => {
    const room = await createFacility(built)
    const cases: [string[], RegExp][] = [
      [['--nightly', '-1'], /not an amount in NGN.*not negative/],
      [['--nightly', 'abc'], /not an amount in NGN/],
      [['--nightly', '45000.505'], /not an amount in NGN/],
      [['--nightly', '1e5'], /not an amount in NGN/],
      [['--extra-guest', '-5', '--nightly', '1'], /--extra-guest -5 is not an amount/],
      [['--min-nights', '2'], /base rate .* needs its price/],
      [['--nightly', '1', '--extra-guest', '5'], /guests the price covers/],
      [['--nightly', '1', '--from', '2027-01-10'], /both/],
      [['--nightly', '1', '--from', '2027-02-30', '--to', '2027-03-01'], /real date/],
      [['--nightly', '1', '--days', 'fri,funday'], /--days takes weekdays/],
      [['--days', 'fri', '--min-nights', 'two'], /whole number/],
      [['--days', 'fri', '--min-nights', '0'], /at least 1/],
      // No base says how many guests its price covers: an extra guest price could not be charged.
      [
        ['--days', 'sat', '--extra-guest', '5'],
        /the base rate must say how many \(included_guests\)/,
      ],
    ]
    for (const [args, message] of cases) {
      const run = await cli('rates', 'set', room._id, ...args)
      expect(run.code, args.join(' ')).toBe(1)
      expect(run.stderr, args.join(' ')).toMatch(message)
    }
    expect(await rulesOf(room._id)).toEqual([])
    const unknown = await cli('rates', 'set', 'no-such-facility', '--nightly', '1')
    expect(unknown.code).toBe(1)
    const missing = await cli('rates', 'set')
    expect(missing.code).toBe(2)
  }, 120_000) // 15 runs of the CLI, a second or two each on a busy machine (60 s ran out under load)
})
