import { Link as RouterLink, type LinkProps } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { hotel } from '../../content/hotel'

const footerLinks: { label: string; to: LinkProps['to'] }[] = [
  { label: 'Book your stay', to: '/' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Explore our services', to: '/services' },
]

/** The year the page was built in (prerendered pages), then the guest's own once the app runs. */
const noSubscription = () => () => {}
const useYear = () =>
  useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )

export function SiteFooter() {
  const year = useYear()
  return (
    // The page reserves this height (see useBottomBarHeights), so nothing hides under it.
    <footer className="site-footer" data-fixed-footer="">
      <div className="site-footer-inner">
        <nav aria-label="Footer" className="footer-nav">
          {footerLinks.map((l) => (
            <RouterLink key={l.label} to={l.to} activeOptions={{ exact: true }}>
              {l.label}
            </RouterLink>
          ))}
        </nav>
        <p className="copyright">
          © {year} {hotel.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
