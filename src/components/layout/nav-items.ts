import type { LinkProps } from '@tanstack/react-router'
import type { Messages } from '../../content/messages/types'

/** The header's links: each one's words are the page's language's (`texts().chrome.nav[key]`). */
export const navItems: { key: keyof Messages['chrome']['nav']; to: LinkProps['to'] }[] = [
  { key: 'services', to: '/services' },
  { key: 'aboutUs', to: '/about-us' },
  { key: 'mission', to: '/mission' },
  { key: 'rates', to: '/our-rates' },
  { key: 'contactUs', to: '/contact-us' },
]
