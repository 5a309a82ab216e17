// One stay in a section of the day: its reference (the link to its page), the guest, the unit
// and its housekeeping state (in words, not colour alone), the nights, what is still to pay, where
// the guest is, and the moves that apply. A move kept on the device says "Waiting to send"; one
// the hotel refused says why until the clerk dismisses it; the server's warnings after a move stay
// on the row. Guest text is only ever text, isolated, as in every list of the console.
import { useId, useState } from 'react'
import type { DeskDay, DeskStay } from '../../../../contract/frontdesk'
import { StepError } from '../../components/problem'
import { requestHref } from '../../components/request-who'
import { RowStay } from '../../components/row-stay'
import { StaffLink } from '../../components/staff-link'
import { useConnection } from '../../lib/connection'
import { consoleMoney } from '../../lib/console-money'
import { DESK_MOVE_WORDS, type DeskMoveKind } from '../../lib/desk-moves'
import type { KeptStayMove } from '../../lib/desk-queue'
import { hotelDates } from '../../lib/hotel-time'
import { StaffApiError } from '../../lib/staff-api'
import { DeskMoveDialog } from './desk-move-dialog'
import { KeptMoveNote } from './kept-moves'
import { type DeskSectionId, movesFor } from './desk-sections'
import { DESK_STATUS_WORDS, UNIT_STATE_WORDS } from './desk-words'
import { useDeskMove } from './use-desk-move'

const BUSY: Record<DeskMoveKind, string> = {
  'check-in': 'Checking in…',
  'check-out': 'Checking out…',
  'no-show': 'Marking…',
}
const DONE: Record<DeskMoveKind, string> = {
  'check-in': 'Checked in.',
  'check-out': 'Checked out.',
  'no-show': 'Marked as a no-show.',
}
const BUTTON_CLASS: Record<DeskMoveKind, string> = {
  'check-in': 'button primary',
  'check-out': 'button',
  'no-show': 'button danger',
}

interface DeskStayRowProps {
  stay: DeskStay
  section: DeskSectionId
  day: DeskDay
  /** The moves kept on the device for this stay (waiting or refused). */
  kept: KeptStayMove[]
}

/** "4 – 6 Dec, 2 nights". */
export function nightsWords(stay: DeskStay, thisYear: string) {
  const span = hotelDates().dateSpan(stay.from, stay.to, { thisYear })
  return `${span}, ${stay.nights} night${stay.nights === 1 ? '' : 's'}`
}

export function DeskStayRow({ stay, section, day, kept }: DeskStayRowProps) {
  const id = useId()
  const { canAct } = useConnection()
  const step = useDeskMove()
  const [asking, setAsking] = useState<DeskMoveKind | undefined>(undefined)
  // The server said the stay needs a unit (none given, or its own not free): the next check-in
  // asks for one.
  const askUnit = step.error instanceof StaffApiError && step.error.code === 'no_unit'
  const waiting = kept.filter((move) => move.refused === undefined)
  const moves = movesFor(stay, section, day.today).filter(
    (move) => !waiting.some((w) => w.move === move),
  )
  const answered =
    step.data && !step.data.kept && step.variables
      ? { ...step.data.answer, move: step.variables.move }
      : undefined
  const go = (move: DeskMoveKind, unit: string | undefined) => {
    setAsking(undefined)
    step.mutate({ reference: stay.reference, move, unit, guest: stay.guest })
  }
  return (
    <li className="row desk-row">
      <div className="row-head">
        <StaffLink href={requestHref(stay)} className="desk-ref">
          {stay.reference}
          <span className="visually-hidden">
            {' '}
            from <bdi>{stay.guest}</bdi>
          </span>
        </StaffLink>
        <span className={`badge desk-${stay.status}`}>{DESK_STATUS_WORDS[stay.status]}</span>
      </div>
      <p id={`${id}-guest`} className="row-guest guest-text" dir="auto">
        {stay.guest}
      </p>
      <p className="desk-unit-line">
        <span className={stay.unit ? 'desk-unit' : 'desk-unit muted'}>
          <span className="visually-hidden">Unit: </span>
          {stay.unit ?? 'No unit yet'}
        </span>
        {stay.unit_state && (
          <span className={`badge unit-${stay.unit_state}`}>
            {UNIT_STATE_WORDS[stay.unit_state]}
          </span>
        )}
      </p>
      <RowStay facility={stay.facility_name}>
        <span className="stay-dates">{nightsWords(stay, day.today.slice(0, 4))}</span>
      </RowStay>
      {stay.balance_due !== null && stay.balance_due > 0 && (
        <p className="desk-due">{consoleMoney(stay.balance_due, stay.currency)} to pay</p>
      )}
      {kept.map((move) => (
        <KeptMoveNote key={move.id} move={move} />
      ))}
      {answered && (
        <div role="status" className="desk-answer">
          <p>
            {answered.changed ? DONE[answered.move] : 'Nothing changed: the stay was so already.'}
          </p>
          {answered.warnings.length > 0 && (
            <ul className="desk-warnings">
              {answered.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <StepError step={step} small />
      {moves.length > 0 && (
        <div className="button-row desk-moves">
          {moves.map((move) => (
            <button
              key={move}
              type="button"
              className={BUTTON_CLASS[move]}
              disabled={step.isPending}
              aria-describedby={`${id}-guest`}
              onClick={() => setAsking(move)}
            >
              {step.isPending && step.variables.move === move ? BUSY[move] : DESK_MOVE_WORDS[move]}
            </button>
          ))}
        </div>
      )}
      {asking && (
        <DeskMoveDialog
          stay={stay}
          move={asking}
          day={day}
          askUnit={askUnit}
          kept={!canAct}
          onGo={(unit) => go(asking, unit)}
          onKeep={() => setAsking(undefined)}
        />
      )}
    </li>
  )
}
