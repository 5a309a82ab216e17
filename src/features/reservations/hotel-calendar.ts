// The picker follows the hotel's calendar, not the device's: the hotel's today (HOTEL_TIMEZONE) and
// its limits come with every availability answer. The limits and time zone are kept on the device,
// so offline the picker still offers only what the server will take when the request is replayed.
import { todayIn } from '../../../contract/calendar-date'
import type { Availability } from '../../../contract/reservation'
import {
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MAX_STAY,
  stayUnit,
  takenDates,
} from '../../../contract/stay-rules'
import type { FacilityType } from '../../../contract/facility'
import { toCalendarDate } from '../../lib/dates'
import type { CalendarContext } from './reservation-rules'

const CALENDAR_KEY = 'hearth:hotel-calendar'

/** A kept answer older than this is said to be "as of" its time (clocks may differ a little). */
const FRESH_MS = 10 * 60 * 1000

interface KeptCalendar {
  timeZone: string
  maxStay: number
  horizonDays: number
}

export interface PickerCalendar {
  context: CalendarContext
  /** How much the picker knows about the days already taken. */
  taken: { known: 'now' } | { known: 'as-of'; checkedAt: string } | { known: 'no' }
}

function readKept(): KeptCalendar | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(CALENDAR_KEY) ?? 'null') as KeptCalendar | null
    return kept && typeof kept.timeZone === 'string' ? kept : undefined
  } catch {
    return undefined
  }
}

export function keepCalendar({ timeZone, maxStay, horizonDays }: Availability) {
  try {
    localStorage.setItem(CALENDAR_KEY, JSON.stringify({ timeZone, maxStay, horizonDays }))
  } catch {
    // Storage full or blocked: offline, the picker falls back to the defaults.
  }
}

function hotelToday(timeZone: string | undefined, now: Date): string {
  try {
    if (timeZone) return todayIn(timeZone, now)
  } catch {
    // An unknown zone on this browser: the device's own calendar is the best left.
  }
  // The device's own calendar: no formatter to make (the first costs a slow phone 60 ms).
  return toCalendarDate(now)
}

/**
 * The hotel's today on this device: in the hotel's zone as the last availability answer gave it
 * (the device's own calendar before any), for what follows the hotel's calendar off the picker.
 */
export const keptHotelToday = (now = new Date()) => hotelToday(readKept()?.timeZone, now)

/**
 * Makes ready what the picker needs and is slow to make the first time on a slow phone (60 ms at
 * 4x CPU): the date formatter of the hotel's time zone, or of the device's while the hotel's is
 * not known yet (most of the cost is the first formatter of any zone). Run while the guest reads.
 */
export function warmCalendar() {
  try {
    todayIn(readKept()?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)
  } catch {
    // An unknown zone: nothing to make ready.
  }
}

/** The picker's calendar from the availability answer, or what is kept when there is none. */
export function pickerCalendar(
  type: FacilityType,
  availability: Availability | undefined,
  { reachable = true, now = new Date() }: { reachable?: boolean; now?: Date } = {},
): PickerCalendar {
  const unit = stayUnit(type)
  if (availability) {
    // A copy kept by the service worker may be days old: the hotel's today has moved on since.
    const todayNow = hotelToday(availability.timeZone, now)
    const today = todayNow > availability.today ? todayNow : availability.today
    const age = now.getTime() - Date.parse(availability.checkedAt)
    // Offline, even a recent answer is a kept copy: newer reservations may be missing.
    const current = age <= FRESH_MS && reachable
    return {
      context: {
        today,
        maxStay: availability.maxStay,
        horizonDays: availability.horizonDays,
        unit,
        taken: takenDates(availability.taken),
      },
      taken: current ? { known: 'now' } : { known: 'as-of', checkedAt: availability.checkedAt },
    }
  }
  const kept = readKept()
  return {
    context: {
      today: hotelToday(kept?.timeZone, now),
      maxStay: kept?.maxStay ?? DEFAULT_MAX_STAY,
      horizonDays: kept?.horizonDays ?? DEFAULT_HORIZON_DAYS,
      unit,
      taken: new Set(),
    },
    taken: { known: 'no' },
  }
}
