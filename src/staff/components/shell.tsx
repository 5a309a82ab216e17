// Every console screen's frame: the hotel's mark, how many requests wait (when signed in), the
// theme switch and the person's menu; then the screen itself as <main>.
import { StaffLink } from './staff-link'
import type { ReactNode } from 'react'
import logo from '../../content/brand/logo.svg'
import { hotel } from '../../content/hotel'
import { ThemeToggle } from './theme-toggle'

interface ShellProps {
  /** How many requests need an answer, once known. */
  waiting?: number
  /** The signed-in person's menu. */
  account?: ReactNode
  children: ReactNode
}

export function Shell({ waiting, account, children }: ShellProps) {
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
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </>
  )
}
