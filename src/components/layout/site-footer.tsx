import { Link as RouterLink, type LinkProps } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { hotel } from '../../content/hotel'
import type { Messages } from '../../content/messages/types'
import { texts } from '../../lib/i18n'

type FooterText = keyof Omit<Messages['chrome']['footer'], 'nav' | 'copyright'>
const footerLinks: { key: FooterText; to: LinkProps['to'] }[] = [
  { key: 'bookYourStay', to: '/' },
  { key: 'contactUs', to: '/contact-us' },
  { key: 'exploreServices', to: '/services' },
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
  const t = texts().chrome.footer
  return (
    // The page reserves this height (see useBottomBarHeights), so nothing hides under it.
    <footer className="site-footer" data-fixed-footer="">
      <div className="site-footer-inner">
        <nav aria-label={t.nav} className="footer-nav">
          {footerLinks.map((l) => (
            <RouterLink key={l.key} to={l.to} activeOptions={{ exact: true }}>
              {t[l.key]}
            </RouterLink>
          ))}
        </nav>
        <p className="copyright">{t.copyright(year, hotel.name)}</p>
      </div>
    </footer>
  )
}
