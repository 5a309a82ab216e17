import { createFileRoute } from '@tanstack/react-router'
import { ChakraScope } from '../components/chakra/chakra-scope'
import { Page } from '../components/layout/page'
import { pageHeads } from '../content/page-heads'
import { ConfirmationView } from '../features/reservations/confirmation-view'

export const Route = createFileRoute('/confirmation')({
  component: () => (
    <Page head={pageHeads['/confirmation']}>
      <ChakraScope>
        <ConfirmationView />
      </ChakraScope>
    </Page>
  ),
})
