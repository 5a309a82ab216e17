// The console's screens, in the order its navigation shows them, and the screen a path is on. A
// new screen is one line here (beside its route in app/router.tsx): `bar` puts it on a phone's
// bottom bar, which holds the few a clerk uses all day; the others are under its "More"
// (components/screens-nav.tsx). On a wide screen all of them are in one row, in this order.
import type { StaffRole } from '../../../contract/staff'
import { HOUSEKEEPING_PATH } from '../../../contract/staff-paths'

/** Housekeeping's screen: where `/staff` takes a housekeeping person, who has no inbox. */
export { HOUSEKEEPING_PATH }

export interface ConsoleScreen {
  href: string
  label: string
  /** Hidden from the front desk (the server refuses it to them). */
  owner?: boolean
  /** On a phone's bottom bar, not under "More": four or five fit at 320 px. */
  bar?: boolean
  /** Housekeeping's too: the only screens a housekeeping person is offered (issue 54). */
  housekeeping?: boolean
}

export const SCREENS: readonly ConsoleScreen[] = [
  // The desk's first screen from the morning on (issue 54): first on the bar.
  { href: '/staff/today', label: 'Today', bar: true },
  { href: '/staff', label: 'Inbox', bar: true },
  { href: '/staff/calendar', label: 'Calendar', bar: true },
  { href: '/staff/messages', label: 'Messages', bar: true },
  { href: '/staff/catalogue', label: 'Catalogue' },
  { href: '/staff/people', label: 'People', owner: true },
  { href: '/staff/booking-sites', label: 'Booking sites', owner: true },
  // The owner's month in figures (issue 55).
  { href: '/staff/numbers', label: 'Numbers', owner: true },
  { href: '/staff/notifications', label: 'Notifications' },
  { href: HOUSEKEEPING_PATH, label: 'Housekeeping', housekeeping: true },
]

/** The screens a role may use, in order. */
export const screensFor = (role: StaffRole) =>
  role === 'housekeeping'
    ? SCREENS.filter((s) => s.housekeeping)
    : // The desk and owners reach housekeeping's list from the day (features/today/): the row
      // under the bar holds their eight screens in one line.
      SCREENS.filter((s) => !s.housekeeping && (!s.owner || role === 'owner'))

/**
 * Whether a person of `role` may open the page at `pathname`. Housekeeping only their screens:
 * the server refuses them the rest (403), so the console does not open it to ask. The owner's
 * screens say themselves that they are an owner's (components/owners-only.tsx).
 */
export const mayOpen = (role: StaffRole, pathname: string) => {
  if (role !== 'housekeeping') return true
  const screen = screenOf(pathname)
  return screensFor(role).some((s) => s.href === screen)
}

/**
 * The screen a path belongs to: its own (with or without a trailing slash) or, below it, the
 * longest that holds it (a request's page is the inbox's).
 */
export function screenOf(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path.startsWith('/staff/requests/')) return '/staff'
  return SCREENS.map((s) => s.href)
    .filter((href) => href !== '/staff' || path === href)
    .find((href) => path === href || path.startsWith(`${href}/`))
}
