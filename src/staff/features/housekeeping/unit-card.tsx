// One unit on housekeeping's list: its name and facility, its state in words, what its day holds
// ("Left today · Arriving today"), why and until when it is out of order, and the marks the person
// may set. Marking one out of order asks why first (out-of-order-form.tsx). A mark made offline, or
// whose answer never came, is kept on the phone (lib/use-desk-queue.ts) with the unit's
// `changed_at` as seen here, and says "Waiting to send" on the card; the hotel's refusal (the desk
// checked the room out since) stays on it until dismissed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { HousekeepingUnit, UnitState, UnitStateBody } from '../../../../contract/frontdesk'
import type { StaffRole } from '../../../../contract/staff'
import { KeptNote } from '../../components/kept-note'
import { StepError } from '../../components/problem'
import { UnitStateBadge, unitStateLabel } from '../../components/unit-state-badge'
import { sendUnitMark } from '../../lib/desk-moves'
import type { KeptUnitMark } from '../../lib/desk-queue'
import { shortDate } from '../../lib/hotel-time'
import { staffKeys } from '../../lib/staff-keys'
import { useSendOrKeep } from '../../lib/use-desk-queue'
import { endsSentence, MARK_WORDS, statesToOffer, unitDayWords } from './housekeeping-words'
import { OutOfOrderForm } from './out-of-order-form'

interface UnitCardProps {
  unit: HousekeepingUnit
  role: StaffRole
  /** The hotel's today: the earliest day a unit out of order may be back. */
  today: string
  /** The marks of this unit kept on the device (waiting or refused). */
  kept: KeptUnitMark[]
}

export function UnitCard({ unit, role, today, kept }: UnitCardProps) {
  const id = useId()
  const queryClient = useQueryClient()
  const sendOrKeep = useSendOrKeep()
  const [asking, setAsking] = useState(false)
  const done = useRef<HTMLParagraphElement>(null)
  const notes = useRef<HTMLDivElement>(null)
  const mark = useMutation({
    mutationFn: (body: UnitStateBody) =>
      sendOrKeep(
        {
          move: 'unit-state',
          unit: unit.name,
          body: { ...body, seen_changed_at: unit.changed_at },
        },
        () => sendUnitMark(unit.name, body),
      ),
    onSuccess: async (outcome) => {
      setAsking(false)
      // The desk's day shows each unit's state too: every read of the console is asked again.
      if (!outcome.kept) await queryClient.invalidateQueries({ queryKey: staffKeys.all })
    },
  })
  const marked = mark.isSuccess && !mark.data.kept ? mark.variables.state : undefined
  const waiting = kept.find((m) => m.refused === undefined)
  // The button pressed is gone once the unit reads as marked (or its mark waits): the line that
  // says so takes the focus, so the keyboard and the screen reader stay on this unit.
  useEffect(() => {
    if (marked && marked === unit.state) done.current?.focus()
  }, [marked, unit.state])
  const keptNow = mark.isSuccess && mark.data.kept
  useEffect(() => {
    if (keptNow && waiting) notes.current?.focus()
  }, [keptNow, waiting])
  const pending = mark.isPending ? mark.variables.state : undefined
  // Offered from the state the unit will be in once its waiting mark is sent.
  const offered = statesToOffer(role, waiting?.body.state ?? unit.state)
  return (
    <li className="row unit-card" aria-labelledby={`${id}-name`}>
      <div className="row-head">
        <h2 id={`${id}-name`} className="unit-name">
          <bdi>{unit.name}</bdi>
        </h2>
        <UnitStateBadge state={unit.state} />
      </div>
      <p className="muted small">
        <bdi>{unit.facility_name}</bdi>
      </p>
      <p className="unit-day">{unitDayWords(unit)}</p>
      {unit.state === 'out_of_order' && (
        <p className="small">
          <bdi>{unit.reason ?? 'No reason given'}</bdi>
          {endsSentence(unit.reason) ? ' ' : '. '}
          {unit.until
            ? `Back on ${shortDate(unit.until, today.slice(0, 4))}.`
            : 'Until marked clean.'}
        </p>
      )}
      {marked && marked === unit.state && (
        <p ref={done} tabIndex={-1} role="status" className="done small">
          Marked {unitStateLabel(marked).toLowerCase()}.
        </p>
      )}
      {kept.length > 0 && (
        <div ref={notes} tabIndex={-1} className="unit-kept">
          {kept.map((m) => (
            <KeptNote key={m.id} move={m} what={MARK_WORDS[m.body.state].toLowerCase()} />
          ))}
        </div>
      )}
      {!asking && (
        <div className="button-row">
          {offered.map((state: UnitState) => (
            <button
              key={state}
              type="button"
              className={state === 'clean' ? 'button primary' : 'button'}
              aria-describedby={`${id}-name`}
              disabled={mark.isPending}
              onClick={() => (state === 'out_of_order' ? setAsking(true) : mark.mutate({ state }))}
            >
              {pending === state ? 'Marking…' : MARK_WORDS[state]}
            </button>
          ))}
        </div>
      )}
      {asking && (
        <OutOfOrderForm
          unitName={unit.name}
          today={today}
          step={mark}
          onMark={(reason, until) => mark.mutate({ state: 'out_of_order', reason, until })}
          onCancel={() => {
            mark.reset()
            setAsking(false)
          }}
        />
      )}
      {!asking && <StepError step={mark} small />}
    </li>
  )
}
