import { Box } from '@chakra-ui/react'
import { DayButton, DayPicker, type DayButtonProps } from 'react-day-picker'
import 'react-day-picker/style.css'
import { addDays, daysBetween } from '../../../contract/calendar-date'
import { fromCalendarDate, toCalendarDate } from '../../lib/dates'
import { dayLabel, unavailableReason } from './calendar-days'
import { tapDay, type CalendarContext, type Selection } from './reservation-rules'

interface Props {
  selection: Selection
  onChange(selection: Selection): void
  context: CalendarContext
}

/**
 * A day that cannot be chosen now (booked, say) stays focusable with aria-disabled, as the WAI-ARIA
 * date picker does: the arrow keys stop on it and its name says why, where a disabled button would
 * be skipped in silence. Its taps are ignored by `tapDay`.
 */
function StateDayButton({ modifiers, ...props }: DayButtonProps) {
  const unavailable = modifiers['unavailable'] === true
  return (
    <DayButton
      {...props}
      modifiers={modifiers}
      aria-disabled={unavailable || props['aria-disabled']}
    />
  )
}

/** react-day-picker in range mode, two months (stacked when narrow), driven by the rules. */
export function DateRangePicker({ selection, onChange, context }: Props) {
  const { from, to } = selection
  const day = (date: Date) => toCalendarDate(date)
  const is = (value: string | undefined) => (date: Date) =>
    value !== undefined && day(date) === value
  const offCalendar = (date: Date) =>
    day(date) < context.today || daysBetween(context.today, day(date)) > context.horizonDays
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
          '--rdp-months-gap': '1.5rem',
          // A 320 px phone has 272 px for a month of seven columns.
          '@media (max-width: 359.98px)': {
            '--rdp-day-width': '38px',
            '--rdp-day_button-width': '36px',
          },
        },
        // Two months side by side when they fit, one above the other when they do not.
        '& .rdp-months': { flexWrap: 'wrap', justifyContent: 'center', marginInline: 'auto' },
        '& .rdp-day_button:focus-visible': {
          outline: '2px solid var(--chakra-colors-brand-focus-ring)',
          outlineOffset: '1px',
        },
        // Days that cannot be chosen are faded; full ones also struck through: not colour alone.
        '& .rdp-unavailable .rdp-day_button': { opacity: 0.4, cursor: 'not-allowed' },
        '& .rdp-booked .rdp-day_button': { textDecoration: 'line-through' },
        // Today as suggested by the picker (not chosen yet): a dashed ring, not a filled day.
        '& .rdp-suggested .rdp-day_button': {
          border: '2px dashed var(--chakra-colors-brand-solid)',
          fontWeight: 'bold',
        },
        // A check-in the guest chose, waiting for its check-out: filled, like a range's start.
        '& .rdp-pending .rdp-day_button': {
          background: 'var(--chakra-colors-brand-solid)',
          color: 'var(--chakra-colors-brand-contrast)',
          fontWeight: 'bold',
        },
        '& .rdp-chevron': { fill: 'var(--chakra-colors-brand-fg)' },
      }}
    >
      <DayPicker
        mode="range"
        numberOfMonths={2}
        today={fromCalendarDate(context.today)}
        selected={
          from
            ? { from: fromCalendarDate(from), to: to ? fromCalendarDate(to) : undefined }
            : undefined
        }
        onSelect={(_range, date) => {
          const next = tapDay(selection, day(date), context)
          if (next) onChange(next)
        }}
        // Past days and days beyond the horizon are off the calendar: the arrow keys skip them.
        disabled={offCalendar}
        startMonth={fromCalendarDate(context.today)}
        endMonth={fromCalendarDate(addDays(context.today, context.horizonDays))}
        defaultMonth={fromCalendarDate(from ?? context.today)}
        weekStartsOn={1}
        modifiers={{
          booked: (date) => context.taken.has(day(date)),
          unavailable: (date) =>
            !offCalendar(date) && unavailableReason(day(date), selection, context) !== undefined,
          suggested: (date) => selection.provisional === true && to === undefined && is(from)(date),
          pending: (date) => !selection.provisional && to === undefined && is(from)(date),
        }}
        modifiersClassNames={{
          booked: 'rdp-booked',
          unavailable: 'rdp-unavailable',
          suggested: 'rdp-suggested',
          pending: 'rdp-pending',
        }}
        labels={{ labelDayButton: (date) => dayLabel(day(date), selection, context) }}
        components={{ DayButton: StateDayButton }}
      />
    </Box>
  )
}
