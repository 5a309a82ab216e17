// The words under the picker: what is chosen, and what the next tap does. Read aloud when they
// change (the form wraps them in a polite live region).
import { longDate } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import { stayLength, todayInstead, type CalendarContext, type Selection } from './reservation-rules'

interface Props {
  selection: Selection
  context: CalendarContext
  onChange(selection: Selection): void
}

export function StaySummary({ selection, context, onChange }: Props) {
  const t = texts().reservation
  const w = t.stay[context.unit]
  const { from, to, provisional } = selection
  const fromText =
    from &&
    t.labelled(w.start, from === context.today ? t.summary.today(longDate(from)) : longDate(from))
  const instead = todayInstead(selection, context)

  let main: string
  let next: string | undefined
  if (!from) main = w.chooseStart
  else if (!to) {
    main = `${fromText}. ${w.chooseEnd}`
    if (provisional) next = w.later
  } else {
    const length = stayLength(from, to, context.unit)
    main = `${fromText} · ${t.labelled(w.end, longDate(to))} · ${w.length(length)}`
    next = provisional ? w.insteadOf(longDate(to)) : t.summary.newStay
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
              {w.todayInstead(w.length(stayLength(context.today, instead.to, context.unit)))}
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
