// The reads the inbox's first screen is drawn from (who is signed in, the inbox), and the desk's
// day's and the calendar's (those and the day, or the calendar: issue 54), and the owner's month
// (those and the month's figures: issue 55), as the server puts
// them in the console's page when it draws that screen for a signed-in clerk
// (server/src/http/staff-first-screen.ts, issue 41). The console's code starts from them: in the
// cache before its first render, which then draws the screen already on the page, not "Opening
// the console…", and asks the server for none of them again (they are as fresh as the page).
import type { QueryClient } from '@tanstack/react-query'
import type { DeskDay } from '../../../contract/frontdesk'
import type { StaffInbox, StaffMe } from '../../../contract/staff'
import type { MonthNumbers } from '../../../contract/month-figures'
import type { StaffCalendar } from '../../../contract/staff-calendar'
import { FIRST_SCREEN_ID, type NumbersLanguage } from '../../../contract/staff-paths'
import { calendarQueryOptions } from '../features/calendar/api'
import { numbersQueryOptions } from '../features/numbers/api'
import { deskDayQueryOptions } from '../lib/desk-day'
import { staffKeys } from '../lib/staff-keys'

export interface FirstScreenReads {
  me: StaffMe
  inbox: StaffInbox
  /** The desk's day of the hotel's today, when the day view was drawn. */
  today?: DeskDay
  /** The calendar from the hotel's today, when the calendar was drawn (its days: its width's). */
  calendar?: StaffCalendar
  /** The owner's month (the hotel's month now), when its figures were drawn (issue 55). */
  numbers?: MonthNumbers
  /** The language the month was drawn in: the console reads it from the same cookie. */
  language?: NumbersLanguage
}

/** The page's data block of the first screen, if the server drew one (else undefined). */
export function pageFirstScreen(): FirstScreenReads | undefined {
  const block = document.getElementById(FIRST_SCREEN_ID)?.textContent
  if (!block) return undefined
  try {
    const reads = JSON.parse(block) as Partial<FirstScreenReads> | null
    // The server's own answers; a block without both is not one it wrote: the console reads.
    return reads?.me && reads.inbox ? (reads as FirstScreenReads) : undefined
  } catch {
    return undefined
  }
}

/** The reads into the cache, as answers of `at` (ms since the epoch). */
export function seedFirstScreen(queryClient: QueryClient, reads: FirstScreenReads, at: number) {
  queryClient.setQueryData(staffKeys.me(), reads.me, { updatedAt: at })
  queryClient.setQueryData(staffKeys.inbox(), reads.inbox, { updatedAt: at })
  if (reads.today)
    queryClient.setQueryData(deskDayQueryOptions().queryKey, reads.today, { updatedAt: at })
  if (reads.calendar) {
    const { queryKey } = calendarQueryOptions(undefined, reads.calendar.days)
    queryClient.setQueryData(queryKey, reads.calendar, { updatedAt: at })
  }
  if (reads.numbers)
    queryClient.setQueryData(numbersQueryOptions(undefined).queryKey, reads.numbers, {
      updatedAt: at,
    })
}
