import { Box, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link as RouterLink, useLocation } from '@tanstack/react-router'
import { hotel } from '../../content/hotel'
import { InstagramIcon, MenuIcon } from '../icons'
import { navItems } from './nav-items'
import { ThemeToggle } from './theme-toggle'

export const HEADER_HEIGHT = '64px'

const navLinkStyle = {
  px: '3',
  py: '2',
  rounded: 'md',
  color: 'fg',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { bg: 'bg.subtle', textDecoration: 'none' },
  '&[aria-current=page]': {
    color: 'brand.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '6px',
  },
} as const

function SocialLink() {
  return (
    <IconButton asChild variant="ghost" size="sm">
      <a
        href={hotel.social.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${hotel.name} on ${hotel.social.label} (opens in a new tab)`}
      >
        <InstagramIcon />
      </a>
    </IconButton>
  )
}

/**
 * The phone menu: a disclosure button and a list of links below the header. Escape, a click
 * elsewhere or following a link closes it; Escape gives focus back to the button.
 */
function MobileMenu() {
  const pathname = useLocation({ select: (location) => location.pathname })
  // Open on the page where it was opened: going to another page closes it.
  const [openOn, setOpenOn] = useState<string>()
  const open = openOn === pathname
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : undefined)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(undefined)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(undefined)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <Box ref={root} hideFrom="md">
      <IconButton
        ref={button}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls="phone-menu"
        variant="outline"
        size="sm"
        onClick={() => setOpen(!open)}
      >
        <MenuIcon />
      </IconButton>
      <Box
        as="nav"
        id="phone-menu"
        aria-label="Menu"
        hidden={!open}
        position="absolute"
        top={HEADER_HEIGHT}
        insetEnd="3"
        minW="12rem"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="lg"
        py="1"
      >
        <Box as="ul" listStyleType="none">
          {navItems.map((item) => (
            <li key={item.label}>
              <Link
                asChild
                {...navLinkStyle}
                display="flex"
                alignItems="center"
                minH="11"
                rounded="0"
              >
                <RouterLink to={item.to} onClick={() => setOpen(false)}>
                  {item.label}
                </RouterLink>
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  )
}

/** `actions`: extra controls from the app, such as the install button. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h={HEADER_HEIGHT}
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Flex maxW="6xl" mx="auto" h="full" px={{ base: '3', md: '6' }} align="center" gap="2">
        <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} me="auto">
          <RouterLink to="/" activeOptions={{ exact: true }} aria-label={`${hotel.name}, home`}>
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <Text as="span" fontFamily="heading" fontSize="xl" fontWeight="semibold" color="fg">
              {hotel.name}
            </Text>
          </RouterLink>
        </Link>
        <Box as="nav" aria-label="Main" hideBelow="md">
          <HStack as="ul" gap="1" listStyleType="none">
            {navItems.map((item) => (
              <li key={item.label}>
                <Link asChild {...navLinkStyle}>
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Link>
              </li>
            ))}
          </HStack>
        </Box>
        {actions}
        <SocialLink />
        <ThemeToggle />
        <MobileMenu />
      </Flex>
    </Box>
  )
}
