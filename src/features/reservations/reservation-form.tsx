import { Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState, type FormEvent } from 'react'
import { isNightBased, type Facility } from '../../../contract/facility'
import { longDate } from '../../lib/dates'
import { DateRangePicker } from './date-range-picker'
import { clearDraft, readDraft, saveDraft } from './reservation-draft'
import {
  canReserve,
  initialSelection,
  isCompleteStay,
  isDayDisabled,
  phoneProblem,
  stayLength,
  type CalendarContext,
  type Selection,
} from './reservation-rules'

export interface ReservationDraft {
  name: string
  phone: string
  dateRange: { from: string; to: string }
}

interface Props {
  facility: Facility
  context: CalendarContext
  onReserve(draft: ReservationDraft): void
}

function StaySummary({ facility, selection }: { facility: Facility; selection: Selection }) {
  const nights = isNightBased(facility.type)
  const { from, to } = selection
  if (!from) return <Text color="fg.muted">Choose your dates.</Text>
  const start = `${nights ? 'Check-in' : 'From'}: ${longDate(from)}`
  if (!to) return <Text>{`${start}. Now choose your ${nights ? 'check-out' : 'last'} day.`}</Text>
  const length = stayLength(from, to, nights ? 'night' : 'day')
  const unit = nights ? (length === 1 ? 'night' : 'nights') : length === 1 ? 'day' : 'days'
  return (
    <Text fontWeight="medium">
      {`${start} · ${nights ? 'Check-out' : 'To'}: ${longDate(to)} · ${length} ${unit}`}
    </Text>
  )
}

/** A saved selection still holds if its days can still be chosen (none passed or taken since). */
function stillValid(selection: Selection, context: CalendarContext): boolean {
  const { from, to } = selection
  if (from === undefined || isDayDisabled(from, {}, context)) return false
  return to === undefined || isCompleteStay(selection, context)
}

export function ReservationForm({ facility, context, onReserve }: Props) {
  const [draft] = useState(() => readDraft(facility._id))
  const [name, setName] = useState(draft?.name ?? '')
  const [phone, setPhone] = useState(draft?.phone ?? '')
  const [phoneTouched, setPhoneTouched] = useState(false)
  const [selection, setSelection] = useState<Selection>(() =>
    draft && stillValid(draft.selection, context) ? draft.selection : initialSelection(context),
  )
  const phoneError = phoneTouched ? phoneProblem(phone) : undefined

  useEffect(() => {
    saveDraft({ facilityId: facility._id, name, phone, selection })
  }, [facility._id, name, phone, selection])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPhoneTouched(true)
    const { from, to } = selection
    if (phoneProblem(phone) || !canReserve(name, selection) || !from || !to) return
    if (!isCompleteStay(selection, context)) return
    clearDraft()
    onReserve({ name: name.trim(), phone: phone.trim(), dateRange: { from, to } })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Reserve ${facility.name}`}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </Field.Root>
        <Field.Root required invalid={phoneError !== undefined}>
          <Field.Label>
            Phone <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            onBlur={() => setPhoneTouched(phone !== '')}
          />
          <Field.ErrorText>{phoneError}</Field.ErrorText>
        </Field.Root>
        <fieldset>
          <Text as="legend" fontWeight="medium" mb="2">
            {isNightBased(facility.type) ? 'Your nights' : 'Your days'}
          </Text>
          <DateRangePicker selection={selection} onChange={setSelection} context={context} />
        </fieldset>
        <div aria-live="polite">
          <StaySummary facility={facility} selection={selection} />
        </div>
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!canReserve(name, selection)}
          alignSelf={{ base: 'stretch', sm: 'end' }}
        >
          Reserve
        </Button>
      </Stack>
    </form>
  )
}
