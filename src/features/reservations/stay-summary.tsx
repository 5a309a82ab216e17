// The words under the picker: what is chosen, and what the next tap does. Read aloud when they
// change (the form wraps them in a polite live region).
import { longDate } from '../../lib/dates'
import { stayLength, todayInstead, type CalendarContext, type Selection } from './reservation-rules'

interface Props {
  selection: Selection
  context: CalendarContext
  onChange(selection: Selection): void
}

const WORDS = {
  night: {
    start: 'Check-in',
    end: 'Check-out',
    chooseStart: 'Choose your check-in day.',
    chooseEnd: 'Now choose your check-out.',
    later: 'Arriving later? Tap your check-in day, then your check-out.',
    insteadOf: (day: string) => `Arriving on ${day} instead? Tap your check-out day.`,
    change: 'Change check-in',
    one: 'night',
    many: 'nights',
  },
  day: {
    start: 'From',
    end: 'To',
    chooseStart: 'Choose your first day.',
    chooseEnd: 'Now choose your last day (the same day again for one day).',
    later: 'Starting later? Tap your first day, then your last.',
    insteadOf: (day: string) => `Starting on ${day} instead? Tap your last day.`,
    change: 'Change first day',
    one: 'day',
    many: 'days',
  },
}

export function StaySummary({ selection, context, onChange }: Props) {
  const w = WORDS[context.unit]
  const { from, to, provisional } = selection
  const count = (n: number) => `${n} ${n === 1 ? w.one : w.many}`
  const fromText =
    from && `${w.start}: ${longDate(from)}${from === context.today ? ' (today)' : ''}`
  const instead = todayInstead(selection, context)

  let main: string
  let next: string | undefined
  if (!from) main = w.chooseStart
  else if (!to) {
    main = `${fromText}. ${w.chooseEnd}`
    if (provisional) next = w.later
  } else {
    const length = stayLength(from, to, context.unit)
    main = `${fromText} · ${w.end}: ${longDate(to)} · ${count(length)}`
    next = provisional ? w.insteadOf(longDate(to)) : 'Tap another day to start a new stay.'
  }

  return (
    <div className="stay-summary">
      <div aria-live="polite" aria-atomic="true">
        <p className={to ? 'stay-main stay-complete' : 'stay-main'}>{main}</p>
        {next && <p className="muted stay-next">{next}</p>}
      </div>
      {(from || instead) && (
        <div className="stay-actions">
          {instead && instead.to && (
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => onChange(instead)}
            >
              {`${w.start} today instead (${count(stayLength(context.today, instead.to, context.unit))})`}
            </button>
          )}
          {from && (
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => onChange({})}>
              {w.change}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
