// The moves of moves.ts made: the guest's cancel and the staff's confirm, decline, cancel and
// reinstate, each in the facility's lock (repository.withFacilityLock) and told of in the same
// transaction (ReservationLifecycleEvent). Asking for the state a request is already in answers
// as the first time; a move the state machine refuses, or one a colleague made first, is a 409.
// Confirming and reinstating count the units outside calendars took as well: a night an import
// took is refused with a sentence naming the channel (clerk-sentences.ts channelsTook).
import {
  NOTE_RULE,
  RESERVATION_ID_PATTERN,
  RESERVATION_ID_RULE,
  type ReservationActor,
  type ReservationStatus,
  type ReservationStatusAnswer,
} from '../../../contract/reservation'
import { countPerDay } from '../../../contract/stay-rules'
import { DomainError } from '../domain-errors'
import { actorName, type StaffActor } from '../actor'
import type { RequestAnswers } from './answers'
import type { BookingPolicy } from './booking-policy'
import type { ChannelBlocks } from './channel-blocks'
import { channelsTook, nightsTaken, VERB, type ClerkSentences } from './clerk-sentences'
import type { RequestHold } from './hold'
import { MOVES, reinstateProblem, type StatusAction } from './moves'
import type { BookingQueries, ReservationRow, ReservationsRepository } from './repository'
import { findRequest } from './staff-reads'
import { unitFor, unitPlacement } from './unit-placement'

/** A staff change's options: who, and the state the person saw (the console sends it). */
export interface StaffChange {
  actor: StaffActor
  /** When given and the request is no longer in it: 409 changed_meanwhile, not a second 200. */
  expectedStatus?: ReservationStatus
}

