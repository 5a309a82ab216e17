// Issue 54, "the front desk's day", on both databases through the console's routes as a signed-in
// owner, front desk and housekeeping person make them, with the rules' clock pinned and the hotel
// in Lagos (the server's zone is UTC): units named and each confirmed stay placed on one, never two
// guests in one unit on one night (a burst of confirmations); every desk move and its refusals;
// an early check-out and a no-show giving their nights back to the site's availability and the
// booking sites' feeds; the no-show hour in the hotel's zone; a unit out of order closing its
// nights; the housekeeping role's reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../contract/calendar-date'
import type { DeskAnswer, DeskDay, HousekeepingDay, Unit, UnitList } from '../../contract/frontdesk'
import { NewRateRule } from '../../contract/rate-schemas'
import type { Quote } from '../../contract/rates'
import type { Availability, ReservationStatusAnswer } from '../../contract/reservation'
import type { StaffRequestDetail } from '../../contract/staff'
import { exportUrls } from '../../server/src/channels/export-urls'
import { LANES_FOR_EVERY_UNIT } from '../../server/src/frontdesk/calendar-units'
import { createServices, type Services } from '../../server/src/services'
import { createFacility, reserve, reserveBody } from '../support/api-fixtures'
import { databaseTargets } from '../support/databases'
import { api } from '../support/server-process'
import { expectRefused, staffSessions, type StaffCaller } from '../support/staff-sessions'
import type { TestApp } from '../support/test-app'

/** The hotel's day the tests start on, 08:00 in Lagos (07:00 UTC). */
const D0 = '2027-03-10'
const at = (date: string, utcTime: string) => new Date(`${date}T${utcTime}Z`)
const day = (n: number) => addDays(D0, n)

