import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import { isNightBased, type Facility } from '../../../contract/facility'
import { hasRates, type Quote } from '../../../contract/rates'
import { InputField, PhoneField } from '../../components/form-field'
import { texts } from '../../lib/i18n'
import { pagePolicy } from '../../lib/policy-words'
import { earlyReserveFields } from './early-reserve'
import { DateRangePicker } from './date-range-picker'
import { GuestsField } from './guests-field'
import { PriceBreakdown } from './price-breakdown'
import { clearDraft, readDraft, saveDraft } from './reservation-draft'
import {
  canReserve,
  isCompleteStay,
  nameProblem,
  phoneProblem,
  selectionIn,
  type CalendarContext,
  type Selection,
} from './reservation-rules'
import { StaySummary } from './stay-summary'
import type { StayPrice } from './stay-price'

export interface ReservationDraft {
  name: string
  phone: string
  dateRange: { from: string; to: string }
  /** Asked when the catalogue says how many the facility takes (issue 40). */
  guests?: number
  /** The price shown with the request, and whether the server had checked it. */
  quote?: Quote
  quoteChecked?: boolean
}

interface Props {
  /**
   * `guests`, `rates`, `taxes` and `policy` come with the facilities list; the form opened before
   * the app runs has none: no guests to ask, no price yet.
   */
  facility: Pick<Facility, '_id' | 'name' | 'type'> &
    Partial<Pick<Facility, 'guests' | 'rates' | 'taxes' | 'policy'>>
  /**
   * The hotel's calendar. Without it (the form the page's inline script shows before the app
   * runs: ./early-reserve-template.tsx), the fields show and the stay says it is on its way.
   */
  context: CalendarContext | undefined
  onReserve(draft: ReservationDraft): void
  /** Said above the months, e.g. that the days taken could not be checked. */
  notice?: ReactNode
}

export function ReservationForm({ facility, context, onReserve, notice }: Props) {
  const [draft] = useState(() => readDraft(facility._id))
  const [name, setName] = useState(draft?.name ?? '')
  const [phone, setPhone] = useState(draft?.phone ?? '')
  const [phoneTouched, setPhoneTouched] = useState(false)
  const [chosen, setSelection] = useState<Selection | undefined>(draft?.selection)
  // 1 to what the facility takes, asked where the hotel prices it (the price depends on it). A
  // facility without rates keeps the spec's dialog as it was (issue 40: "with no rate set, the
  // dialog as today"), and one whose catalogue does not say how many it takes is not asked
  // either: the form would have no bound to offer but a guess. The request then goes as before.
  const maxGuests = hasRates(facility.rates) ? facility.guests : undefined
  const [guests, setGuests] = useState(() =>
    Math.min(Math.max(draft?.guests ?? 1, 1), maxGuests ?? 1),
  )
  // The form shows before the days taken and the hotel's today are known (they come with the
  // availability answer, a moment later, or not at all offline): a stay they make impossible gives
  // way to the one the form would have suggested had it known them from the start (selectionIn).
  const selection = useMemo(() => context && selectionIn(chosen, context), [chosen, context])
  const phoneError = phoneTouched ? phoneProblem(phone) : undefined
  const nameError = nameProblem(name)
  const stay =
    context && selection && isCompleteStay(selection, context)
      ? { from: selection.from as string, to: selection.to as string }
      : undefined
  // The price the form shows now, kept for Reserve (the request's copy: issue 40).
  const shownPrice = useRef<StayPrice | undefined>(undefined)

  useEffect(() => {
    saveDraft({ facilityId: facility._id, name, phone, selection, guests })
  }, [facility._id, name, phone, selection, guests])
  // Taking the place of the dialog opened before the app ran (its dialog removes that one after
  // this runs): what was typed there since this form read its draft is not lost. A state set in
  // an effect, on purpose: the fields of that dialog are outside React, and are read once, as it
  // goes (a render before the paint; the caret follows to the end of the text).
  useLayoutEffect(() => {
    const typed = earlyReserveFields(facility._id)
    if (!typed) return
    /* eslint-disable react-hooks/set-state-in-effect */
    setName(typed.name)
    setPhone(typed.phone)
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [facility._id])

  const t = texts().reservation
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPhoneTouched(true)
    if (!context || !selection) return
    const { from, to } = selection
    if (nameError || phoneProblem(phone) || !canReserve(name, selection) || !from || !to) return
    if (!isCompleteStay(selection, context)) return
    clearDraft()
    const price = shownPrice.current
    onReserve({
      name: name.trim(),
      phone: phone.trim(),
      dateRange: { from, to },
      ...(maxGuests !== undefined ? { guests } : {}),
      ...(price ? { quote: price.quote, quoteChecked: price.state === 'checked' } : {}),
    })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t.form.label(facility.name)} className="form">
      <InputField
        label={t.form.name}
        problem={nameError}
        name="name"
        // Written out though it is the default: HTML_CodeSniffer (pa11y) reads autocomplete
        // "name" on an input with no type as a wrong value (WCAG 1.3.5, H98).
        type="text"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <PhoneField
        label={t.form.phone}
        problem={phoneError}
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        onBlur={() => setPhoneTouched(phone !== '')}
      />
      {maxGuests !== undefined && (
        <GuestsField max={maxGuests} initial={guests} onChange={setGuests} />
      )}
      <StayFieldset
        type={facility.type}
        context={context}
        selection={selection}
        onChange={setSelection}
        notice={notice}
      />
      {stay && hasRates(facility.rates) && (
        <PriceBreakdown facility={facility} stay={stay} guests={guests} shownRef={shownPrice} />
      )}
      {/* What the hotel will ask once it says yes (issue 53): the policy's first sentence (the
          deposit), the rest on the Rates page and the stay's page. */}
      {facility.policy && <p className="muted price-note">{pagePolicy(facility.policy)[0]}</p>}
      <button
        type="submit"
        className="btn btn-solid reserve-button"
        disabled={!selection || !canReserve(name, selection)}
      >
        {t.form.reserve}
      </button>
    </form>
  )
}

interface StayProps {
  type: Facility['type']
  context: CalendarContext | undefined
  selection: Selection | undefined
  onChange(selection: Selection): void
  notice: ReactNode
}

/** The stay: the summary kept in view, the notice, the months (or "loading" before the calendar). */
function StayFieldset({ type, context, selection, onChange, notice }: StayProps) {
  const t = texts().reservation
  // The months (two grids of day buttons, each with its name) are most of the form's first render:
  // the first one shows the fields, so the guest can type at once; the months follow in a render
  // of their own that a keystroke may interrupt.
  const showMonths = useDeferredValue(true, false)
  return (
    <fieldset className="stay-fieldset">
      <legend className="stay-legend">{t.stay[isNightBased(type) ? 'night' : 'day'].legend}</legend>
      {context && selection ? (
        <>
          {/* Above the months and kept in view while they scroll: what the next tap will do. */}
          <div className="stay-summary-holder">
            <StaySummary selection={selection} context={context} onChange={onChange} />
          </div>
          {notice}
          {showMonths ? (
            <DateRangePicker selection={selection} onChange={onChange} context={context} />
          ) : (
            <div className="date-picker-placeholder" />
          )}
        </>
      ) : (
        <p role="status" className="muted">
          {t.form.loadingCalendar}
        </p>
      )}
    </fieldset>
  )
}
