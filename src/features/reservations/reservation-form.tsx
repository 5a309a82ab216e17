import { Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { isNightBased, type Facility } from '../../../contract/facility'
import { longDate } from '../../lib/dates'
import { DateRangePicker } from './date-range-picker'
import {
  canReserve,
  initialSelection,
  isCompleteStay,
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

export function ReservationForm({ facility, context, onReserve }: Props) {
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [phoneTouched, setPhoneTouched] = useState(false)
  const [selection, setSelection] = useState<Selection>(() => initialSelection(context))
  const phoneError = phoneTouched ? phoneProblem(phone) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPhoneTouched(true)
    const { from, to } = selection
    if (phoneProblem(phone) || !canReserve(name, selection) || !from || !to) return
    if (!isCompleteStay(selection, context)) return
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
