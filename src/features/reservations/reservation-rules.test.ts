import { describe, expect, it } from 'vitest'
import {
  canReserve,
  initialSelection,
  isCompleteStay,
  isDayDisabled,
  nextSelection,
  phoneProblem,
  stayLength,
  takenDates,
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

  it('lets a stay end on the check-in day of the next guest, but not run through it', () => {
    const c = ctx({ taken })
    const sel = { from: '2026-11-23' }
    expect(isDayDisabled('2026-11-25', sel, c)).toBe(false) // checks out as the next guest arrives
    expect(isDayDisabled('2026-11-26', sel, c)).toBe(true) // would cover the full night of the 25th
    expect(isDayDisabled('2026-11-28', sel, c)).toBe(true)
  })

  it('for activity centres, counts the last day too', () => {
    const c = ctx({ taken, unit: 'day' })
    const sel = { from: '2026-11-23' }
    expect(isDayDisabled('2026-11-24', sel, c)).toBe(false)
    expect(isDayDisabled('2026-11-25', sel, c)).toBe(true)
  })

  it('refuses stays longer than the maximum', () => {
    const c = ctx({ maxStay: 3 })
    expect(isDayDisabled('2026-11-25', { from: '2026-11-22' }, c)).toBe(false)
    expect(isDayDisabled('2026-11-26', { from: '2026-11-22' }, c)).toBe(true)
  })

  it('refuses starts beyond the booking horizon', () => {
    expect(isDayDisabled('2026-12-03', {}, ctx({ horizonDays: 10 }))).toBe(true)
  })
})

describe('nextSelection', () => {
  it('starts, completes, and restarts a range', () => {
    const c = ctx()
    expect(nextSelection({}, '2026-11-23', c)).toEqual({ from: '2026-11-23' })
    expect(nextSelection({ from: '2026-11-23' }, '2026-11-25', c)).toEqual({
      from: '2026-11-23',
      to: '2026-11-25',
    })
    expect(nextSelection({ from: '2026-11-23', to: '2026-11-25' }, '2026-11-28', c)).toEqual({
      from: '2026-11-28',
    })
    expect(nextSelection({ from: '2026-11-23' }, '2026-11-22', c)).toEqual({ from: '2026-11-22' })
  })

  it('needs at least one night for rooms, allows one day for activity centres', () => {
    expect(nextSelection({ from: '2026-11-23' }, '2026-11-23', ctx())).toEqual({
      from: '2026-11-23',
    })
    expect(nextSelection({ from: '2026-11-23' }, '2026-11-23', ctx({ unit: 'day' }))).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
    })
  })
})

describe('initialSelection', () => {
  it('starts today with no end date (spec, section 4)', () => {
    expect(initialSelection(ctx())).toEqual({ from: '2026-11-22' })
  })
  it('starts empty when tonight is full', () => {
    expect(initialSelection(ctx({ taken: new Set(['2026-11-22']) }))).toEqual({})
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
