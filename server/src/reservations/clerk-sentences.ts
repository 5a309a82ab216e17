// The English sentences a clerk reads when the hotel's answer to a request is refused (the
// console and the CLI show them as they are): who changed it meanwhile and when, in the hotel's
// time; why a move is not allowed now. The codes beside them are the API's (docs/api.md).
import type { FacilityType } from '../../../contract/facility'
import type { ReservationStatus } from '../../../contract/reservation'
import type { ChangedMeanwhile } from '../../../contract/staff'
import { stayUnit } from '../../../contract/stay-rules'
import { DomainError } from '../domain-errors'
import { hotelDates } from '../hotel-dates'
import type { ImportedBlock } from './channel-blocks'
import type { StatusAction } from './moves'
import type { ReservationEventRow, ReservationRow } from './repository'

/** What a move would do, in a refusal's sentence ("cannot be reinstated"). */
export const VERB: Record<StatusAction, string> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  reinstate: 'reinstated',
}

/** The words of a status a request moved to, in a clerk's sentence. */
const DONE: Record<string, string> = {
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired unanswered',
  received: 'received',
}

/** For the staff: the nights were taken meanwhile, so confirming would book them twice. */
export const nightsTaken = (name: string, action: 'confirm' | 'reinstate') =>
  new DomainError(
    'conflict',
    'dates_unavailable',
    action === 'confirm'
      ? `${name} is already full on some of these nights (other stays were confirmed or ` +
          'requested meanwhile), so this request cannot be confirmed. Decline it with a note, ' +
          'or offer the guest other dates.'
      : `${name} is full on some of these nights now (other stays were confirmed or ` +
          'requested since it was cancelled), so this stay cannot be reinstated. Call the ' +
          'guest to offer other dates.',
  )

/**
 * For the staff: outside calendars took some of the request's full nights (`full`), so
 * confirming or reinstating it would sell a unit twice. Names each channel by its link's name,
 * with how many of these nights it holds ("Booking.com has taken 1 of these nights"); undefined
 * when no import holds a full night (the requests alone filled them: nightsTaken).
 */
export function channelsTook(
  row: Pick<ReservationRow, 'facility_type'>,
  action: 'confirm' | 'reinstate',
  full: readonly string[],
  imported: readonly ImportedBlock[],
): DomainError | undefined {
  const nightsOf = new Map<string, Set<string>>()
  for (const day of full) {
    for (const block of imported) {
      if (block.date_from > day || block.occupied_until <= day) continue
      const days = nightsOf.get(block.link_name) ?? new Set<string>()
      nightsOf.set(block.link_name, days.add(day))
    }
  }
  if (nightsOf.size === 0) return undefined
  const units = stayUnit(row.facility_type as FacilityType) === 'night' ? 'nights' : 'days'
  // "Booking.com has taken 1 of these nights, and Airbnb 2"
  const took = [...nightsOf]
    .map(([name, days], i) =>
      i === 0 ? `${name} has taken ${days.size} of these ${units}` : `${name} ${days.size}`,
    )
    .join(', and ')
  return new DomainError(
    'conflict',
    'dates_unavailable',
    action === 'confirm'
      ? `${took}, so this request cannot be confirmed. Decline it with a note, or offer the ` +
          'guest other dates.'
      : `${took} since it was cancelled, so this stay cannot be reinstated. Call the guest to ` +
          'offer other dates.',
  )
}

/** The sentences in the hotel's zone; `todayAt` is the rules' (hotel-dates.ts hotelToday). */
export function clerkSentences(timeZone: string, todayAt: (now: Date) => string) {
  // Made once (each formatter holds ICU memory, some 25 KB outside V8's heap), in the hotel's forms.
  const dates = hotelDates(undefined, timeZone)
  /** '10:42 (Africa/Lagos)' today, '24 Nov 2026, 10:42 (Africa/Lagos)' another day. */
  function hotelTime(iso: string, now: Date): string {
    const shown =
      todayAt(new Date(iso)) === todayAt(now) ? dates.clock(iso) : dates.momentShort(iso)
    return `${shown} (${timeZone})`
  }

  return {
    /** 409 changed_meanwhile: the sentence a clerk reads, and the last change for the console. */
    changedMeanwhile(
      row: ReservationRow,
      status: ReservationStatus,
      last: ReservationEventRow | undefined,
      now: Date,
    ): DomainError {
      // The change that moved it there (none only for a row stored without its history).
      const event = last
      const by = event?.by ?? 'staff'
      const who = by === 'guest' ? 'the guest' : (event?.by_name ?? 'the staff')
      const at = event?.at ?? row.status_changed_at ?? row.received_at
      const note = event ? event.note : row.status_note
      const details: ChangedMeanwhile = {
        to_status: status,
        by,
        by_name: event?.by_name ?? null,
        at,
        note,
      }
      return new DomainError(
        'conflict',
        'changed_meanwhile',
        `Already ${DONE[status] ?? status} by ${who} at ${hotelTime(at, now)}` +
          (note ? `, with the note: ${note}` : '.'),
        details,
      )
    },

    /** 409: the request is in a state `action` does not leave from (expired is said as such). */
    cannotMove(
      status: ReservationStatus,
      action: StatusAction,
      to: ReservationStatus,
      expiredAt: string | null,
      now: Date,
    ): DomainError {
      return new DomainError(
        'conflict',
        status === 'expired' ? 'request_expired' : 'illegal_status_change',
        status === 'expired'
          ? `This request expired unanswered${
              expiredAt ? ` at ${hotelTime(expiredAt, now)}` : ''
            }: its nights are free again, so it cannot be ${to}. The guest may send a new request.`
          : `A ${status} request cannot be ${VERB[action]}.`,
      )
    },

    /** A stay the desk dealt with (issue 54) is not cancelled: its guest came, left or never came. */
    atTheDesk(deskStatus: string): DomainError {
      const done: Record<string, string> = {
        checked_in: 'The guest is checked in',
        checked_out: 'The guest has checked out',
        no_show: 'This stay was marked as a no-show',
      }
      return new DomainError(
        'conflict',
        'at_the_desk',
        `${done[deskStatus] ?? 'The desk has dealt with this stay'}, so it can no longer be cancelled.`,
      )
    },
  }
}
export type ClerkSentences = ReturnType<typeof clerkSentences>
