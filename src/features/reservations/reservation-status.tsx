import { Badge } from '@chakra-ui/react'
import type { DeliveryStatus } from './reservation-store'

const LABELS: Record<DeliveryStatus, { label: string; palette: string }> = {
  pending: { label: 'Waiting to send', palette: 'yellow' },
  sent: { label: 'Sent', palette: 'green' },
  unavailable: { label: 'Dates unavailable', palette: 'orange' },
  failed: { label: 'Not accepted', palette: 'red' },
}

export function ReservationStatusBadge({ status }: { status: DeliveryStatus }) {
  const { label, palette } = LABELS[status]
  return (
    <Badge colorPalette={palette} variant="solid" size="md" data-status={status}>
      {label}
    </Badge>
  )
}
