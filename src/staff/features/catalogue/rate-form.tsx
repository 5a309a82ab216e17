// The owner's form for one rate rule (issue 40): when it applies (a season's first and last
// nights, once or every year; some weekdays; neither: the base, which replaces the base), its
// price and extra guest price in the currency's major unit, and the stay rules of arrivals then.
// The fields are read by rate-rule-fields.ts; the rule as a whole is the server's to check, and
// its sentence is shown as it says it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { NewRateRule } from '../../../../contract/rate-schemas'
import { WEEKDAYS, type RateRule, type Weekday } from '../../../../contract/rates'
import type { StayUnit } from '../../../../contract/stay-rules'
import { messageOf } from '../../components/problem'
import { useConnection } from '../../lib/connection'
import { staffKeys } from '../../lib/staff-keys'
import { emptyRateValues, isBaseValues, ruleOf, type RateValues } from './rate-rule-fields'
import { dayList } from './rate-words'
import { addRate } from './rates-api'

interface RateFormProps {
  facilityId: string
  unit: StayUnit
  currency: string
  onAdded: (rule: RateRule) => void
}

type Set = <K extends keyof RateValues>(field: K) => (value: RateValues[K]) => void

export function RateForm({ facilityId, unit, currency, onAdded }: RateFormProps) {
  const id = useId()
  const queryClient = useQueryClient()
  const { canAct, why } = useConnection()
  const [values, setValues] = useState(emptyRateValues)
  const [local, setLocal] = useState<string>()
  const set: Set = (field) => (value) => setValues((v) => ({ ...v, [field]: value }))
  const save = useMutation({
    mutationFn: (rule: NewRateRule) => addRate(facilityId, rule),
    onSuccess: (rule) => {
      setValues(emptyRateValues())
      void queryClient.invalidateQueries({ queryKey: staffKeys.rates(facilityId) })
      onAdded(rule)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    save.reset()
    const made = ruleOf(values, currency)
    setLocal('problem' in made ? made.problem : undefined)
    if ('rule' in made) save.mutate(made.rule)
  }
  return (
    <form className="card rate-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a rule</h2>
      <p className="muted small">
        With no dates and no days, the rule is the base price: it replaces the base there is.
      </p>
      <WhenFields id={id} unit={unit} values={values} set={set} />
      <PriceFields id={id} unit={unit} currency={currency} values={values} set={set} />
      <StayFields id={id} unit={unit} values={values} set={set} />
      <div className="catalogue-buttons">
        {/* Not disabled while saving: a focused button disabled drops the focus to the page's
            start; a second tap meanwhile is ignored (submit) instead. */}
        <button type="submit" className="button primary" disabled={!canAct}>
          Add the rule
        </button>
      </div>
      {!canAct && <p className="muted small">{why}</p>}
      {save.isPending && (
        <p role="status" className="muted">
          Saving…
        </p>
      )}
      {(local ?? save.isError) && (
        <p role="alert" className="error-text">
          {local ?? messageOf(save.error)}
        </p>
      )}
    </form>
  )
}

interface FieldsProps {
  id: string
  unit: StayUnit
  values: RateValues
  set: Set
}

const DAY_SHORT: Record<Weekday, string> = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
}

function WhenFields({ id, unit, values, set }: FieldsProps) {
  const toggle = (day: Weekday, on: boolean) =>
    set('days')(on ? [...values.days, day] : values.days.filter((d) => d !== day))
  return (
    <fieldset className="rate-fieldset">
      <legend>When</legend>
      <div className="rate-pair rate-dates">
        <div className="field">
          <label htmlFor={`${id}-from`}>First {unit}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={values.from}
            onChange={(e) => set('from')(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>Last {unit}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(e) => set('to')(e.target.value)}
          />
        </div>
      </div>
      <label className="rate-check">
        <input
          type="checkbox"
          checked={values.every_year}
          onChange={(e) => set('every_year')(e.target.checked)}
        />
        Every year on these dates
      </label>
      <fieldset className="rate-days" aria-describedby={`${id}-days-hint`}>
        <legend>Only on these {unit}s</legend>
        {WEEKDAYS.map((day) => (
          <label key={day} className="rate-check">
            <input
              type="checkbox"
              checked={values.days.includes(day)}
              onChange={(e) => toggle(day, e.target.checked)}
              aria-label={dayList([day])}
            />
            <span aria-hidden="true">{DAY_SHORT[day]}</span>
          </label>
        ))}
        <p id={`${id}-days-hint`} className="muted small">
          {unit === 'night'
            ? 'A Friday night is the night from Friday to Saturday. None chosen: every night.'
            : 'None chosen: every day.'}
        </p>
      </fieldset>
    </fieldset>
  )
}

function NumberField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  decimal?: boolean
  hint?: string
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        inputMode={props.decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
      />
      {props.hint && (
        <p id={`${props.id}-hint`} className="muted small">
          {props.hint}
        </p>
      )}
    </div>
  )
}

function PriceFields({ id, unit, currency, values, set }: FieldsProps & { currency: string }) {
  return (
    <fieldset className="rate-fieldset">
      <legend>Price ({currency})</legend>
      <div className="rate-pair">
        <NumberField
          id={`${id}-nightly`}
          label={`Price a ${unit}`}
          decimal
          value={values.nightly}
          onChange={set('nightly')}
          hint="45000 or 45000.50"
        />
        <NumberField
          id={`${id}-extra`}
          label="Extra guest"
          decimal
          value={values.extra_guest}
          onChange={set('extra_guest')}
          hint={`A ${unit}, for each guest beyond those the price covers`}
        />
      </div>
      {isBaseValues(values) && (
        <NumberField
          id={`${id}-included`}
          label="Guests the price covers"
          value={values.included_guests}
          onChange={set('included_guests')}
          hint="Guests beyond them pay the extra guest price."
        />
      )}
    </fieldset>
  )
}

function StayFields({ id, unit, values, set }: FieldsProps) {
  return (
    <fieldset className="rate-fieldset">
      <legend>Stays arriving then</legend>
      <div className="rate-pair">
        <NumberField
          id={`${id}-min`}
          label={`Minimum ${unit}s`}
          value={values.min_stay}
          onChange={set('min_stay')}
        />
        <NumberField
          id={`${id}-max`}
          label={`Maximum ${unit}s`}
          value={values.max_stay}
          onChange={set('max_stay')}
        />
      </div>
      <label className="rate-check">
        <input
          type="checkbox"
          checked={values.closed_arrival}
          onChange={(e) => set('closed_arrival')(e.target.checked)}
        />
        No arrivals on these {unit}s
      </label>
    </fieldset>
  )
}
