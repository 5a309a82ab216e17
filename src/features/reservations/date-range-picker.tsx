import { useState } from 'react'
import { Day, DayButton, DayPicker, type DayButtonProps, type DayProps } from 'react-day-picker'
import 'react-day-picker/style.css'
import { addDays, daysBetween } from '../../../contract/calendar-date'
import { fromCalendarDate, toCalendarDate } from '../../lib/dates'
import { otherThanDefaultLanguage, pageDateLocale, texts } from '../../lib/i18n'
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

/**
 * A day's cell, without the role="gridcell" react-day-picker writes on it. Each month stays a
 * table with role="grid" (the WAI-ARIA date picker's shape, whose arrow keys move by day and week),
 * and a td in such a table is a gridcell already (HTML-AAM; Chromium and axe expose it so, its
 * aria-selected with it): the written role adds nothing, and the HTML checker refuses it ("The
 * role attribute must not be used on a td element which has a table ancestor with no role
 * attribute, or with a role attribute whose value is table, grid, or treegrid").
 */
function GridDay(props: DayProps) {
  return <Day {...props} role={undefined} />
}

/** The first of `date`'s month ("2026-11-30" -> "2026-11-01"). */
const monthOf = (date: string) => `${date.slice(0, 7)}-01`

/**
 * The first month shown: the check-in's, else the hotel's today's. The picker opens on the
 * device's calendar and learns the hotel's today a moment later (the availability answer): across
 * a month's end the two are in different months (a guest in Kiritimati on the 1st, a hotel in Los
 * Angeles still on the 30th), and the hotel's today was then off the months shown. So the months
 * follow the hotel's today as it becomes known (and as midnight passes), until the guest turns
 * them; a check-in tapped never turns them by itself.
 */
function useShownMonth(from: string | undefined, today: string) {
  const [shown, setShown] = useState({ month: monthOf(from ?? today), today, turned: false })
  let current = shown
  if (shown.today !== today) {
    current = {
      month: shown.turned ? shown.month : monthOf(from ?? today),
      today,
      turned: shown.turned,
    }
    setShown(current)
  }
  return {
    month: current.month,
    turn: (month: Date) => setShown({ month: toCalendarDate(month), today, turned: true }),
  }
}

/** react-day-picker in range mode, two months (stacked when narrow), driven by the rules. */
export function DateRangePicker({ selection, onChange, context }: Props) {
  const { from, to } = selection
  const shown = useShownMonth(from, context.today)
  const picker = texts().reservation.picker
  const day = (date: Date) => toCalendarDate(date)
  const is = (value: string | undefined) => (date: Date) =>
    value !== undefined && day(date) === value
  const offCalendar = (date: Date) =>
    day(date) < context.today || daysBetween(context.today, day(date)) > context.horizonDays
  return (
    // Its colours and sizes: reservation-dialog.css.
    <div className="date-picker">
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
        month={fromCalendarDate(shown.month)}
        onMonthChange={shown.turn}
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
        // The months' and weekdays' names in the page's language (its date-fns locale); the
        // default language keeps the picker's own (the same words).
        locale={otherThanDefaultLanguage() ? pageDateLocale() : undefined}
        labels={{
          labelDayButton: (date) => dayLabel(day(date), selection, context),
          labelNext: () => picker.next,
          labelPrevious: () => picker.previous,
          labelNav: () => picker.nav,
        }}
        components={{ Day: GridDay, DayButton: StateDayButton }}
      />
    </div>
  )
}
