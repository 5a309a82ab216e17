import { useEffect, type ReactNode } from 'react'
import { NoticeArea } from './notice'
import { OfflineBanner } from './offline-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useFocusClearOfBars } from './use-focus-clear-of-bars'

/**
 * Keeps --footer-h equal to the fixed footer's height and --notices-h to that of the notices
 * stacked above it: the page's end scrolls clear of both (its padding and scroll-padding are
 * their sum), however the footer wraps and however many notices show.
 */
function useBottomBarHeights() {
  useEffect(() => {
    const dock = document.querySelector<HTMLElement>('[data-fixed-bottom]')
    const footer = document.querySelector<HTMLElement>('[data-fixed-footer]')
    if (!dock || !footer) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => {
      root.setProperty('--footer-h', `${footer.offsetHeight}px`)
      root.setProperty('--notices-h', `${dock.offsetHeight - footer.offsetHeight}px`)
    })
    observer.observe(dock)
    observer.observe(footer)
    return () => observer.disconnect()
  }, [])
}

/** `notices`: quiet messages from the app, stacked above the footer. */
export function SiteLayout({
  children,
  headerActions,
  notices,
}: {
  children: ReactNode
  headerActions?: ReactNode
  notices?: ReactNode
}) {
  useBottomBarHeights()
  useFocusClearOfBars()
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader actions={headerActions} />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      {/* The notices and the footer, fixed together at the bottom: a notice never covers the
          footer, and the page reserves the height of both. The offline banner too: at the top of
          the page it pushed everything down as it came (the probe answers after the page has
          shown), and a tap aimed at a card's See More landed on what moved under the finger. */}
      <div className="site-bottom" data-fixed-bottom="">
        <OfflineBanner />
        <NoticeArea>{notices}</NoticeArea>
        <SiteFooter />
      </div>
    </>
  )
}
