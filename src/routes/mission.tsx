import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { hotel } from '../content/hotel'

export const Route = createFileRoute('/mission')({
  component: MissionPage,
})

function MissionPage() {
  return (
    <Page title="Mission & Values">
      <Heading as="h2" fontSize="2xl" mb="3">
        Our Mission
      </Heading>
      <Text fontSize="lg" lineHeight="tall" maxW="prose" mb="10">
        {hotel.mission}
      </Text>
      <Heading as="h2" fontSize="2xl" mb="4">
        Our Values
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {hotel.values.map((value) => (
          <Card.Root as="li" key={value.name} variant="outline" bg="bg.panel">
            <Card.Body gap="2">
              <Heading as="h3" fontSize="lg" color="brand.fg">
                {value.name}
              </Heading>
              <Text color="fg.muted">{value.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Page>
  )
}
