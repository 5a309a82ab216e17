// The day's stays in the sections the desk reads them in, and which moves each row offers. The
// server's four lists (contract/frontdesk.ts DeskDay) overlap on purpose: an arrival already
// checked in is in the house too. The desk reads five: arrivals and departures as the server
// lists them, the stay-overs (a night before the day and one after), everyone checked in (whoever
// list they came in), and the possible no-shows.
import type { DeskDay, DeskStay } from '../../../../contract/frontdesk'
import type { DeskMoveKind } from '../../lib/desk-moves'

export type DeskSectionId = 'arrivals' | 'departures' | 'stay-overs' | 'in-house' | 'no-shows'

export interface DeskSection {
  id: DeskSectionId
  title: string
  stays: DeskStay[]
  /** What the section says when it has none. */
  empty: string
}

/** Units by their names as people count them: "Room 9" before "Room 12"; no unit last. */
const byUnit = (a: DeskStay, b: DeskStay) => {
  if (a.unit === b.unit) return a.guest.localeCompare(b.guest)
  if (a.unit === null) return 1
  if (b.unit === null) return -1
  return a.unit.localeCompare(b.unit, undefined, { numeric: true })
}

/** `when`: how the day is said after a verb ("today", "tomorrow", "on 4 Mar"). */
export function deskSections(day: DeskDay, when: string): DeskSection[] {
  // A stay is in the house once, whichever of the server's lists it came in.
  const inHouse = new Map<string, DeskStay>()
  for (const stay of [...day.arrivals, ...day.in_house, ...day.departures, ...day.no_shows])
    if (stay.status === 'checked_in' && !inHouse.has(stay.reference))
      inHouse.set(stay.reference, stay)
  const checkedIn = [...inHouse.values()].sort(byUnit)
  return [
    {
      id: 'arrivals',
      title: 'Arrivals',
      stays: day.arrivals,
      empty: `No one arrives ${when}.`,
    },
    {
      id: 'departures',
      title: 'Departures',
      stays: day.departures,
      empty: `No one leaves ${when}.`,
    },
    {
      id: 'stay-overs',
      title: 'Stay-overs',
      // A night before the day and one after: a guest leaving on the day, still checked in, is
      // in the house but no stay-over.
      stays: day.in_house.filter((stay) => stay.from < day.date && day.date < stay.to),
      empty: `No guest stays on through ${when === 'today' || when === 'tomorrow' ? when : 'the day'}.`,
    },
    {
      id: 'in-house',
      title: 'In house',
      stays: checkedIn,
      empty: 'No guest is checked in.',
    },
    {
      id: 'no-shows',
      title: 'Possible no-shows',
      stays: day.no_shows,
      empty: 'No stay is past its no-show hour.',
    },
  ]
}

/**
 * The moves a row offers: check in a confirmed stay whose arrival has come (the hotel's today,
 * not the day shown: tomorrow's arrivals wait), check out a guest in the house, and mark a no-show
 * among the possible no-shows. The server decides; this only leaves out the buttons it would refuse.
 */
export function movesFor(stay: DeskStay, section: DeskSectionId, today: string): DeskMoveKind[] {
  if (stay.status === 'checked_in') return ['check-out']
  if (stay.status !== 'confirmed' || stay.from > today) return []
  return section === 'no-shows' ? ['check-in', 'no-show'] : ['check-in']
}
