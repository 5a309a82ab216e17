import { Button, Heading, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { Page } from './layout/page'

/** Unknown paths and routing errors. */
export function ErrorPage() {
  return (
    <Page title="Error Page">
      <Heading as="h2" fontSize="2xl" mb="3">
        Oops! Something Went Wrong
      </Heading>
      <Text color="fg.muted" mb="6" maxW="prose">
        We&apos;re sorry, but an error occurred. It might be a temporary issue, or the page
        you&apos;re looking for doesn&apos;t exist.
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Back to Home</RouterLink>
      </Button>
    </Page>
  )
}
