import { Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { MailIcon, MapPinIcon, PhoneIcon } from '../components/icons'
import { Page } from '../components/layout/page'
import { hotel } from '../content/hotel'
import { ContactForm } from '../features/contact/contact-form'
import { OfficeMap } from '../features/contact/office-map'

export const Route = createFileRoute('/contact-us')({
  component: ContactPage,
})

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel">
      <Card.Body gap="2">
        <Heading as="h2" fontSize="lg" display="flex" alignItems="center" gap="2">
          <Text as="span" color="brand.fg">
            {icon}
          </Text>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  )
}

function ContactPage() {
  return (
    <Page title="Contact Us">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4" mb="10">
        <InfoCard icon={<PhoneIcon />} title="Phone">
          <Link href={`tel:${hotel.phone.tel}`} color="brand.fg">
            {hotel.phone.display}
          </Link>
        </InfoCard>
        <InfoCard icon={<MapPinIcon />} title="Office address">
          <Text as="address" fontStyle="normal">
            {hotel.address.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </Text>
        </InfoCard>
        <InfoCard icon={<MailIcon />} title="Email">
          <Link href={`mailto:${hotel.email}`} color="brand.fg" wordBreak="break-all">
            {hotel.email}
          </Link>
        </InfoCard>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <Stack gap="4">
          <Heading as="h2" fontSize="2xl">
            Send us a message
          </Heading>
          <ContactForm />
        </Stack>
        <Stack gap="4">
          <Heading as="h2" fontSize="2xl">
            Find us
          </Heading>
          <OfficeMap />
        </Stack>
      </SimpleGrid>
    </Page>
  )
}
