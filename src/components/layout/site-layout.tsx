import { Box, Link } from '@chakra-ui/react'
import { useEffect, type ReactNode } from 'react'
import { OfflineBanner } from './offline-banner'
import { SiteFooter } from './site-footer'
import { HEADER_HEIGHT, SiteHeader } from './site-header'

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
  return (
    <>
      <Link
        href="#main"
        position="fixed"
        top="2"
        left="2"
        zIndex="skipLink"
        bg="bg.panel"
        px="4"
        py="2"
        rounded="md"
        transform="translateY(-200%)"
        _focusVisible={{ transform: 'none' }}
      >
        Skip to content
      </Link>
      <SiteHeader actions={headerActions} />
      <Box
        as="main"
        id="main"
        tabIndex={-1}
        pt={HEADER_HEIGHT}
        pb="var(--footer-h, 96px)"
        minH="100dvh"
        outline="none"
      >
        <OfflineBanner />
        {children}
      </Box>
      <SiteFooter />
    </>
  )
}
