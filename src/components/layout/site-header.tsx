import type { ReactNode } from 'react'
import { Link as RouterLink } from '@tanstack/react-router'
import logoSvg from '../../content/brand/logo.svg?raw'
import { hotel } from '../../content/hotel'
import { texts } from '../../lib/i18n'
import { PHONE_MENU_ATTRIBUTE } from '../../lib/start-names'
import { InstagramIcon, MenuIcon } from '../icons'
import { LanguageLinks } from './language-links'
import { navItems } from './nav-items'
import { ThemeToggle } from './theme-toggle'

function SocialLink() {
  const t = texts().chrome.header
  return (
    <a
      className="btn btn-ghost btn-sm btn-icon"
      href={hotel.social.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t.social(hotel.name, hotel.social.label)}
    >
      <InstagramIcon />
    </a>
  )
}

/** The site's pages and its other languages, as the header and the phone menu both list them. */
function NavLinks() {
  const nav = texts().chrome.nav
  return (
    <>
      {navItems.map((item) => (
        <li key={item.key}>
          <RouterLink className="nav-link" to={item.to}>
            {nav[item.key]}
          </RouterLink>
        </li>
      ))}
      <LanguageLinks className="nav-link" />
    </>
  )
}

/**
 * The phone menu: a disclosure (<details>), so it opens and its links work before the app runs.
 * Escape, a tap elsewhere, following a link or going back or forward closes it: the page's inline
 * script does it (src/start/phone-menu.ts), from the first paint on, with or without the app.
 */
function MobileMenu() {
  const header = texts().chrome.header
  return (
    <details className="phone-menu-holder" {...{ [PHONE_MENU_ATTRIBUTE]: '' }}>
      <summary className="btn btn-plain btn-sm btn-icon" aria-label={header.openMenu}>
        <MenuIcon />
      </summary>
      <nav aria-label={header.phoneMenu} className="phone-menu">
        <ul>
          <NavLinks />
        </ul>
      </nav>
    </details>
  )
}

/**
 * The hotel's logo (src/content/brand/logo.svg), in the page's own markup: a first visit fetches
 * nothing but the page before it paints, and the browser draws it as part of the page (as an
 * image, an SVG is a document of its own, set up on the main thread: 3-4 ms of a fast phone's
 * start, ten times that on a slow one).
 */
function BrandMark() {
  return (
    <span className="brand-mark" aria-hidden="true" dangerouslySetInnerHTML={{ __html: logoSvg }} />
  )
}

/** `actions`: extra controls from the app, such as the install button. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  // The header's and the navigation's words alone: the frame's others (the error page, the
  // failed dialog) stay out of the page's start (scripts/vite-texts.ts cuts by what is read).
  const header = texts().chrome.header
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <RouterLink
          className="brand-link"
          to="/"
          activeOptions={{ exact: true }}
          aria-label={header.home(hotel.name)}
        >
          <BrandMark />
          <span>{hotel.name}</span>
        </RouterLink>
        <nav aria-label={header.mainNav} className="main-nav">
          <ul className="nav-list">
            <NavLinks />
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
