// "Tell me when the hotel answers" on a request the hotel has and has not yet answered (issue
// 30): shown only where the browser can be told (pushSupport), never before the request reached
// the hotel; the browser's own prompt only follows the guest's tap.
import { Button, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { BellIcon, CheckIcon } from '../../components/icons'
import { ApiError, NetworkError } from '../../lib/api-errors'
import { texts } from '../../lib/i18n'
import { pushSupport } from '../../lib/push-key'
import { useHydrated } from '../../lib/use-hydrated'
import { notifyOnAnswer, PushNotSet } from './push-subscription'
import type { RequestState } from './request-state'
import type { StoredReservation } from './reservation-store'

function messageFor(error: unknown): string {
  const t = texts().reservation.notify
  if (error instanceof PushNotSet) {
    if (error.reason === 'denied') return t.blocked
    if (error.reason === 'dismissed') return t.dismissed
    if (error.reason === 'offline') return t.offline
  }
  if (error instanceof NetworkError) return t.offline
  // A 404: the hotel does not have the request (yet): the page's status read sorts it out.
  if (error instanceof ApiError && error.status >= 500) return t.offline
  return t.failed
}

export function NotifyOffer({ r, state }: { r: StoredReservation; state: RequestState }) {
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  const line = useRef<HTMLParagraphElement>(null)
  const hadButton = useRef(false)
  const support = hydrated ? pushSupport() : 'unsupported'
  const t = texts().reservation.notify
  const offer = hydrated && state === 'sent' && !r.pushSubscribed && support === 'available'
  // The button gone (it worked, or the guest refused in the prompt): the line that took its place
  // gets the focus the button had, so a keyboard or a screen reader is not sent to the page's top.
  useEffect(() => {
    if (hadButton.current && !offer && document.activeElement === document.body)
      line.current?.focus()
    hadButton.current = offer
  })

  if (!hydrated || state !== 'sent') return null
  if (offer) {
    return (
      <Stack gap="0" align="start">
        <Button
          variant="outline"
          colorPalette="brand"
          // Its words wrap on the narrowest phones (320 px) rather than leave the card.
          whiteSpace="normal"
          h="auto"
          minH="10"
          py="2"
          maxW="full"
          loading={busy}
          onClick={async () => {
            setBusy(true)
            setProblem(undefined)
            try {
              await notifyOnAnswer(r.reservation_id)
            } catch (error) {
              setProblem(messageFor(error))
            } finally {
              setBusy(false)
            }
          }}
        >
          <BellIcon />
          {t.offer}
        </Button>
        {/* There before anything is said in it, so that what comes is announced. */}
        <Text role="status" color="fg.muted" mt={problem ? '2' : '0'}>
          {problem}
        </Text>
      </Stack>
    )
  }
  if (r.pushSubscribed) {
    return (
      <Text ref={line} tabIndex={-1} display="flex" gap="2" alignItems="center" color="fg.muted">
        <CheckIcon className="icon-sm" />
        {t.subscribed}
      </Text>
    )
  }
  if (support === 'denied') {
    return (
      <Text ref={line} tabIndex={-1} color="fg.muted" fontSize="sm">
        {t.blocked}
      </Text>
    )
  }
  return null
}
