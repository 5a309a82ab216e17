import { Badge } from '@chakra-ui/react'
import type { DeliveryStatus } from './reservation-store'

const LABELS: Record<DeliveryStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'yellow' },
  sent: { label: 'Sent', palette: 'green' },
  unavailable: { label: 'Unavailable', palette: 'orange' },
  failed: { label: 'Failed', palette: 'red' },
}

export function ReservationStatusBadge({ status }: { status: DeliveryStatus }) {
  const { label, palette } = LABELS[status]
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" data-status={status}>
      {label}
    </Badge>
  )
}
