// The day's sections as the desk reads them (issue 54): the server's lists overlap, the desk's
// five say each stay where it is looked for, and each row offers only the moves that apply.
import { describe, expect, it } from 'vitest'
import type { DeskDay, DeskStay } from '../../../../contract/frontdesk'
import { deskSections, movesFor } from './desk-sections'

const stay = (reference: string, over: Partial<DeskStay> = {}): DeskStay => ({
  reference,
  reservation_id: `id-${reference}`,
  guest: `Guest ${reference}`,
  phone: '+2348035550142',
  facility_id: 'f1',
  facility_name: 'Garden Room',
  unit: null,
  unit_state: null,
  from: '2026-12-10',
  to: '2026-12-12',
  nights: 2,
  guests: 2,
  status: 'confirmed',
  checked_in_at: null,
  checked_out_at: null,
  balance_due: null,
  currency: 'NGN',
  ...over,
})

const day = (over: Partial<DeskDay>): DeskDay => ({
  date: '2026-12-10',
  today: '2026-12-10',
  timeZone: 'Africa/Lagos',
  no_show_hour: '23:00',
  arrivals: [],
  departures: [],
  in_house: [],
  no_shows: [],
  ...over,
})

const refs = (stays: DeskStay[]) => stays.map((s) => s.reference)
const december = (day: number) => `2026-12-${String(day).padStart(2, '0')}`
/** A stay's dates in December 2026: `nights(8, 10)` is the nights of the 8th and 9th. */
const nights = (from: number, to: number) => ({ from: december(from), to: december(to) })

describe('the day’s sections', () => {
  it('lists arrivals, departures, stay-overs, everyone checked in once, and possible no-shows', () => {
    const arriving = stay('A1')
    const arrived = stay('A2', { status: 'checked_in', unit: 'Room 12', unit_state: 'clean' })
    const leaving = stay('D1', { ...nights(8, 10), status: 'checked_in', unit: 'Room 9' })
    const left = stay('D2', { ...nights(7, 10), status: 'checked_out' })
    const stayingOn = stay('S1', { ...nights(9, 13), status: 'checked_in', unit: 'Room 15' })
    const late = stay('N1', nights(9, 11))
    const sections = deskSections(
      day({
        arrivals: [arriving, arrived],
        departures: [leaving, left],
        // The server lists an arrival already checked in in the house too.
        in_house: [stayingOn, arrived, leaving],
        no_shows: [late],
      }),
      'today',
    )
    expect(sections.map((s) => s.title)).toEqual([
      'Arrivals',
      'Departures',
      'Stay-overs',
      'In house',
      'Possible no-shows',
    ])
    const [arrivals, departures, stayOvers, inHouse, noShows] = sections.map((s) => refs(s.stays))
    expect(arrivals).toEqual(['A1', 'A2'])
    expect(departures).toEqual(['D1', 'D2'])
    // Only a stay with a night before the day and one after: today's arrival in the house is no
    // stay-over, nor is today's departure still checked in.
    expect(stayOvers).toEqual(['S1'])
    // Each once, by unit as people count them (9 before 12 before 15).
    expect(inHouse).toEqual(['D1', 'A2', 'S1'])
    expect(noShows).toEqual(['N1'])
  })

  it('says so in a sentence when a section has none, for the day shown', () => {
    const sections = deskSections(day({ date: '2026-12-11' }), 'tomorrow')
    expect(sections.every((s) => s.stays.length === 0)).toBe(true)
    expect(sections.map((s) => s.empty)).toEqual([
      'No one arrives tomorrow.',
      'No one leaves tomorrow.',
      'No guest stays on through tomorrow.',
      'No guest is checked in.',
      'No stay is past its no-show hour.',
    ])
  })
})

describe('the moves a row offers', () => {
  const today = '2026-12-10'
  it('checks in a confirmed stay whose arrival has come, not tomorrow’s', () => {
    expect(movesFor(stay('A'), 'arrivals', today)).toEqual(['check-in'])
    expect(movesFor(stay('A', { from: '2026-12-11' }), 'arrivals', today)).toEqual([])
  })
  it('checks out a guest in the house, wherever the row is', () => {
    for (const section of ['departures', 'in-house', 'stay-overs'] as const)
      expect(movesFor(stay('A', { status: 'checked_in' }), section, today)).toEqual(['check-out'])
  })
  it('marks a no-show (or checks in late) among the possible no-shows only', () => {
    expect(movesFor(stay('N', { from: '2026-12-09' }), 'no-shows', today)).toEqual([
      'check-in',
      'no-show',
    ])
  })
  it('offers nothing for a stay that is over', () => {
    for (const status of ['checked_out', 'no_show'] as const)
      expect(movesFor(stay('A', { status }), 'no-shows', today)).toEqual([])
  })
})
