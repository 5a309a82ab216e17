// The owner's form for one rate rule (issue 40): when it applies (a season's first and last
// nights, once or every year; some weekdays; neither: the base), its price and extra guest price
// in the currency's major unit, and the stay rules of arrivals then. The same form changes a rule
// there is in place (issue 51): filled with what the rule holds, its dates and days said, not
// asked; a field changes only when the owner changes it. "Add a rule" with no dates and no days,
// where the facility has its base, changes the base with what was typed (a field left empty keeps
// what the base sets): a base is never replaced whole. A change that loosens what a rule allowed
// (a shorter or no minimum stay, arrivals opened, a charge removed) is said and asked first.
// The fields are read by rate-rule-fields.ts; the rule as a whole is the server's to check, and
// its sentence is shown as it says it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import {
  changedRule,
  describeTermChange,
  termChanges,
  type RateChanges,
} from '../../../../contract/rate-changes'
import type { NewRateRule } from '../../../../contract/rate-schemas'
import { WEEKDAYS, type RateRule, type Weekday } from '../../../../contract/rates'
import type { StayUnit } from '../../../../contract/stay-rules'
import { AskFirst } from '../../components/ask-first'
import { messageOf } from '../../components/problem'
import { WhyNot } from '../../components/why-not'
import { useConnection } from '../../lib/connection'
import { staffKeys } from '../../lib/staff-keys'
import {
  changesOf,
  emptyRateValues,
  isBaseValues,
  ruleOf,
  typedChanges,
  valuesOf,
  type RateValues,
} from './rate-rule-fields'
import { NumberField } from './number-field'
import { dayList, money, ruleSets, ruleWhen } from './rate-words'
import { addRate, changeRate } from './rates-api'

/**
 * Whose rates a form or a rule speaks of: the facility, what it is let by (a night, a day), its
 * currency, and the year its dates are said in without one.
 */
export interface RatesOf {
  facilityId: string
  unit: StayUnit
  currency: string
  thisYear: string
}

interface RateFormProps {
  of: RatesOf
  /** The facility's base, if it has one: "Add a rule" without dates or days changes it. */
  base?: RateRule | undefined
  /** The rule this form changes in place; none: the form adds one. */
  editing?: RateRule | undefined
  /** What was done, in a sentence: "Changed Every night (the base): price a night: ...". */
  onSaved: (said: string) => void
  /** Leaves a change unmade (the change form's "Cancel"). */
  onCancel?: () => void
}

type Set = <K extends keyof RateValues>(field: K) => (value: RateValues[K]) => void

/** What the form sends: a new rule, or a change of a rule there is. */
type Save = { add: NewRateRule } | { change: RateChanges; of: RateRule }

export function RateForm(props: RateFormProps) {
  const { of, base, editing, onSaved, onCancel } = props
  const { facilityId, unit, currency, thisYear } = of
  const id = useId()
  const queryClient = useQueryClient()
  const { canAct } = useConnection()
  const [values, setValues] = useState(() =>
    editing ? valuesOf(editing, currency) : emptyRateValues(),
  )
  const [local, setLocal] = useState<string>()
  /** A change that loosens the rule, waiting for the owner's yes. */
  const [asking, setAsking] = useState<{ save: Save; loosens: string[] }>()
  const set: Set = (field) => (value) => setValues((v) => ({ ...v, [field]: value }))
  // The base, changed by "Add a rule" when it is given no dates and no days.
  const target = editing ?? (isBaseValues(values) ? base : undefined)
  /** A change's fields in words ("minimum stay: 2 nights → none"), all or the loosening ones. */
  const changeWords = (of: RateRule, after: RateRule, loosening = false) =>
    termChanges(of, after)
      .filter((c) => !loosening || c.loosens)
      .map((c) => describeTermChange(c, unit, (amount) => money(amount, currency)))
  const save = useMutation({
    mutationFn: async (saving: Save): Promise<{ rule: RateRule; before?: RateRule }> =>
      'add' in saving
        ? { rule: await addRate(facilityId, saving.add) }
        : changeRate(saving.of.id, saving.change),
    onSuccess: ({ rule, before }) => {
      setAsking(undefined)
      if (!editing) setValues(emptyRateValues())
      void queryClient.invalidateQueries({ queryKey: staffKeys.rates(facilityId) })
      const when = ruleWhen(rule, unit, thisYear)
      if (!before) onSaved(`Added: ${when}: ${ruleSets(rule, unit, currency).join('; ')}.`)
      else onSaved(`Changed ${when}: ${changeWords(before, rule).join('; ')}.`)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending || asking) return
    save.reset()
    let saving: Save
    if (target) {
      const made = editing ? changesOf(values, target, currency) : typedChanges(values, currency)
      if ('problem' in made) return setLocal(made.problem)
      if (changeWords(target, changedRule(target, made.changes)).length === 0) {
        return setLocal('Nothing to change: the rule already sets what the form says.')
      }
      saving = { change: made.changes, of: target }
    } else {
      const made = ruleOf(values, currency)
      if ('problem' in made) return setLocal(made.problem)
      saving = { add: made.rule }
    }
    setLocal(undefined)
    if ('change' in saving) {
      const loosens = changeWords(saving.of, changedRule(saving.of, saving.change), true)
      if (loosens.length > 0) return setAsking({ save: saving, loosens })
    }
    save.mutate(saving)
  }
  const targetWhen = target && ruleWhen(target, unit, thisYear)
  const Heading = editing ? 'h4' : 'h2'
  return (
    <form
      className={editing ? 'rate-form rate-form-change' : 'card rate-form'}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      {/* In a rule's card (its heading an h3) the change form is a part of it. */}
      <Heading id={`${id}-title`}>{editing ? `Change: ${targetWhen}` : 'Add a rule'}</Heading>
      {editing ? (
        <p className="muted small">
          Fields left as they are keep their value; an emptied field is cleared. To change when the
          rule applies, remove it and add another.
        </p>
      ) : (
        <p className="muted small" aria-live="polite">
          {base
            ? target
              ? `No dates and no days: this changes the base (${ruleSets(base, unit, currency).join('; ')}). Fields left empty keep what it sets.`
              : 'With no dates and no days, the rule changes the base: fields left empty keep what it sets.'
            : 'With no dates and no days, the rule is the base price.'}
        </p>
      )}
      {!editing && <WhenFields id={id} unit={unit} values={values} set={set} />}
      <PriceFields id={id} unit={unit} currency={currency} values={values} set={set} />
      <StayFields id={id} unit={unit} values={values} set={set} />
      {asking ? (
        <AskFirst
          question={
            <>
              This loosens {targetWhen === undefined ? 'the rule' : targetWhen}:{' '}
              {asking.loosens.join('; ')}. Guests may then ask for stays it kept out. Make the
              change?
            </>
          }
          go="Make the change"
          keep="Keep the rule as it is"
          step={save}
          onGo={() => save.mutate(asking.save)}
          onKeep={() => setAsking(undefined)}
        />
      ) : (
        <div className="catalogue-buttons">
          {/* Not disabled while saving: a focused button disabled drops the focus to the page's
              start; a second tap meanwhile is ignored (submit) instead. */}
          <button type="submit" className="button primary" disabled={!canAct}>
            {editing ? 'Save the change' : target ? 'Change the base' : 'Add the rule'}
          </button>
          {onCancel && (
            <button type="button" className="button" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      )}
      <WhyNot />
      {save.isPending && (
        <p role="status" className="muted">
          Saving…
        </p>
      )}
      {(local ?? (save.isError && !asking)) && (
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
