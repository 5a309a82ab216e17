// What a link to a booking site says, in words: when its feed was last imported ("3 min ago",
// "never"), whether it is working, and which unit it takes ("Room 2 of 3"). The staff's check of a
// feed that silently stopped is "last imported", so it is said plainly and first.
import type { FacilityType } from '../../../../contract/facility'
import type { StaffChannelLink } from '../../../../contract/staff-channels'
import { kindOne } from '../../lib/facility-words'
import { hotelTime } from '../../lib/hotel-time'

/** "just now", "3 min ago", "5 h ago", then the hotel's time ("yesterday, 10:42"). */
export function ago(iso: string, timeZone: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`
  return hotelTime(iso, timeZone, now)
}

/** "Last imported 3 min ago", "Not imported yet", "Never imported". */
export function lastImported(link: StaffChannelLink, timeZone: string, now?: Date): string {
  if (link.last_success_at) return `Last imported ${ago(link.last_success_at, timeZone, now)}`
  return link.last_attempt_at
    ? 'Never imported'
    : 'Not imported yet: the first import is on its way'
}

/**
 * How the last try went, when it failed: "The last try, 2 min ago, failed: <the reason>"; the
 * nights of the last good import stay blocked meanwhile, which the staff must know.
 */
export function lastFailure(link: StaffChannelLink, timeZone: string, now?: Date) {
  if (!link.last_error) return undefined
  const when = link.last_attempt_at ? `, ${ago(link.last_attempt_at, timeZone, now)},` : ''
  const tries = link.failures > 1 ? ` (${link.failures} tries in a row)` : ''
  const kept = link.last_success_at
    ? 'The nights of the last good import stay blocked.'
    : 'Nothing is blocked from it yet.'
  // The reason is the feed layer's sentence; one without its full stop gets one.
  const reason = /[.!?]$/.test(link.last_error) ? link.last_error : `${link.last_error}.`
  return `The last try${when} failed${tries}: ${reason} ${kept}`
}

/**
 * Above the list of what the last import skipped: the other events were imported, these were
 * not, so their nights may still be offered here; the owner checks them on the booking site.
 */
export function skippedWords(count: number): string {
  const what = count === 1 ? 'One thing' : `${count} things`
  return `${what} in the last import could not be read; the rest was imported. Check these on the booking site: their nights may still be offered here.`
}

/** "Room 2 of 3", "Apartment 1 of 1": the unit a link takes, in the facility's word. */
export function unitName(type: FacilityType, unit: number, capacity: number): string {
  const word = kindOne(type)
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} ${unit} of ${capacity}`
}

/** "4 nights blocked", "1 day blocked", "nothing blocked". */
export function blockedWords(type: FacilityType, nights: number): string {
  if (nights === 0) return 'nothing blocked from today'
  const unit = type === 'activityCenter' ? 'day' : 'night'
  return `${nights} ${unit}${nights === 1 ? '' : 's'} blocked from today`
}
