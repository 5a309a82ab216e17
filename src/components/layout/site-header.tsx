import { Box, Flex, HStack, IconButton, Link, Menu, Portal, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from '@tanstack/react-router'
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

function MobileMenu() {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Open menu" variant="outline" size="sm" hideFrom="md">
          <MenuIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {navItems.map((item) => (
              <Menu.Item key={item.label} value={item.label} asChild minH="11">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
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