describe.each(databaseTargets())('the front desk’s day on $name', (target) => {
  let sessions: Awaited<ReturnType<typeof staffSessions>>
  let hotel: TestApp
  let services: Services
  let owner: StaffCaller
  let desk: StaffCaller
  let keeper: StaffCaller
  /** The rules' clock: each test sets it. */
  let clock = at(D0, '07:00:00')
  let phones = 0

  beforeAll(async () => {
    sessions = await staffSessions(target, {
      env: { HOTEL_TIMEZONE: 'Africa/Lagos', BOOKING_HORIZON_DAYS: '400' },
      now: () => clock,
    })
    hotel = sessions.server
    services = createServices(hotel.config, hotel.database, { now: () => clock })
  }, 120_000)
  afterAll(() => sessions?.close())

  /**
   * Moves the rules' clock to `when` and signs the people in anew (a session's idle limit runs on
   * that clock: days later, yesterday's session has lapsed).
   */
  async function setClock(when: Date) {
    clock = when
    owner = await sessions.person('Ada Owner', 'owner')
    desk = await sessions.person('Femi Front', 'frontdesk')
    keeper = await sessions.person('Kemi Keeper', 'housekeeping')
  }

  type Facility = Awaited<ReturnType<typeof createFacility>>
  /** A request for `facility` over [from, to) (days from D0), each from its own phone; its id. */
  async function request(facility: Facility, from: number, to: number) {
    const body = reserveBody(facility, {
      dateRange: { from: day(from), to: day(to) },
      reservation_phone: `+23480355${String(++phones).padStart(5, '0')}`,
    })
    const res = await reserve(hotel, facility._id, body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return body.reservation_id
  }
  const confirm = (id: string) => desk('POST', `/requests/${id}/confirm`, {})
  async function stay(facility: Facility, from: number, to: number) {
    const id = await request(facility, from, to)
    const res = await confirm(id)
    expect(res.statusCode, res.body).toBe(200)
    return id
  }
  const detail = async (id: string) =>
    (await desk('GET', `/requests/${id}`)).json() as StaffRequestDetail
  const today = async (date?: string) => {
    const res = await desk('GET', `/today${date ? `?date=${date}` : ''}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as DeskDay
  }
  const deskMove = (id: string, move: string, body: unknown = {}) =>
    desk('POST', `/stays/${id}/${move}`, body)
  async function moved(id: string, move: string, body: unknown = {}) {
    const res = await deskMove(id, move, body)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as DeskAnswer
  }
  const units = async () => ((await desk('GET', '/units')).json() as UnitList).units
  const unitNamed = async (name: string) => (await units()).find((u) => u.name === name) as Unit
  const availability = async (facility: Facility) =>
    (await api(hotel, 'GET', `/api/facilities/${facility._id}/availability`)).body as Availability
  /** The nights the facility's unit-N feed closes, each night once. */
  async function feedNights(facility: Facility, unit?: number) {
    const secret = await services.channels.exportSecret(facility._id)
    const urls = exportUrls('', facility._id, secret, facility.capacity, [])
    const path = unit === undefined ? urls.facility : urls.units[unit - 1]!
    const text = (await api(hotel, 'GET', path)).body as string
    const nights = new Set<string>()
    for (const m of text.matchAll(/DTSTART;VALUE=DATE:(\d{8})\r?\nDTEND;VALUE=DATE:(\d{8})/g)) {
      const iso = (s: string) => `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`
      for (let d = iso(m[1]!); d < iso(m[2]!); d = addDays(d, 1)) nights.add(d)
    }
    return [...nights].sort()
  }

  it('names units, places a burst of confirmations one guest to a unit, and refuses fewer names than promised', async () => {
    await setClock(at(D0, '07:00:00'))
    const f = await createFacility(hotel, { capacity: 3, name: `Garden ${phones}` })
    const named = await owner('POST', `/facilities/${f._id}/units`, {
      names: [`G12-${phones}`, `G14-${phones}`, `G15-${phones}`],
    })
    expect(named.statusCode, named.body).toBe(200)
    const names = ((named.json() as UnitList).units as Unit[]).map((u) => u.name)
    expect(names).toHaveLength(3)
    // A front desk may not name units; a name given twice, or another facility's, is refused.
    expectRefused(
      await desk('POST', `/facilities/${f._id}/units`, { names: ['A'] }),
      403,
      'owner_only',
    )
    expectRefused(
      await owner('POST', `/facilities/${f._id}/units`, { names: ['X1', 'x1'] }),
      400,
      'unit_name_twice',
    )
    const other = await createFacility(hotel, { capacity: 1, name: `Other ${phones}` })
    expectRefused(
      await owner('POST', `/facilities/${other._id}/units`, { names: [names[0]!.toUpperCase()] }),
      409,
      'unit_name_taken',
    )
    // Three requests for the same nights, confirmed at once.
    const ids = await Promise.all([request(f, 5, 8), request(f, 5, 8), request(f, 6, 7)])
    const answers = await Promise.all(ids.map(confirm))
    for (const a of answers) expect(a.statusCode, a.body).toBe(200)
    const placed = await Promise.all(ids.map(async (id) => (await detail(id)).record.unit))
    expect(new Set(placed).size).toBe(3)
    expect([...placed].sort()).toEqual([...names].sort())
    // The day lists them with their units; the calendar puts them on their units' lanes.
    const arrivals = (await today(day(5))).arrivals.filter((s) => s.facility_id === f._id)
    expect(arrivals.map((s) => s.unit).sort()).toEqual(placed.slice(0, 2).sort())
    const calendar = (await desk('GET', `/calendar?from=${day(5)}&days=3`)).json() as {
      facilities: { facility_id: string; units: { name: string }[]; bars: { unit: number }[] }[]
    }
    const row = calendar.facilities.find((r) => r.facility_id === f._id)!
    expect(row.units.map((u) => u.name)).toEqual(names)
    expect(new Set(row.bars.map((b) => b.unit)).size).toBe(3)
    // Two names for three guests on one night: refused with why; nothing changes.
    const fewer = expectRefused(
      await owner('POST', `/facilities/${f._id}/units`, { names: ['Only 1', 'Only 2'] }),
      409,
      'units_promised',
    )
    expect(fewer.message).toMatch(/3 units taken/)
    expect((await units()).filter((u) => u.facility_id === f._id).map((u) => u.name)).toEqual(names)

    // A facility of many units (past LANES_FOR_EVERY_UNIT) has lanes only for the units its stays
    // use in the window, not one per unit: the other 39 are in its cells' counts.
    const hall = await createFacility(hotel, {
      capacity: LANES_FOR_EVERY_UNIT + 10,
      name: `Hall ${phones}`,
    })
    const hallStay = await request(hall, 5, 6)
    expect((await confirm(hallStay)).statusCode).toBe(200)
    const wide = (await desk('GET', `/calendar?from=${day(5)}&days=3`)).json() as typeof calendar
    const hallRow = wide.facilities.find((r) => r.facility_id === hall._id)!
    expect(hallRow.units).toHaveLength(1)
    expect(hallRow.units[0]!.name).toBe((await detail(hallStay)).record.unit)
    expect(wide.facilities.find((r) => r.facility_id === f._id)!.units).toHaveLength(3)
  })

  it('checks in, out and refuses each move the stay does not allow', async () => {
    await setClock(at(D0, '07:00:00'))
    const f = await createFacility(hotel, { capacity: 2, name: `Desk ${phones}` })
    const id = await stay(f, 1, 3)
    // Before its day.
    expectRefused(await deskMove(id, 'check-in'), 409, 'not_arrived_yet')
    expectRefused(await deskMove(id, 'check-out'), 409, 'not_checked_in')
    await setClock(at(day(1), '13:00:00'))
    const unit = (await detail(id)).record.unit!
    // The unit is dirty: the check-in warns, and goes on.
    const dirty = await desk('POST', `/units/${encodeURIComponent(unit)}/state`, { state: 'dirty' })
    expect(dirty.statusCode, dirty.body).toBe(200)
    const inside = await moved(id, 'check-in')
    expect(inside.changed).toBe(true)
    expect(inside.stay.status).toBe('checked_in')
    expect(inside.stay.checked_in_at).toBe(clock.toISOString())
    expect(inside.warnings.join(' ')).toMatch(/dirty/)
    // A replay changes nothing and warns of nothing.
    const again = await moved(id, 'check-in')
    expect(again).toMatchObject({ changed: false, warnings: [] })
    // The guest's page reads it as checked in; the history says who.
    const guest = (await api(hotel, 'GET', `/api/reservations/${id}/status`))
      .body as ReservationStatusAnswer
    expect(guest).toMatchObject({ status: 'confirmed', checked_in: true })
    const history = (await detail(id)).events.filter((e) => e.to_status === 'checked_in')
    expect(history).toEqual([expect.objectContaining({ by_name: 'Femi Front' })])
    // A checked-in stay is not cancelled, nor a no-show.
    expectRefused(await desk('POST', `/requests/${id}/cancel`, {}), 409, 'at_the_desk')
    expectRefused(await deskMove(id, 'no-show'), 409, 'checked_in')
    // Out on its last day: the unit turns dirty.
    await setClock(at(day(3), '09:00:00'))
    const out = await moved(id, 'check-out')
    expect(out.stay.status).toBe('checked_out')
    expect((await unitNamed(unit)).state).toBe('dirty')
    expect((await moved(id, 'check-out')).changed).toBe(false)
    expectRefused(await deskMove(id, 'check-in'), 409, 'already_checked_out')
    expectRefused(await deskMove(id, 'move', { unit }), 409, 'already_checked_out')
    // A cancelled stay is never checked in.
    await setClock(at(D0, '07:00:00'))
    const cancelled = await stay(f, 0, 2)
    expect((await desk('POST', `/requests/${cancelled}/cancel`, {})).statusCode).toBe(200)
    expectRefused(await deskMove(cancelled, 'check-in'), 409, 'not_confirmed')
    // A housekeeping person is not the desk.
    expectRefused(await keeper('POST', `/stays/${id}/check-in`, {}), 403, 'not_for_housekeeping')
    expectRefused(await keeper('GET', '/today'), 403, 'not_for_housekeeping')
  })

  it('gives an early check-out’s nights back to the site and the feeds at once', async () => {
    await setClock(at(D0, '07:00:00'))
    const f = await createFacility(hotel, { capacity: 1, name: `Early ${phones}` })
    const id = await stay(f, 0, 4)
    expect((await availability(f)).taken).toEqual([{ from: day(0), to: day(3) }])
    expect(await feedNights(f, 1)).toEqual([day(0), day(1), day(2), day(3)])
    await moved(id, 'check-in')
    await setClock(at(day(1), '09:00:00'))
    const out = await moved(id, 'check-out')
    expect(out.stay.status).toBe('checked_out')
    // Its first night was used; from tonight on the unit is free again.
    expect((await availability(f)).taken).toEqual([])
    expect(await feedNights(f, 1)).toEqual([])
    expect(await feedNights(f)).toEqual([])
    // And a new guest may have them.
    await stay(f, 1, 3)
    const day1 = await today(day(1))
    expect(day1.departures.map((s) => s.reservation_id)).toContain(id)
  })

  it('lists a possible no-show from 23:00 in Lagos (22:00 UTC), and a no-show keeps its first night only', async () => {
    await setClock(at(D0, '07:00:00'))
    const f = await createFacility(hotel, { capacity: 1, name: `Late ${phones}` })
    const id = await stay(f, 0, 3)
    await setClock(at(D0, '21:59:00')) // 22:59 in Lagos
    expect((await today()).no_shows.map((s) => s.reservation_id)).not.toContain(id)
    expectRefused(await deskMove(id, 'no-show'), 409, 'too_early')
    await setClock(at(D0, '22:00:00')) // 23:00 in Lagos
    const listed = (await today()).no_shows.find((s) => s.reservation_id === id)
    expect(listed?.status).toBe('confirmed')
    const marked = await moved(id, 'no-show')
    expect(marked.stay.status).toBe('no_show')
    expect((await moved(id, 'no-show')).changed).toBe(false)
    expect((await availability(f)).taken).toEqual([{ from: D0, to: D0 }])
    expectRefused(await deskMove(id, 'check-in'), 409, 'marked_no_show')
    // After midnight in Lagos (23:00 UTC) the hotel's day is the next one: the stay is yesterday's.
    await setClock(at(D0, '23:30:00'))
    const next = await today()
    expect(next.date).toBe(day(1))
    expect(next.no_shows.find((s) => s.reservation_id === id)?.status).toBe('no_show')
  })

  it('closes an out-of-order unit’s nights, and refuses one with a guest on it', async () => {
    await setClock(at(D0, '07:00:00'))
    const f = await createFacility(hotel, { capacity: 1, name: `Broken ${phones}` })
    const [unit] = (await units()).filter((u) => u.facility_id === f._id)
    const name = encodeURIComponent(unit!.name)
    expectRefused(
      await keeper('POST', `/units/${name}/state`, { state: 'out_of_order' }),
      400,
      'reason_required',
    )
    const out = await keeper('POST', `/units/${name}/state`, {
      state: 'out_of_order',
      reason: 'Leaking pipe',
      until: day(3),
    })
    expect(out.statusCode, out.body).toBe(200)
    expect(out.json()).toMatchObject({
      state: 'out_of_order',
      reason: 'Leaking pipe',
      until: day(3),
    })
    expect((await availability(f)).taken).toEqual([{ from: D0, to: day(2) }])
    expect(await feedNights(f, 1)).toEqual([D0, day(1), day(2)])
    const body = reserveBody(f, {
      dateRange: { from: day(1), to: day(2) },
      reservation_phone: `+23480355${String(++phones).padStart(5, '0')}`,
    })
    expect((await reserve(hotel, f._id, body)).status).toBe(409)
    // Back in service: its nights are offered again.
    const back = await keeper('POST', `/units/${name}/state`, { state: 'clean' })
    expect(back.statusCode, back.body).toBe(200)
    expect((await availability(f)).taken).toEqual([])
    // Housekeeping marks clean or out of order, nothing else.
    expectRefused(
      await keeper('POST', `/units/${name}/state`, { state: 'inspected' }),
      403,
      'housekeeping_states',
    )
    // A unit with a stay on it is not put out of order.
    await stay(f, 1, 2)
    expectRefused(
      await desk('POST', `/units/${name}/state`, { state: 'out_of_order', reason: 'Paint' }),
      409,
      'unit_occupied',
    )
  })

  it('takes a mark made on what its maker saw, refuses one the unit changed since, and answers a replay as it is', async () => {
    await setClock(at(D0, '07:00:00'))
    const f = await createFacility(hotel, { capacity: 1, name: `Seen ${phones}` })
    const [unit] = (await units()).filter((u) => u.facility_id === f._id)
    const name = unit!.name
    const mark = (body: object) => keeper('POST', `/units/${encodeURIComponent(name)}/state`, body)
    // A guest in the unit; a housekeeping phone reads it, then the desk checks the guest out.
    const id = await stay(f, 0, 2)
    await moved(id, 'check-in')
    const seen = (await unitNamed(name)).changed_at
    clock = at(D0, '09:42:00')
    await moved(id, 'check-out')
    // The phone's "clean", made before the check-out, reaches the server after it: refused.
    const stale = expectRefused(
      await mark({ state: 'clean', seen_changed_at: seen }),
      409,
      'unit_changed',
    )
    expect(stale.message).toBe(
      `${name} changed since you marked it (now dirty, by Femi Front at 10:42): look again before marking it.`,
    )
    const dirty = await unitNamed(name)
    expect(dirty).toMatchObject({ state: 'dirty', changed_by: 'Femi Front' })
    // Marked on what the unit is now: taken.
    clock = at(D0, '09:50:00')
    const taken = await mark({ state: 'clean', seen_changed_at: dirty.changed_at })
    expect(taken.statusCode, taken.body).toBe(200)
    const cleanAt = clock.toISOString()
    expect(taken.json()).toMatchObject({
      state: 'clean',
      changed_by: 'Kemi Keeper',
      changed_at: cleanAt,
    })
    // The same mark sent again (its answer was lost): answered as the unit is, nothing written.
    clock = at(D0, '09:55:00')
    const replay = await mark({ state: 'clean', seen_changed_at: dirty.changed_at })
    expect(replay.statusCode, replay.body).toBe(200)
    expect(replay.json()).toMatchObject({ state: 'clean', changed_at: cleanAt })
    expect(await unitNamed(name)).toMatchObject({ state: 'clean', changed_at: cleanAt })
    // Housekeeping still marks clean or out of order only, what it saw or not.
    expectRefused(
      await mark({ state: 'inspected', seen_changed_at: cleanAt }),
      403,
      'housekeeping_states',
    )
    // Without what was seen, a mark is taken as before (the CLI, a mark made online).
    const inspected = await desk('POST', `/units/${encodeURIComponent(name)}/state`, {
      state: 'inspected',
    })
    expect(inspected.statusCode, inspected.body).toBe(200)
    // Out of order on a stale sight is refused alike, before anything else is weighed.
    const outStale = expectRefused(
      await mark({ state: 'out_of_order', reason: 'Broken tap', seen_changed_at: cleanAt }),
      409,
      'unit_changed',
    )
    expect(outStale.message).toContain('(now inspected, by Femi Front at 10:55)')
  })

  it('moves a stay to a free unit, extends it on free nights, and lists housekeeping’s order', async () => {
    await setClock(at(D0, '07:00:00'))
    const f = await createFacility(hotel, { capacity: 2, name: `Move ${phones}` })
    const [a, b] = (await units()).filter((u) => u.facility_id === f._id)
    const first = await stay(f, 0, 2)
    const second = await stay(f, 2, 4)
    const firstUnit = (await detail(first)).record.unit
    expect((await detail(first)).free_units).toEqual([firstUnit === a!.name ? b!.name : a!.name])
    const other = firstUnit === a!.name ? b! : a!
    const movedAnswer = await moved(first, 'move', { unit: other.name })
    expect(movedAnswer.stay.unit).toBe(other.name)
    expect((await moved(first, 'move', { unit: other.name })).changed).toBe(false)
    expectRefused(await deskMove(first, 'move', { unit: 'No such unit' }), 404, 'unit_not_found')
    // Extending over the second stay's nights on the same unit: refused when the unit is taken.
    const secondUnit = (await detail(second)).record.unit
    if (secondUnit === other.name) {
      expectRefused(await deskMove(first, 'extend', { to: day(3) }), 409, 'unit_taken')
    }
    expect((await moved(first, 'extend', { to: day(2) })).changed).toBe(false)
    // Both units taken on night 2 once a third stay arrives: no extension into it.
    await stay(f, 2, 3)
    expectRefused(await deskMove(first, 'extend', { to: day(3) }), 409, 'dates_unavailable')
    // Housekeeping's list: a unit left today comes before the others.
    await moved(first, 'check-in')
    await setClock(at(day(2), '08:00:00'))
    await moved(first, 'check-out')
    const list = (await keeper('GET', `/housekeeping`)).json() as HousekeepingDay
    const mine = list.units.filter((u) => u.facility_id === f._id)
    const left = mine.find((u) => u.name === other.name)!
    expect(left).toMatchObject({ state: 'dirty', departure: 'gone' })
    expect(list.units.indexOf(left)).toBeLessThan(list.units.length)
    expect(list.units.map((u) => u.order)).toEqual(list.units.map((_, i) => i + 1))
    // The turn-over (left today, someone arriving) is first among this facility's.
    expect(mine[0]!.name).toBe(other.name)
  })

  it('prices the added nights of an extension by the rates now, and adds them to the stay', async () => {
    await setClock(at(D0, '07:00:00'))
    const f = await createFacility(hotel, { capacity: 1, name: `Priced ${phones}` })
    expect(await services.rates.add(f._id, NewRateRule.parse({ nightly: 4_500_000 }))).not.toBe(
      'missing',
    )
    const id = await stay(f, 3, 5)
    expect(((await detail(id)).record.quote as Quote).total).toBe(9_000_000)
    // The rate goes up before the guest asks for a third night: the new night costs the new rate.
    const [rule] = await services.rates.of(f._id)
    await services.rates.change(rule!.id, { nightly: 5_000_000 })
    const longer = await moved(id, 'extend', { to: day(6) })
    expect(longer.stay.to).toBe(day(6))
    const quote = (await detail(id)).record.quote as Quote
    expect(quote.total).toBe(14_000_000)
    expect(quote.nights.map((n) => n.amount)).toEqual([4_500_000, 4_500_000, 5_000_000])
    expect((await availability(f)).taken).toEqual([{ from: day(3), to: day(5) }])
    expectRefused(await deskMove(id, 'extend', { to: day(4) }), 400, 'invalid_dates')
  })

  it('places the stays confirmed before units existed on free units (the sweep at the start)', async () => {
    await setClock(at(D0, '07:00:00'))
    const f = await createFacility(hotel, { capacity: 2, name: `Older ${phones}` })
    const ids = [await stay(f, 1, 3), await stay(f, 2, 4)]
    // As an upgraded database holds them: confirmed, with no unit.
    await hotel.database.db
      .updateTable('reservations')
      .set({ unit: null })
      .where('reservation_id', 'in', ids)
      .execute()
    expect((await detail(ids[0]!)).record.unit).toBeNull()
    expect(await services.frontDesk.placeWaiting()).toBeGreaterThanOrEqual(2)
    const placed = await Promise.all(ids.map(async (id) => (await detail(id)).record.unit))
    expect(new Set(placed).size).toBe(2)
    expect(await services.frontDesk.placeWaiting()).toBe(0)
    // The catalogue lowers its number of units under a stay's: the sweep moves it to one it has.
    const onTwo = ids[placed.indexOf(placed.find((u) => u?.endsWith(' 2')) ?? null)]!
    expect(onTwo).toBeDefined()
    await hotel.database.db
      .updateTable('facilities')
      .set({ capacity: 1 })
      .where('id', '=', f._id)
      .execute()
    await hotel.database.db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where(
        'reservation_id',
        'in',
        ids.filter((id) => id !== onTwo),
      )
      .execute()
    expect(await services.frontDesk.placeWaiting()).toBe(1)
    expect((await detail(onTwo)).record.unit).toBe(`Older ${phones - 2} 1`)
  })
})
