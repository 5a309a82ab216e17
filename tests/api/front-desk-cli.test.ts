// Issue 54 on the CLI: `units set|list|state`, `frontdesk today`, `stays check-in|check-out|no-show|
// move|extend`, the real CLI in a child process on both databases with the clock pinned
// (CLOCK_START) and the hotel in Lagos, read back through the app on the same database. A refusal
// exits 1 with the desk's sentence and changes nothing; a wrong word is the usage (exit 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { runCli } from '../support/cli-build'
import { databaseEnvs } from '../support/databases'
import { adminHeaders, api, tempDir, TEST_ADMIN_TOKEN } from '../support/server-process'
import { build, type TestApp } from '../support/test-app'

const D0 = '2027-03-10'

describe.each(databaseEnvs())('the front desk on the command line, on $name', (target) => {
  let env: Record<string, string>
  let built: TestApp
  beforeAll(async () => {
    env = {
      ...(await target.env()),
      LOG_LEVEL: 'silent',
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      HOTEL_TIMEZONE: 'Africa/Lagos',
      BOOKING_HORIZON_DAYS: '400',
      // 08:00 in Lagos: the CLI's and the app's clock.
      CLOCK_START: `${D0}T07:00:00Z`,
    }
    built = await build({ env: { ...env, SITE_DIR: tempDir() }, defaults: false })
  })
  afterAll(() => built.close())

  const cli = (...args: string[]) => runCli(env, ...args)
  const units = async () =>
    JSON.parse((await cli('units', 'list', '--json')).stdout) as {
      name: string
      facility_id: string
      state: string
      reason?: string
      until?: string | null
    }[]

  it('names units, runs a stay through the desk and a unit through housekeeping; refusals change nothing', async () => {
    const f = await createFacility(built, { capacity: 2, name: 'Cli Garden' })
    const named = await cli('units', 'set', f._id, '--names', 'C12, C14')
    expect(named.code, named.stderr).toBe(0)
    expect(named.stdout).toContain('C12, C14')
    const twice = await cli('units', 'set', f._id, '--names', 'C12,c12')
    expect(twice.code).toBe(1)
    expect(twice.stderr).toContain('given twice')
    expect((await units()).filter((u) => u.facility_id === f._id).map((u) => u.name)).toEqual([
      'C12',
      'C14',
    ])

    const body = reserveBody(f, { dateRange: { from: D0, to: addDays(D0, 2) } })
    expect((await reserve(built, f._id, body)).status).toBe(200)
    const confirmed = await api(
      built,
      'POST',
      `/api/reservations/${body.reservation_id}/confirm`,
      {},
      adminHeaders,
    )
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    const reference = (confirmed.body as { reference: string }).reference

    // The day: the arrival on its unit (the highest free one).
    const day = await cli('frontdesk', 'today', '--json')
    expect(day.code, day.stderr).toBe(0)
    const parsed = JSON.parse(day.stdout) as { date: string; arrivals: unknown[] }
    expect(parsed.date).toBe(D0)
    expect(parsed.arrivals).toContainEqual({
      reference,
      guest: 'Ada Obi',
      facility_id: f._id,
      unit: 'C14',
      from: D0,
      to: addDays(D0, 2),
      status: 'confirmed',
    })
    expect((await cli('frontdesk', 'today')).stdout).toMatch(/Arrivals \(\d+\)/)
    expect((await cli('frontdesk', 'today', '--date', 'soon')).code).toBe(2)

    // In; again changes nothing; not a no-show once in.
    const inside = await cli('stays', 'check-in', reference)
    expect(inside.code, inside.stderr).toBe(0)
    expect(inside.stdout).toContain(`Checked in ${reference}.`)
    expect((await cli('stays', 'check-in', reference)).stdout).toContain('nothing changed')
    const noShow = await cli('stays', 'no-show', reference)
    expect(noShow.code).toBe(1)
    expect(noShow.stderr).toContain('checked in')

    // Moved to the other unit, extended a night, out: the unit it left is dirty.
    expect((await cli('stays', 'move', reference, '--unit', 'C12')).code).toBe(0)
    expect((await cli('stays', 'move', reference)).code).toBe(2)
    const longer = await cli('stays', 'extend', reference, '--to', addDays(D0, 3))
    expect(longer.code, longer.stderr).toBe(0)
    const out = await cli('stays', 'check-out', reference)
    expect(out.code, out.stderr).toBe(0)
    expect((await units()).find((u) => u.name === 'C12')?.state).toBe('dirty')
    const stay = await api(built, 'GET', `/api/reservations/${body.reservation_id}/status`)
    expect((stay.body as { dateRange: { to: string } }).dateRange.to).toBe(addDays(D0, 3))

    // Housekeeping's states: out of order needs a reason; a wrong word is the usage.
    const noReason = await cli('units', 'state', 'C14', 'out-of-order')
    expect(noReason.code).toBe(1)
    expect(noReason.stderr).toContain('Say why')
    const out14 = await cli(
      'units',
      'state',
      'c14',
      'out-of-order',
      '--reason',
      'New carpet',
      '--until',
      addDays(D0, 5),
    )
    expect(out14.code, out14.stderr).toBe(0)
    expect((await units()).find((u) => u.name === 'C14')).toMatchObject({
      state: 'out_of_order',
      reason: 'New carpet',
      until: addDays(D0, 5),
    })
    expect((await cli('units', 'state', 'C14', 'sparkling')).code).toBe(2)
    expect((await cli('units', 'state', 'C12', 'clean')).stdout).toContain('C12 is clean.')
    // Fewer names than the units taken tonight (the stay keeps the night it used, C14 is out of
    // order): refused, with why.
    const one = await cli('units', 'set', f._id, '--names', 'C12')
    expect(one.code).toBe(1)
    expect(one.stderr).toContain('needs at least 2 names')
  }, 240_000)
})
