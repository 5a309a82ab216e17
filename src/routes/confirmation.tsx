import { createFileRoute } from '@tanstack/react-router'
import { Page } from '../components/layout/page'
import { ConfirmationView } from '../features/reservations/confirmation-view'

export const Route = createFileRoute('/confirmation')({
  component: () => (
    <Page title="Your Reservation">
      <ConfirmationView />
    </Page>
  ),
})
