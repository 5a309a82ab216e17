import { describe, expect, it } from 'vitest'
import {
  canReserve,
  initialSelection,
  isCompleteStay,
  isDayDisabled,
  isStillValid,
  nameProblem,
  phoneProblem,
  selectionIn,
  stayLength,
  takenDates,
  tapDay,
  todayInstead,
  type CalendarContext,
} from './reservation-rules'

const ctx = (over: Partial<CalendarContext> = {}): CalendarContext => ({
  today: '2026-11-22',
  unit: 'night',
  taken: new Set(),
  maxStay: 90,
  horizonDays: 730,
  ...over,
})

describe('takenDates', () => {
  it('expands inclusive ranges', () => {
    expect([...takenDates([{ from: '2026-11-30', to: '2026-12-02' }])]).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
  })
})

describe('isDayDisabled', () => {
  const taken = takenDates([{ from: '2026-11-25', to: '2026-11-26' }])

  it('refuses past days and full nights as a start', () => {
    expect(isDayDisabled('2026-11-21', {}, ctx())).toBe(true)
    expect(isDayDisabled('2026-11-22', {}, ctx())).toBe(false)
    expect(isDayDisabled('2026-11-25', {}, ctx({ taken }))).toBe(true)
    expect(isDayDisabled('2026-11-27', {}, ctx({ taken }))).toBe(false)
  })

  it('lets a stay end on the check-in day of the next guest; later days start a new stay', () => {
    const c = ctx({ taken })
    const sel = { from: '2026-11-23' }
    expect(tapDay(sel, '2026-11-25', c)).toEqual({ from: '2026-11-23', to: '2026-11-25' })
    expect(isDayDisabled('2026-11-26', sel, c)).toBe(true) // full: neither an end nor a start
    expect(tapDay(sel, '2026-11-28', c)).toEqual({ from: '2026-11-28' }) // after the full nights
  })

  it('for activity centres, counts the last day too', () => {
    const c = ctx({ taken, unit: 'day' })
    const sel = { from: '2026-11-23' }
    expect(tapDay(sel, '2026-11-24', c)).toEqual({ from: '2026-11-23', to: '2026-11-24' })
    expect(isDayDisabled('2026-11-25', sel, c)).toBe(true)
  })

  it('never makes a stay longer than the maximum: the far day starts a new one', () => {
    const c = ctx({ maxStay: 3 })
    expect(tapDay({ from: '2026-11-22' }, '2026-11-25', c)).toEqual({
      from: '2026-11-22',
      to: '2026-11-25',
    })
    expect(tapDay({ from: '2026-11-22' }, '2026-11-26', c)).toEqual({ from: '2026-11-26' })
  })

  it('refuses starts beyond the booking horizon', () => {
    expect(isDayDisabled('2026-12-03', {}, ctx({ horizonDays: 10 }))).toBe(true)
    expect(isDayDisabled('2026-12-02', {}, ctx({ horizonDays: 10 }))).toBe(false)
  })
})

describe("tapDay from the suggested today (the spec's start)", () => {
  const start = initialSelection(ctx())

  it('one tap a few nights away makes a stay from today', () => {
    expect(start).toEqual({ from: '2026-11-22', provisional: true })
    expect(tapDay(start, '2026-11-25', ctx())).toEqual({
      from: '2026-11-22',
      to: '2026-11-25',
      provisional: true,
    })
  })

  it('a far tap starts the stay there and offers today instead', () => {
    const far = tapDay(start, '2026-12-05', ctx())
    expect(far).toEqual({ from: '2026-12-05', offerToday: true })
    expect(todayInstead(far!, ctx())).toEqual({ from: '2026-11-22', to: '2026-12-05' })
    expect(todayInstead(far!, ctx({ maxStay: 10 }))).toBeUndefined()
    expect(todayInstead({ from: '2026-12-05' }, ctx())).toBeUndefined()
  })

  it('a later tap after a quick stay reads the first tap as the check-in', () => {
    const quick = tapDay(start, '2026-11-25', ctx())!
    expect(tapDay(quick, '2026-11-30', ctx())).toEqual({ from: '2026-11-25', to: '2026-11-30' })
    // The same day again: a check-in there (rooms), a single day (activity centres).
    expect(tapDay(quick, '2026-11-25', ctx())).toEqual({ from: '2026-11-25' })
    const hall = ctx({ unit: 'day' })
    expect(tapDay(tapDay(start, '2026-11-24', hall)!, '2026-11-24', hall)).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    })
  })

  it('reaches a stay after a full night in two taps', () => {
    const c = ctx({ taken: new Set(['2026-12-08']) })
    const first = tapDay(start, '2026-12-10', c)!
    expect(isDayDisabled('2026-12-10', start, c)).toBe(false)
    expect(tapDay(first, '2026-12-14', c)).toEqual({ from: '2026-12-10', to: '2026-12-14' })
  })

  it('tapping today confirms it as the check-in, for stays of any length', () => {
    const chosen = tapDay(start, '2026-11-22', ctx())!
    expect(chosen).toEqual({ from: '2026-11-22' })
    expect(tapDay(chosen, '2026-12-10', ctx())).toEqual({ from: '2026-11-22', to: '2026-12-10' })
  })

  it('a chosen stay then a tap elsewhere starts a new stay', () => {
    const stay = { from: '2026-11-23', to: '2026-11-25' }
    expect(tapDay(stay, '2026-11-28', ctx())).toEqual({ from: '2026-11-28' })
    expect(tapDay({ from: '2026-11-23' }, '2026-11-22', ctx())).toEqual({ from: '2026-11-22' })
  })

  it('needs at least one night for rooms, allows one day for activity centres', () => {
    expect(tapDay({ from: '2026-11-23' }, '2026-11-23', ctx())).toEqual({ from: '2026-11-23' })
    expect(tapDay({ from: '2026-11-23' }, '2026-11-23', ctx({ unit: 'day' }))).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    })
  })
})

