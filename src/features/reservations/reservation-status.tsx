import { Badge } from '@chakra-ui/react'
import { texts } from '../../lib/i18n'
import { STATE_PALETTES, type RequestState } from './request-state'

export function ReservationStatusBadge({ state }: { state: RequestState }) {
  return (
    <Badge colorPalette={STATE_PALETTES[state]} variant="subtle" size="md" data-status={state}>
      {texts().reservation.states[state]}
    </Badge>
  )
}
