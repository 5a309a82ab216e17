import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { isNightBased, type Facility } from '../../../contract/facility'
import { DateRangePicker } from './date-range-picker'
import { clearDraft, readDraft, saveDraft } from './reservation-draft'
import {
  canReserve,
  initialSelection,
  isCompleteStay,
  isStillValid,
  nameProblem,
  phoneProblem,
  type CalendarContext,
  type Selection,
} from './reservation-rules'
import { StaySummary } from './stay-summary'

export interface ReservationDraft {
  name: string
  phone: string
  dateRange: { from: string; to: string }
}

interface Props {
  facility: Facility
  context: CalendarContext
  onReserve(draft: ReservationDraft): void
  /** Said above the months, e.g. that the days taken could not be checked. */
  notice?: ReactNode
}

export function ReservationForm({ facility, context, onReserve, notice }: Props) {
  const [draft] = useState(() => readDraft(facility._id))
  const [name, setName] = useState(draft?.name ?? '')
  const [phone, setPhone] = useState(draft?.phone ?? '')
  const [phoneTouched, setPhoneTouched] = useState(false)
  const [selection, setSelection] = useState<Selection>(() =>
    draft && isStillValid(draft.selection, context) ? draft.selection : initialSelection(context),
  )
  const phoneError = phoneTouched ? phoneProblem(phone) : undefined
  const nameError = nameProblem(name)

  useEffect(() => {
    saveDraft({ facilityId: facility._id, name, phone, selection })
  }, [facility._id, name, phone, selection])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setPhoneTouched(true)
    const { from, to } = selection
    if (nameError || phoneProblem(phone) || !canReserve(name, selection) || !from || !to) return
    if (!isCompleteStay(selection, context)) return
    clearDraft()
    onReserve({ name: name.trim(), phone: phone.trim(), dateRange: { from, to } })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Reserve ${facility.name}`}>
      <Stack gap="4">
        <Field.Root required invalid={nameError !== undefined}>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Field.ErrorText>{nameError}</Field.ErrorText>
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
          {/* Above the months and kept in view while they scroll: what the next tap will do. */}
          <Box
            position="sticky"
            top="-4"
            zIndex="3"
            bg="bg.panel"
            py="2"
            mb="2"
            borderBottomWidth="1px"
          >
            <StaySummary selection={selection} context={context} onChange={setSelection} />
          </Box>
          {notice}
          <DateRangePicker selection={selection} onChange={setSelection} context={context} />
        </fieldset>
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
