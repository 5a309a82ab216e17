import { Text } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'

export const Route = createFileRoute('/our-rates')({
  component: () => (
    <Page title="Rate">
      <Text fontSize="2xl" fontFamily="heading" color="brand.fg">
        Coming Soon
      </Text>
    </Page>
  ),
})