export function statusChanges(
  reservations: ReservationsRepository,
  blocks: ChannelBlocks,
  policy: BookingPolicy,
  hold: RequestHold,
  answers: RequestAnswers,
  sentences: ClerkSentences,
) {
  const { clock, todayAt, statusOf, holdUntil, cutoffAt } = hold
  const placement = unitPlacement(blocks)

  /**
   * Refuses `action` from `status` in the lock: a move the state machine does not allow, a stay
   * that may not be put back, nights taken meanwhile.
   */
  async function checkMove(
    q: BookingQueries,
    row: ReservationRow,
    status: ReservationStatus,
    action: StatusAction,
    now: Date,
  ): Promise<void> {
    const { from, to } = MOVES[action]
    if (!(from as readonly ReservationStatus[]).includes(status)) {
      throw sentences.cannotMove(status, action, to, holdUntil(row), now)
    }
    // A stay the desk has dealt with (issue 54) is the desk's: its guest came, left or never came.
    if (action === 'cancel' && row.desk_status) throw sentences.atTheDesk(row.desk_status)
    if (action === 'reinstate') {
      const lastCancel = await q.lastChangeTo(row.reservation_id, 'cancelled')
      const problem = reinstateProblem(row, lastCancel, todayAt(now))
      if (problem) throw new DomainError('conflict', 'not_reinstatable', problem)
    }
    // Confirming and reinstating take nights again: the capacity check under the same lock as
    // booking, so two of them (or one and a new request) never share the last unit.
    if (action === 'confirm' || action === 'reinstate') {
      const capacity = await q.facilityCapacity(row.facility_id)
      if (capacity === undefined) {
        throw new DomainError(
          'conflict',
          'facility_deleted',
          `${row.facility_name} no longer exists; the request cannot be ${VERB[action]}.`,
        )
      }
      const start = row.date_from
      const end = row.occupied_until
      const others = await q.overlapping(
        row.facility_id,
        start,
        end,
        cutoffAt(now),
        row.reservation_id,
      )
      const imported = await blocks.ofFacility(row.facility_id, start, end, q.tx)
      const full = [...countPerDay(others, start, end, imported)]
        .filter(([, n]) => n >= capacity)
        .map(([day]) => day)
      if (full.length > 0) {
        throw channelsTook(row, action, full, imported) ?? nightsTaken(row.facility_name, action)
      }
    }
  }

  /**
   * `action` on the request, by `by`, in the facility's lock. Asking for the state it is already
   * in answers as the first time (a retried call changes nothing); an illegal move is a 409.
   * Confirming re-checks capacity in the lock: a request whose nights another guest took
   * meanwhile is never confirmed on top of them.
   */
  async function move(
    found: ReservationRow,
    action: StatusAction,
    by: ReservationActor,
    note: string | null,
    staff?: StaffChange,
  ): Promise<ReservationStatusAnswer> {
    const { to } = MOVES[action]
    const answer = await reservations.withFacilityLock(found.facility_id, async (q) => {
      const row = (await q.findById(found.reservation_id)) ?? found
      const now = clock()
      const status = statusOf(row, now)
      const expected = staff?.expectedStatus
      // The person saw another state: someone (a colleague, the guest, the CLI) answered first.
      // An expiry is said as itself (request_expired, checkMove).
      if (expected !== undefined && status !== expected && status !== 'expired') {
        const last = await q.lastChangeTo(row.reservation_id, status)
        throw sentences.changedMeanwhile(row, status, last, now)
      }
      if (status === to) return answers.statusAnswer(row, now)
      await checkMove(q, row, status, action, now)
      const at = now.toISOString()
      const who = staff && {
        staff_id: staff.actor.kind === 'staff' ? staff.actor.staffId : null,
        by_name: actorName(staff.actor),
      }
      const changed = await q.changeStatus(row.reservation_id, status, to, {
        at,
        by,
        note,
        ...who,
      })
      // Under the lock nothing else moves it; a false here is a bug, not a race.
      if (!changed) throw new Error(`status of ${row.reservation_id} changed under the lock`)
      // A stay taking its nights again is given a unit for all of them, in the same lock (the
      // capacity check passed: the count has room; a unit free for the whole stay may not).
      if (to === 'confirmed') {
        const capacity = (await q.facilityCapacity(row.facility_id)) ?? 0
        const free = await placement.freeFor(q, row.facility_id, capacity, row)
        await q.placeOnUnit(row.reservation_id, unitFor(row.unit ?? null, free))
      }
      const updated = (await q.findById(row.reservation_id)) ?? row
      if (action === 'cancel' && by === 'guest' && policy.onEvent) {
        await policy.onEvent({
          type: 'reservation.cancelled_by_guest',
          at,
          reservation: updated,
          tx: q.tx,
        })
      } else if (by === 'staff' && policy.onEvent) {
        await policy.onEvent({
          type: 'reservation.answered',
          to,
          ...(action === 'reinstate' ? { reinstated: true } : {}),
          at,
          reservation: updated,
          tx: q.tx,
        })
      }
      return answers.statusAnswer(updated, now)
    })
    return answer
  }

  return {
    /** The guest cancels with the id their device made (the id is the key). */
    async cancelByGuest(reservationId: string): Promise<ReservationStatusAnswer> {
      // The route takes a reference or any id (the staff's use it too): without the token only an
      // id of today's length is a key; a shorter one stored before the rule could be guessed.
      if (!RESERVATION_ID_PATTERN.test(reservationId)) {
        throw new DomainError(
          'invalid',
          'invalid_request',
          `id: must be a reservation_id: ${RESERVATION_ID_RULE}`,
        )
      }
      const row = await reservations.findById(reservationId)
      if (!row) {
        throw new DomainError('not_found', 'not_found', 'No reservation request has this id.')
      }
      return move(row, 'cancel', 'guest', null)
    },

    /**
     * The staff's confirm, decline, cancel and reinstate, by reference or id (NOTE_RULE). The
     * history records `actor` (a person, 'admin token' or 'CLI'). With `expectedStatus` (the
     * console), a request that moved meanwhile is a 409 changed_meanwhile naming who did what;
     * without it (scripts, the CLI) asking for the state it is in answers as the first time.
     */
    async changeByStaff(
      refOrId: string,
      action: StatusAction,
      note: string | undefined,
      actor: StaffActor,
      expectedStatus?: ReservationStatus,
    ): Promise<ReservationStatusAnswer> {
      if (action === 'decline' && !note) {
        throw new DomainError('invalid', 'note_required', NOTE_RULE)
      }
      const row = await findRequest(reservations, refOrId)
      return move(row, action, 'staff', note ?? null, { actor, expectedStatus })
    },
  }
}
