import { Stack, Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { hotel } from '../content/hotel'

export const Route = createFileRoute('/about-us')({
  component: () => (
    <Page title="About">
      <Stack gap="4" maxW="prose" fontSize="lg" lineHeight="tall">
        {hotel.story.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </Stack>
    </Page>
  ),
})