describe('initialSelection and isStillValid', () => {
  it('starts today with no end date (spec, section 4)', () => {
    expect(initialSelection(ctx())).toEqual({ from: '2026-11-22', provisional: true })
  })
  it('starts empty when tonight is full', () => {
    expect(initialSelection(ctx({ taken: new Set(['2026-11-22']) }))).toEqual({})
  })
  it('drops a kept selection whose days passed or were taken', () => {
    expect(isStillValid({ from: '2026-11-21', provisional: true }, ctx())).toBe(false)
    expect(isStillValid({ from: '2026-11-25', to: '2026-11-27' }, ctx())).toBe(true)
    const taken = new Set(['2026-11-26'])
    expect(isStillValid({ from: '2026-11-25', to: '2026-11-27' }, ctx({ taken }))).toBe(false)
  })
})

describe('selectionIn', () => {
  it('keeps what the guest chose while it can be chosen', () => {
    const chosen = { from: '2026-11-25', to: '2026-11-27' }
    expect(selectionIn(chosen, ctx())).toBe(chosen)
    expect(selectionIn(undefined, ctx())).toEqual({ from: '2026-11-22', provisional: true })
  })
  it("reads a quick stay from the device's today again from the hotel's today", () => {
    const quick = { from: '2026-11-21', to: '2026-11-24', provisional: true }
    expect(selectionIn(quick, ctx())).toEqual({
      from: '2026-11-22',
      to: '2026-11-24',
      provisional: true,
    })
    // A hotel a day behind the device: the stay grows by the night the device had skipped.
    const ahead = { from: '2026-11-23', to: '2026-11-24', provisional: true }
    expect(selectionIn(ahead, ctx())).toEqual({
      from: '2026-11-22',
      to: '2026-11-24',
      provisional: true,
    })
  })
  it('suggests today again when the carried stay cannot be made', () => {
    const quick = { from: '2026-11-21', to: '2026-11-23', provisional: true }
    // Tonight full: nothing is suggested, and the old stay is not carried.
    expect(selectionIn(quick, ctx({ taken: new Set(['2026-11-22']) }))).toEqual({})
    // Its end is today now, or a night on the way is taken: today is suggested, no stay carried.
    const passed = { from: '2026-11-20', to: '2026-11-22', provisional: true }
    expect(selectionIn(passed, ctx())).toEqual({ from: '2026-11-22', provisional: true })
    const longer = { from: '2026-11-21', to: '2026-11-24', provisional: true }
    const over = ctx({ taken: new Set(['2026-11-23']) })
    expect(selectionIn(longer, over)).toEqual({ from: '2026-11-22', provisional: true })
  })
  it('gives up a stay the guest chose whose nights were taken, not carrying it', () => {
    const chosen = { from: '2026-11-25', to: '2026-11-27' }
    expect(selectionIn(chosen, ctx({ taken: new Set(['2026-11-26']) }))).toEqual({
      from: '2026-11-22',
      provisional: true,
    })
  })
})

describe('canReserve', () => {
  it('needs a name and both dates', () => {
    const both = { from: '2026-11-22', to: '2026-11-24' }
    expect(canReserve('', both)).toBe(false)
    expect(canReserve('   ', both)).toBe(false)
    expect(canReserve('Ada', { from: '2026-11-22' })).toBe(false)
    expect(canReserve('Ada', both)).toBe(true)
  })
})

describe('isCompleteStay and stayLength', () => {
  it('counts nights and days', () => {
    expect(stayLength('2026-11-22', '2026-11-25', 'night')).toBe(3)
    expect(stayLength('2026-11-22', '2026-11-22', 'day')).toBe(1)
  })
  it('refuses a stay over a full night', () => {
    const c = ctx({ taken: new Set(['2026-11-23']) })
    expect(isCompleteStay({ from: '2026-11-22', to: '2026-11-25' }, c)).toBe(false)
    expect(isCompleteStay({ from: '2026-11-22', to: '2026-11-23' }, c)).toBe(true)
  })
})

describe('phoneProblem', () => {
  it.each(['+234 803 555 0142', '0803-555-0142', '5550142', '+123456789012345'])(
    'accepts %s',
    (phone) => expect(phoneProblem(phone)).toBeUndefined(),
  )
  it.each(['', '123456', '+1234567890123456', '080x5550142', '++2348035550142', '(080) 555'])(
    'refuses %j',
    (phone) => expect(phoneProblem(phone)).toMatch(/phone/),
  )
})

describe('nameProblem', () => {
  it.each(['', 'Ada Obi', '  Zoe\u0308  ', '👩🏽‍🍳 Ngozi', 'مريم العلي', 'n'.repeat(100)])(
    'takes %j, as the API does',
    (name) => expect(nameProblem(name)).toBeUndefined(),
  )
  it.each(['Ada\tObi', 'Ada\u0000', 'Lone \ud800', 'A\u0085da'])(
    'refuses %j as the API does',
    (name) => expect(nameProblem(name)).toMatch(/one line/),
  )
  it('refuses a name over 100 characters', () => {
    expect(nameProblem('n'.repeat(101))).toMatch(/100 characters/)
  })
})
