import type { LinkProps } from '@tanstack/react-router'

export const navItems: { label: string; to: LinkProps['to'] }[] = [
  { label: 'Services', to: '/services' },
  { label: 'About us', to: '/about-us' },
  { label: 'Mission', to: '/mission' },
  { label: 'Rates', to: '/our-rates' },
  { label: 'Contact Us', to: '/contact-us' },
]
