import { Box, Flex, Link, Text } from '@chakra-ui/react'
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router'
import { hotel } from '../../content/hotel'

const footerLinks: { label: string; to: LinkProps['to'] }[] = [
  { label: 'Book your stay', to: '/' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Explore our services', to: '/services' },
]

export function SiteFooter() {
  return (
    <Box
      as="footer"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg.subtle/95"
      backdropFilter="blur(8px)"
      borderTopWidth="1px"
      fontSize={{ base: 'xs', sm: 'sm' }}
      // The page reserves this height (see useFixedBarHeight), so nothing hides under it.
      data-fixed-footer=""
    >
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py="1"
        align="center"
        justify="space-between"
        wrap="wrap"
        columnGap="4"
      >
        <Flex as="nav" aria-label="Footer" wrap="wrap" columnGap="1">
          {footerLinks.map((l) => (
            <Link
              key={l.label}
              asChild
              color="fg"
              px={{ base: '1.5', sm: '2' }}
              minH={{ base: '8', sm: '10' }}
              display="inline-flex"
              alignItems="center"
            >
              <RouterLink to={l.to} activeOptions={{ exact: true }}>
                {l.label}
              </RouterLink>
            </Link>
          ))}
        </Flex>
        <Text color="fg.muted" px={{ base: '1.5', sm: '2' }} pb="1">
          © {new Date().getFullYear()} {hotel.name}. All rights reserved.
        </Text>
      </Flex>
    </Box>
  )
}
