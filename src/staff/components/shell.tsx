// Every console screen's frame: the hotel's mark, how many requests wait (when signed in), the
// theme switch and the person's menu; then the screen itself as <main>.
import { StaffLink } from './staff-link'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { StaffRole } from '../../../contract/staff'
import logo from '../../content/brand/logo.svg'
import { hotel } from '../../content/hotel'
import { ThemeToggle } from './theme-toggle'

interface ShellProps {
  /** How many requests need an answer, once known. */
  waiting?: number
  /** The signed-in person's menu. */
  account?: ReactNode
  /** The signed-in person's role: the screens' navigation, without what the role may not use. */
  role?: StaffRole
  children: ReactNode
}

/** The console's screens; `owner` ones are hidden from the front desk (the server refuses them). */
const SCREENS: { href: string; label: string; owner?: boolean }[] = [
  { href: '/staff', label: 'Inbox' },
  { href: '/staff/calendar', label: 'Calendar' },
  { href: '/staff/messages', label: 'Messages' },
  { href: '/staff/catalogue', label: 'Catalogue' },
  { href: '/staff/people', label: 'People', owner: true },
  { href: '/staff/booking-sites', label: 'Booking sites', owner: true },
  { href: '/staff/notifications', label: 'Notifications' },
]

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

export function Shell({ waiting, account, role, children }: ShellProps) {
  const current = useRouterState({ select: (state) => screenOf(state.location.pathname) })
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to the content
      </a>
      <header className="top-bar">
        <div className="top-bar-inner">
          <StaffLink href="/staff" className="brand">
            <img src={logo} alt="" width={32} height={32} />
            <span className="brand-name">{hotel.name}</span>
            <span className="brand-tag">Staff</span>
          </StaffLink>
          {waiting !== undefined && (
            <StaffLink href="/staff#needs-answer" className="waiting" data-count={waiting}>
              <span className="waiting-count">{waiting}</span>
              <span className="waiting-words"> need{waiting === 1 ? 's' : ''} an answer</span>
            </StaffLink>
          )}
          <div className="top-bar-tools">
            <ThemeToggle />
            {account}
          </div>
        </div>
        {/* Every screen in sight on a phone too (rows of three, console.css): none is behind a
            sideways scroll, and the one shown is always marked. */}
        {role && (
          <nav aria-label="Console" className="screens">
            <ul>
              {SCREENS.filter((s) => !s.owner || role === 'owner').map((s) => (
                <li key={s.href}>
                  <StaffLink href={s.href} aria-current={current === s.href ? 'page' : undefined}>
                    {s.label}
                  </StaffLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
