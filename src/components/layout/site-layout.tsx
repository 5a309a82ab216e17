import { useEffect, type ReactNode } from 'react'
import { OfflineBanner } from './offline-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { useFocusClearOfBars } from './use-focus-clear-of-bars'

/** Keeps --footer-h equal to the fixed footer's height, which wraps on narrow screens. */
function useFooterHeightVariable() {
  useEffect(() => {
    const footer = document.querySelector<HTMLElement>('[data-fixed-footer]')
    if (!footer) return
    const observer = new ResizeObserver(() => {
      document.documentElement.style.setProperty('--footer-h', `${footer.offsetHeight}px`)
    })
    observer.observe(footer)
    return () => observer.disconnect()
  }, [])
}

export function SiteLayout({
  children,
  headerActions,
}: {
  children: ReactNode
  headerActions?: ReactNode
}) {
  useFooterHeightVariable()
  useFocusClearOfBars()
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader actions={headerActions} />
      <main id="main" tabIndex={-1} className="site-main">
        <OfflineBanner />
        {children}
      </main>
      <SiteFooter />
    </>
  )
}
