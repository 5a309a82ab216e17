import { Box } from '@chakra-ui/react'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import { addDays } from '../../../contract/calendar-date'
import { fromCalendarDate, toCalendarDate } from '../../lib/dates'
import { useMediaQuery } from '../../lib/use-media-query'
import {
  isDayDisabled,
  nextSelection,
  type CalendarContext,
  type Selection,
} from './reservation-rules'

interface Props {
  selection: Selection
  onChange(selection: Selection): void
  context: CalendarContext
}

/** react-day-picker in range mode, driven by the reservation rules. */
export function DateRangePicker({ selection, onChange, context }: Props) {
  const narrow = useMediaQuery('(max-width: 479.98px)')
  const from = selection.from ? fromCalendarDate(selection.from) : undefined
  const to = selection.to ? fromCalendarDate(selection.to) : undefined
  return (
    <Box
      css={{
        // react-day-picker reads its colours from variables on .rdp-root: point them at the theme.
        '& .rdp-root': {
          '--rdp-accent-color': 'var(--chakra-colors-brand-solid)',
          '--rdp-accent-background-color': 'var(--chakra-colors-brand-muted)',
          '--rdp-range_middle-background-color': 'var(--chakra-colors-brand-muted)',
          '--rdp-range_middle-color': 'var(--chakra-colors-fg)',
          '--rdp-range_start-color': 'var(--chakra-colors-brand-contrast)',
          '--rdp-range_end-color': 'var(--chakra-colors-brand-contrast)',
          '--rdp-range_start-date-background-color': 'var(--chakra-colors-brand-solid)',
          '--rdp-range_end-date-background-color': 'var(--chakra-colors-brand-solid)',
          '--rdp-today-color': 'var(--chakra-colors-brand-fg)',
          '--rdp-selected-border': '2px solid var(--chakra-colors-brand-solid)',
          '--rdp-day-height': '40px',
          '--rdp-day-width': '40px',
          '--rdp-day_button-height': '38px',
          '--rdp-day_button-width': '38px',
          '--rdp-disabled-opacity': '0.4',
        },
        '& .rdp-months': { gap: '6', flexWrap: 'nowrap', justifyContent: 'center' },
        '& .rdp-day_button:focus-visible': {
          outline: '2px solid var(--chakra-colors-brand-focus-ring)',
          outlineOffset: '1px',
        },
        // Full days are struck through as well as faded: not colour alone.
        '& .rdp-booked .rdp-day_button': { textDecoration: 'line-through' },
        '& .rdp-chevron': { fill: 'var(--chakra-colors-brand-fg)' },
      }}
    >
      <DayPicker
        mode="range"
        numberOfMonths={narrow ? 1 : 2}
        selected={from ? { from, to } : undefined}
        onSelect={(_range, day) => onChange(nextSelection(selection, toCalendarDate(day), context))}
        disabled={(day) => isDayDisabled(toCalendarDate(day), selection, context)}
        startMonth={fromCalendarDate(context.today)}
        endMonth={fromCalendarDate(addDays(context.today, context.horizonDays))}
        defaultMonth={from ?? fromCalendarDate(context.today)}
        weekStartsOn={1}
        modifiers={{ booked: (day) => context.taken.has(toCalendarDate(day)) }}
        modifiersClassNames={{ booked: 'rdp-booked' }}
      />
    </Box>
  )
}
