// The inbox's first screen as HTML, for the server (issue 41), the desk's day's and the
// calendar's (issue 54), the owner's month's (issue 55):
// built apart (scripts/build.ts, an SSR build of vite.staff.config.ts into dist/staff/.ssr) and
// called by server/src/http/staff-first-screen.ts with the reads of a signed-in clerk. It renders
// the console's own screen (app/router.tsx InboxScreen or TodayScreen: the frame, the person's
// menu, the first rows of each list) with those reads in the cache, so the page the server sends
// looks as the console's first render will, and main.tsx replaces it with that render when the
// code has come. The day's, the calendar's and the month's pages are imported here, not loaded as the console
// loads them (chunks of their own): a render to a string does not wait for a chunk.
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import {
  CALENDAR_DAYS,
  CALENDAR_PATH,
  DESK_DAY_PATH,
  NUMBERS_PATH,
  STAFF_PATH,
} from '../../contract/staff-paths'
import { type FirstScreenReads, seedFirstScreen } from './app/first-screen-reads'
import { createStaffQueryClient } from './app/query-client'
import { createStaffRouter, InboxScreen } from './app/router'
import { SignedIn } from './app/signed-in'
import { CalendarPage } from './features/calendar/calendar-page'
import { drawAsWide } from './features/calendar/use-wide-screen'
import { NumbersPage } from './features/numbers/numbers-page'
import { drawInLanguage } from './features/numbers/words'
import { TodayPage } from './features/today/today-page'

/** The screens the server draws (server/src/http/staff-first-screen.ts DRAWN_SCREENS). */
const SCREENS = {
  inbox: { path: STAFF_PATH, Screen: InboxScreen },
  today: {
    path: DESK_DAY_PATH,
    Screen: () => (
      <SignedIn>
        <TodayPage />
      </SignedIn>
    ),
  },
  calendar: {
    path: CALENDAR_PATH,
    Screen: () => (
      <SignedIn>
        <CalendarPage />
      </SignedIn>
    ),
  },
  numbers: {
    path: NUMBERS_PATH,
    Screen: () => (
      <SignedIn>
        <NumbersPage />
      </SignedIn>
    ),
  },
}

export function renderFirstScreen(
  reads: FirstScreenReads,
  screen: keyof typeof SCREENS = 'inbox',
): string {
  const { path, Screen } = SCREENS[screen]
  const queryClient = createStaffQueryClient()
  seedFirstScreen(queryClient, reads, Date.now())
  // The calendar as wide as its reads: 14 days on a computer, 7 on a phone.
  drawAsWide(reads.calendar?.days !== CALENDAR_DAYS.narrow)
  // The figures in the language the owner chose (the console's cookie, read by the server).
  drawInLanguage(reads.language ?? 'en')
  const router = createStaffRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  try {
    return renderToString(
      <QueryClientProvider client={queryClient}>
        <RouterContextProvider router={router}>
          <Screen />
        </RouterContextProvider>
      </QueryClientProvider>,
    )
  } finally {
    queryClient.clear()
  }
}
