// Every console screen's frame: the hotel's mark, how many requests wait (when signed in), the
// theme switch and the person's menu; then the screen itself as <main>.
import { StaffLink } from './staff-link'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { StaffRole } from '../../../contract/staff'
import logo from '../../content/brand/logo.svg'
import { hotel } from '../../content/hotel'
import { screenOf } from './console-screens'
import { ScreensNav } from './screens-nav'
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
        {/* Every screen one tap or two away at every width: a row here on a wide screen, a bar
            along the bottom on a phone (screens-nav.tsx). */}
        {role && <ScreensNav role={role} current={current} />}
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
