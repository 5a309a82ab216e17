import { useEffect, useRef, type ReactNode } from 'react'
import { Link as RouterLink } from '@tanstack/react-router'
import logoDataUrl from '../../content/brand/logo.svg?inline'
import { hotel } from '../../content/hotel'
import { InstagramIcon, MenuIcon } from '../icons'
import { navItems } from './nav-items'
import { ThemeToggle } from './theme-toggle'

function SocialLink() {
  return (
    <a
      className="btn btn-ghost btn-sm btn-icon"
      href={hotel.social.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${hotel.name} on ${hotel.social.label} (opens in a new tab)`}
    >
      <InstagramIcon />
    </a>
  )
}

/**
 * The phone menu: a disclosure (<details>), so it opens and its links work before the app runs.
 * Once it runs: Escape, a tap elsewhere, following a link or going back or forward closes it;
 * Escape gives focus back to the menu's button.
 */
function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null)
  // Listening all the time, not from the `toggle` event on: that event comes a task after the
  // menu opened, and an Escape pressed in between would be missed (a busy phone, a quick hand).
  useEffect(() => {
    const menu = details.current
    if (!menu) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return
      menu.open = false
      menu.querySelector('summary')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false
    }
    const onHistory = () => {
      menu.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    window.addEventListener('popstate', onHistory)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      window.removeEventListener('popstate', onHistory)
    }
  }, [])
  const close = () => {
    if (details.current) details.current.open = false
  }

  return (
    <details ref={details} className="phone-menu-holder">
      <summary className="btn btn-plain btn-sm btn-icon" aria-label="Open menu">
        <MenuIcon />
      </summary>
      <nav aria-label="Menu" className="phone-menu">
        <ul>
          {navItems.map((item) => (
            <li key={item.label}>
              <RouterLink className="nav-link" to={item.to} onClick={close}>
                {item.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  )
}

/**
 * The hotel's logo (src/content/brand/logo.svg), in the page as a data URL: a first visit fetches
 * nothing but the page before it paints.
 */
function BrandMark() {
  return <img src={logoDataUrl} width={32} height={32} alt="" />
}

/** `actions`: extra controls from the app, such as the install button. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <RouterLink
          className="brand-link"
          to="/"
          activeOptions={{ exact: true }}
          aria-label={`${hotel.name}, home`}
        >
          <BrandMark />
          <span>{hotel.name}</span>
        </RouterLink>
        <nav aria-label="Main" className="main-nav">
          <ul className="nav-list">
            {navItems.map((item) => (
              <li key={item.label}>
                <RouterLink className="nav-link" to={item.to}>
                  {item.label}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        {actions}
        <SocialLink />
        <ThemeToggle />
        <MobileMenu />
      </div>
    </header>
  )
}
