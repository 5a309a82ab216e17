import { Box, Button, Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { createFileRoute, Link as RouterLink } from '@tanstack/react-router'
import { useDocumentTitle } from '../components/layout/page'
import { hotel } from '../content/hotel'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  useDocumentTitle()
  return (
    <>
      <Box
        as="section"
        aria-labelledby="hero-title"
        bgGradient="to-b"
        gradientFrom="brand.subtle"
        gradientTo="bg"
        borderBottomWidth="1px"
      >
        <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '14', md: '24' }}>
          <Text color="brand.fg" fontWeight="semibold" letterSpacing="wider" mb="3">
            {hotel.name.toUpperCase()}
          </Text>
          <Heading
            as="h1"
            id="hero-title"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.1"
            fontWeight="semibold"
            maxW="18ch"
          >
            {hotel.tagline}
          </Heading>
          <Link asChild mt="6" fontSize="lg" color="brand.fg" fontWeight="medium">
            <RouterLink to="/mission">Our Mission and Vision</RouterLink>
          </Link>
        </Container>
      </Box>
      <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
        <Card.Root variant="outline" bg="bg.panel" maxW="xl">
          <Card.Body>
            <Stack gap="3">
              <Heading as="h2" fontSize="2xl">
                Explore our services
              </Heading>
              <Text color="fg.muted">
                Rooms, apartments and an activity centre, with a bar, a restaurant, an event centre,
                a lounge and suites, and a sports centre.
              </Text>
            </Stack>
          </Card.Body>
          <Card.Footer>
            <Button asChild colorPalette="brand">
              <RouterLink to="/services">Explore</RouterLink>
            </Button>
          </Card.Footer>
        </Card.Root>
      </Container>
    </>
  )
}
