// Issue 53 on the CLI: `payments policy set|show|clear`, `taxes set|list|remove`, `payments
// list|record|refund|link`, the real CLI in a child process on both databases, read back through
// the app on the same database (the facilities list, the quote, the stay page). Amounts are typed
// in naira and kept in kobo; a wrong option exits 1 with a sentence and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Facility } from '../../contract/facility'
import type { StayAnswer } from '../../contract/stay'
import { createFacility, inDays, reserve, reserveBody } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { adminHeaders, api, tempDir, TEST_ADMIN_TOKEN } from '../support/server-process'
import { build, type TestApp } from '../support/test-app'

describe.each(databaseEnvs())('payments on the command line, on $name', (target) => {
  let env: Record<string, string>
  let built: TestApp
  beforeAll(async () => {
    env = {
      ...(await target.env()),
      LOG_LEVEL: 'silent',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      PUBLIC_URL: 'https://hearthhouse.example',
    }
    built = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
  })
  afterAll(() => built.close())

  const cli = (...args: string[]) => runCli(env, ...args)

  it('sets the policy and taxes; the list and the quote carry them; refusals change nothing', async () => {
    const set = await cli(
      'payments',
      'policy',
      'set',
      '--deposit',
      '30%',
      '--pay-within-hours',
      '24',
      '--balance-days-before',
      '3',
      '--free-cancel-days',
      '7',
      '--late-cancel-fee',
      '50%',
      '--unpaid',
      'release',
    )
    expect(set.code, set.stderr).toBe(0)
    expect(set.stdout).toContain(
      "A deposit of 30% of the price is due within 24 hours of the hotel's confirmation.",
    )
    expect(set.stdout).toContain('A deposit not paid in time cancels the booking.')
    const shown = await cli('payments', 'policy', 'show', '--json')
    expect(JSON.parse(shown.stdout)).toMatchObject({
      set: true,
      hotel: {
        deposit: { kind: 'percent', percent: 30 },
        pay_within_hours: 24,
        balance: { kind: 'days_before', days: 3 },
        free_cancel_days: 7,
        late_cancel_fee: { kind: 'percent', percent: 50 },
        unpaid: 'release',
      },
    })
    for (const bad of [
      ['--deposit', 'lots'],
      ['--deposit', '150%'],
      ['--pay-within-hours', '0'],
      ['--late-cancel-fee', 'half'],
      ['--unpaid', 'maybe'],
      ['--balance-days-before', '2', '--balance-at-arrival'],
      [],
    ]) {
      const refused = await cli('payments', 'policy', 'set', ...bad)
      expect(refused.code, `${bad.join(' ')}: ${refused.stdout}`).toBe(1)
      expect(refused.stderr.trim().length).toBeGreaterThan(10)
    }
    expect(JSON.parse((await cli('payments', 'policy', 'show', '--json')).stdout).hotel).toEqual(
      JSON.parse(shown.stdout).hotel,
    )

    // A facility's own deposit: ₦20,000 fixed; then back to the hotel's.
    const room = await createFacility(built, { name: 'CLI Garden Room', capacity: 1 })
    const own = await cli('payments', 'policy', 'set', '--deposit', '20000', '--facility', room._id)
    expect(own.code, own.stderr).toBe(0)
    const listed = async () =>
      ((await api(built, 'GET', '/api/facilities')).body as Facility[]).find(
        (f) => f._id === room._id,
      )!
    expect((await listed()).policy?.deposit).toEqual({ kind: 'fixed', amount: 2_000_000 })
    expect((await cli('payments', 'policy', 'clear', '--facility', room._id)).code).toBe(0)
    expect((await listed()).policy?.deposit).toEqual({ kind: 'percent', percent: 30 })
    expect(
      (await cli('payments', 'policy', 'set', '--deposit', 'none', '--facility', 'nope')).code,
    ).toBe(1)

    // Taxes: VAT in the prices, the consumption tax added; listed; a bad rate refused.
    expect((await cli('taxes', 'set', 'VAT', '7.5', '--included')).code).toBe(0)
    expect((await cli('taxes', 'set', 'Consumption tax', '5', '--added')).code).toBe(0)
    expect((await cli('taxes', 'set', 'Odd', '7.555', '--added')).code).toBe(1)
    expect((await cli('taxes', 'set', 'Odd', '5')).code).toBe(1)
    const taxes = await cli('taxes', 'list', '--json')
    expect(JSON.parse(taxes.stdout)).toEqual([
      { name: 'VAT', rate: 7.5, included: true },
      { name: 'Consumption tax', rate: 5, included: false },
    ])
    expect((await listed()).taxes).toHaveLength(2)
    expect((await cli('taxes', 'remove', 'consumption TAX')).code).toBe(0)
    expect((await cli('taxes', 'remove', 'Nothing')).code).toBe(1)
    expect(JSON.parse((await cli('taxes', 'list', '--json')).stdout)).toHaveLength(1)
    expect((await cli('taxes', 'remove', 'VAT')).code).toBe(0)
  })

  it('lists what stays owe, records a payment, refunds it, prints the stay page', async () => {
    const room = await createFacility(built, { name: 'CLI Pool Room', capacity: 1 })
    expect((await cli('rates', 'set', room._id, '--nightly', '45000')).code).toBe(0)
    await cli('payments', 'policy', 'set', '--deposit', '30%', '--balance-at-arrival')
    const body = reserveBody(room, { dateRange: { from: inDays(30), to: inDays(32) } })
    expect((await reserve(built, room._id, body)).status).toBe(200)
    const confirmed = await api(
      built,
      'POST',
      `/api/reservations/${body.reservation_id}/confirm`,
      {},
      adminHeaders,
    )
    expect(confirmed.status).toBe(200)
    const reference = (confirmed.body as { reference: string }).reference

    const link = await cli('payments', 'link', reference)
    expect(link.code, link.stderr).toBe(0)
    expect(link.stdout.trim()).toMatch(/^https:\/\/hearthhouse\.example\/stay\/[\w-]{32}$/)
    const token = link.stdout.trim().split('/').pop()!
    const stay = async () => (await api(built, 'GET', `/api/stays/${token}`)).body as StayAnswer

    const due = JSON.parse((await cli('payments', 'list', '--due', '--json')).stdout) as {
      reference: string
      total: number
      paid: number
      due: number
      deposit_due_by: string | null
      balance_due_by: string
    }[]
    const row = due.find((r) => r.reference === reference)!
    expect(row).toMatchObject({
      total: 9_000_000,
      paid: 0,
      due: 9_000_000,
      balance_due_by: inDays(30),
    })
    expect(row.deposit_due_by).toEqual((await stay()).money?.deposit_due_by)

    const recorded = await cli(
      'payments',
      'record',
      reference,
      '--amount',
      '27,000',
      '--method',
      'transfer',
      '--note',
      'Zenith 778812',
    )
    expect(recorded.code, recorded.stderr).toBe(0)
    expect(recorded.stdout).toMatch(/receipt R-\d{4}-\d{4}/)
    expect((await stay()).money).toMatchObject({ paid: 2_700_000, deposit_due: 0, due: 6_300_000 })
    for (const bad of [
      ['--amount', '-5', '--method', 'cash'],
      ['--amount', 'ten', '--method', 'cash'],
      ['--amount', '100000', '--method', 'cash'],
      ['--amount', '100', '--method', 'cheque'],
    ]) {
      const refused = await cli('payments', 'record', reference, ...bad)
      expect(refused.code, bad.join(' ')).not.toBe(0)
    }
    expect((await stay()).money?.paid).toBe(2_700_000)

    const refund = await cli('payments', 'refund', reference, '--amount', '7000')
    expect(refund.code, refund.stderr).toBe(0)
    expect(refund.stdout).toContain('Give back ₦7,000 to the guest by hand.')
    expect((await cli('payments', 'refund', reference, '--amount', '30000')).code).toBe(1)
    expect((await stay()).money).toMatchObject({ paid: 2_700_000, refunded: 700_000 })
    const listed = await cli('payments', 'list')
    expect(listed.stdout).toContain(reference)
    expect(listed.stdout).toContain('refunded ₦7,000')
  })
})
