import { Button, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { texts } from '../../lib/i18n'
import { downloadCalendarFile } from './calendar-file'
import { isCancellable, type RequestState } from './request-state'
import { useReservationOutbox } from './reservation-outbox'
import type { StoredReservation } from './reservation-store'

interface Props {
  r: StoredReservation
  state: RequestState
  reference: string | undefined
  /** Where focus goes when the request is withdrawn and its card leaves the page. */
  onWithdrawn(): void
}

/** Asks before cancelling: a request not yet sent is withdrawn; a sent one is cancelled at the hotel. */
function CancelRequest({ r, state, onWithdrawn }: Omit<Props, 'reference'>) {
  const outbox = useReservationOutbox()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const t = texts().reservation.actions
  if (!confirming) {
    return (
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {t.cancel}
      </Button>
    )
  }
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3" w="full">
      <Text>{state === 'pending' ? t.confirmWithdraw : t.confirmCancel}</Text>
      <Button
        colorPalette="red"
        loading={busy}
        onClick={async () => {
          setBusy(true)
          const wasPending = state === 'pending'
          await outbox.cancel(r.reservation_id)
          setBusy(false)
          setConfirming(false)
          if (wasPending) onWithdrawn()
        }}
      >
        {t.yes}
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        {t.keep}
      </Button>
    </Stack>
  )
}

export function RequestActions({ r, state, reference, onWithdrawn }: Props) {
  const rebook = state === 'unavailable' || state === 'failed' || state === 'declined'
  const inCalendar =
    state === 'pending' || state === 'sent' || state === 'confirmed' || state === 'checked_in'
  if (!rebook && !inCalendar && !isCancellable(state)) return null
  const t = texts().reservation.actions
  return (
    <Stack direction="row" wrap="wrap" gap="3" w="full">
      {rebook && (
        <Button asChild colorPalette="brand">
          <RouterLink to="/services" search={{ reserve: r.facility.id }}>
            {t.otherDates}
          </RouterLink>
        </Button>
      )}
      {inCalendar && reference && (
        <Button variant="outline" onClick={() => void downloadCalendarFile(r, reference)}>
          {t.addToCalendar}
        </Button>
      )}
      {isCancellable(state) && <CancelRequest r={r} state={state} onWithdrawn={onWithdrawn} />}
    </Stack>
  )
}
