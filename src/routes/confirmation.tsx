import { createFileRoute } from '@tanstack/react-router'
import { ChakraScope } from '../components/chakra/chakra-scope'
import { Page } from '../components/layout/page'
import { pageHead } from '../content/page-heads'
import { texts } from '../lib/i18n'
import { ConfirmationView } from '../features/reservations/confirmation-view'

export const Route = createFileRoute('/confirmation')({
  component: () => (
    <Page head={pageHead('/confirmation', texts().heads.confirmation)}>
      <ChakraScope>
        <ConfirmationView />
      </ChakraScope>
    </Page>
  ),
})
