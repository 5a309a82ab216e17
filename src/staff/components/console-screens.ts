// The console's screens, in the order its navigation shows them, and the screen a path is on. A
// new screen is one line here (beside its route in app/router.tsx): `bar` puts it on a phone's
// bottom bar, which holds the few a clerk uses all day; the others are under its "More"
// (components/screens-nav.tsx). On a wide screen all of them are in one row, in this order.
import type { StaffRole } from '../../../contract/staff'

export interface ConsoleScreen {
  href: string
  label: string
  /** Hidden from the front desk (the server refuses it to them). */
  owner?: boolean
  /** On a phone's bottom bar, not under "More": four or five fit at 320 px. */
  bar?: boolean
}

export const SCREENS: readonly ConsoleScreen[] = [
  { href: '/staff', label: 'Inbox', bar: true },
  { href: '/staff/calendar', label: 'Calendar', bar: true },
  { href: '/staff/messages', label: 'Messages', bar: true },
  { href: '/staff/catalogue', label: 'Catalogue' },
  { href: '/staff/people', label: 'People', owner: true },
  { href: '/staff/booking-sites', label: 'Booking sites', owner: true },
  { href: '/staff/notifications', label: 'Notifications' },
]

/** The screens a role may use, in order. */
export const screensFor = (role: StaffRole) => SCREENS.filter((s) => !s.owner || role === 'owner')

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
