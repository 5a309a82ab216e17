import { Badge } from '@chakra-ui/react'
import { STATE_LABELS, type RequestState } from './request-state'

export function ReservationStatusBadge({ state }: { state: RequestState }) {
  const { label, palette } = STATE_LABELS[state]
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" data-status={state}>
      {label}
    </Badge>
  )
}
