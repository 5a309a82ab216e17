import { createFileRoute } from '@tanstack/react-router'
import { ChakraScope } from '../components/chakra/chakra-scope'
import { Page } from '../components/layout/page'
import { ConfirmationView } from '../features/reservations/confirmation-view'

export const Route = createFileRoute('/confirmation')({
  component: () => (
    <Page title="Your Reservation">
      <ChakraScope>
        <ConfirmationView />
      </ChakraScope>
    </Page>
  ),
})
