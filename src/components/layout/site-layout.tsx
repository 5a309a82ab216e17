import { useEffect, type ReactNode } from 'react'
import { texts } from '../../lib/i18n'
import { NoticeArea } from './notice'
import { OfflineBanner } from './offline-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useFocusClearOfBars } from './use-focus-clear-of-bars'

/**
 * Keeps --footer-h equal to the fixed footer's height: the page's end scrolls clear of it (its
 * padding and scroll-padding), however the footer wraps.
 */
function useFooterHeight() {
  useEffect(() => {
    const footer = document.querySelector<HTMLElement>('[data-fixed-footer]')
    if (!footer) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => {
      root.setProperty('--footer-h', `${footer.offsetHeight}px`)
    })
    observer.observe(footer)
    return () => observer.disconnect()
  }, [])
}

/** `notices`: quiet messages from the app, at the top of the page, in its flow. */
export function SiteLayout({
  children,
  headerActions,
  notices,
}: {
  children: ReactNode
  headerActions?: ReactNode
  notices?: ReactNode
}) {
  useFooterHeight()
  useFocusClearOfBars()
  return (
    <>
      <a href="#main" className="skip-link">
        {texts().chrome.skipToContent}
      </a>
      <SiteHeader actions={headerActions} />
      <main id="main" tabIndex={-1} className="site-main">
        <OfflineBanner />
        <NoticeArea>{notices}</NoticeArea>
        {children}
      </main>
      <div className="site-bottom" data-fixed-bottom="">
        <SiteFooter />
      </div>
    </>
  )
}
