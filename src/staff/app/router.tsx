// The console's places: /staff (the inbox, or the sign-in when nobody is), the invite link
// /staff/invite#<token>, one request /staff/requests/<reference>, and the screens of issue 29
// (calendar, catalogue, people, messages, notifications), issue 39's booking sites and a
// facility's rates /staff/catalogue/<id>/rates (issue 40), and issue 54's front desk's day
// /staff/today (tomorrow's with ?date=), housekeeping and the day's arrivals on paper
// /staff/today/print, and issue 55's owner's month /staff/numbers (?month=). Code routes: a handful do not need the
// file-route generator, and the console shares nothing of the site's route tree.
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
} from '@tanstack/react-router'
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { isCalendarDate } from '../../../contract/calendar-date'
import { STAFF_PATH } from '../../../contract/staff-paths'
import { Problem } from '../components/problem'
import { Shell } from '../components/shell'
import { InboxPage } from '../features/inbox/inbox-page'
import { type PaperSize, PRINT_DAY_PATH } from '../lib/desk-day'
import { focusOnNavigate } from './focus-on-navigate'
import { Opening } from './opening'
import { SignedIn } from './signed-in'

// Chunks of their own: the inbox's first screen loads only what it shows (an invite's passkey
// ceremony and one request's page come when opened).
const Enrol = lazy(() => import('../features/auth/enrol').then((m) => ({ default: m.Enrol })))
const RequestPage = lazy(() =>
  import('../features/request/request-page').then((m) => ({ default: m.RequestPage })),
)
const today = preloadable(() => import('../features/today/today-page').then((m) => m.TodayPage))
/**
 * The day view's code, asked for before the first render when the server drew the day into the
 * page (main.tsx): that render then draws the day at once, in place of the drawn one, rather than
 * "Opening the console…" for as long as the chunk takes.
 */
export const preloadTodayScreen = today.preload
const calendar = preloadable(() =>
  import('../features/calendar/calendar-page').then((m) => m.CalendarPage),
)
/** The calendar's code, run before the first render when the server drew the calendar. */
export const preloadCalendarScreen = calendar.preload
const CataloguePage = lazy(() =>
  import('../features/catalogue/catalogue-page').then((m) => ({ default: m.CataloguePage })),
)
const RatesPage = lazy(() =>
  import('../features/catalogue/rates-page').then((m) => ({ default: m.RatesPage })),
)
const PeoplePage = lazy(() =>
  import('../features/people/people-page').then((m) => ({ default: m.PeoplePage })),
)
const ChannelsPage = lazy(() =>
  import('../features/channels/channels-page').then((m) => ({ default: m.ChannelsPage })),
)
const MessagesPage = lazy(() =>
  import('../features/messages/messages-page').then((m) => ({ default: m.MessagesPage })),
)
const HousekeepingPage = lazy(() =>
  import('../features/housekeeping/housekeeping-page').then((m) => ({
    default: m.HousekeepingPage,
  })),
)
const PrintDayPage = lazy(() =>
  import('../features/paper/print-day-page').then((m) => ({ default: m.PrintDayPage })),
)
const numbers = preloadable(() =>
  import('../features/numbers/numbers-page').then((m) => m.NumbersPage),
)
/** The owner's month's code, run before the first render when the server drew that screen. */
export const preloadNumbersScreen = numbers.preload
const NotificationsPage = lazy(() =>
  import('../features/notifications/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
)

/**
 * A screen whose code comes when it is opened (React.lazy), or, once `preload` has brought it,
 * drawn at once: a lazy component suspends on its first render even when its module is already
 * loaded, which would show the opening screen for a moment in place of one the server drew.
 */
function preloadable(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined
  const preload = () =>
    load().then((Screen) => {
      loaded = Screen
    })
  const Lazy = lazy(() => load().then((Screen) => ({ default: Screen })))
  function Screen() {
    const Loaded = loaded
    return Loaded ? <Loaded /> : <Lazy />
  }
  return { Screen, preload }
}

/** A signed-in screen whose code comes when it is opened: the opening screen until it has. */
function LazyScreen({ children }: { children: ReactNode }) {
  return (
    <SignedIn>
      <Suspense fallback={<Opening />}>{children}</Suspense>
    </SignedIn>
  )
}

function signedInScreen(path: string, Screen: ComponentType) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: `${STAFF_PATH}/${path}`,
    component: () => (
      <LazyScreen>
        <Screen />
      </LazyScreen>
    ),
  })
}

const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: () => (
    <Shell>
      <h1>Not here</h1>
      <Problem>There is nothing at this address in the console.</Problem>
    </Shell>
  ),
})

/** The inbox in its frame: what the server draws first for a clerk signed in (first-screen.tsx). */
export function InboxScreen() {
  return (
    <SignedIn>
      <InboxPage />
    </SignedIn>
  )
}

const inboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: STAFF_PATH,
  component: InboxScreen,
})

const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${STAFF_PATH}/invite`,
  component: () => (
    <Shell>
      <Suspense fallback={<Opening />}>
        <Enrol />
      </Suspense>
    </Shell>
  ),
})

const requestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${STAFF_PATH}/requests/$ref`,
  component: function Request() {
    const { ref } = requestRoute.useParams()
    return (
      <LazyScreen>
        <RequestPage key={ref} requestRef={ref} />
      </LazyScreen>
    )
  },
})

// A facility's rates (issue 40): an owner's, under the catalogue (its tab stays marked).
const ratesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${STAFF_PATH}/catalogue/$id/rates`,
  component: function Rates() {
    const { id } = ratesRoute.useParams()
    return (
      <LazyScreen>
        <RatesPage key={id} facilityId={id} />
      </LazyScreen>
    )
  },
})

// The day's arrivals on paper (issue 54): `?date=` (the hotel's today without it), `?paper=a5`.
const printDayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PRINT_DAY_PATH,
  validateSearch: (search: Record<string, unknown>): { date?: string; paper: PaperSize } => ({
    date: typeof search.date === 'string' && isCalendarDate(search.date) ? search.date : undefined,
    paper: search.paper === 'a5' ? 'a5' : 'a4',
  }),
  component: function PrintDay() {
    const { date, paper } = printDayRoute.useSearch()
    return (
      <LazyScreen>
        <PrintDayPage date={date} paper={paper} />
      </LazyScreen>
    )
  },
})

const routeTree = rootRoute.addChildren([
  inboxRoute,
  inviteRoute,
  requestRoute,
  signedInScreen('today', today.Screen),
  signedInScreen('calendar', calendar.Screen),
  signedInScreen('catalogue', CataloguePage),
  ratesRoute,
  signedInScreen('people', PeoplePage),
  signedInScreen('booking-sites', ChannelsPage),
  signedInScreen('messages', MessagesPage),
  signedInScreen('notifications', NotificationsPage),
  signedInScreen('housekeeping', HousekeepingPage),
  signedInScreen('numbers', numbers.Screen),
  printDayRoute,
])

// Not registered with `declare module` (Register): that is the site's router's, and one program
// has one. Links go through components/staff-link.tsx instead, by path. `history` is the
// browser's unless given (the server's render of the first screen gives one in memory).
export function createStaffRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    trailingSlash: 'never',
    history,
  })
  focusOnNavigate(router)
  return router
}
