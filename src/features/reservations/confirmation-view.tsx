import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { texts } from '../../lib/i18n'
import { RequestCard } from './request-card'
import { useReservationOutbox } from './reservation-outbox'
import { useReservations } from './reservation-store'
import { useLiveAnswers } from './use-live-answers'

const readHash = () => (typeof window === 'undefined' ? '' : window.location.hash.slice(1))

function decoded(text: string) {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * `#request-<id>` (a notification's tap, contract/push.ts: requestUrl): that request's card is
 * scrolled to the top and its heading takes the focus, so a screen reader starts there too. Once
 * per address: the guest's own scrolling afterwards is left alone. The cards come after the
 * page (they are read from the device), so it waits for them.
 */
function useRequestInAddress(cards: number) {
  // Read at mount (the page opened on the address) and on hashchange (a tap on a window already
  // here), not on any render: the router's popstate re-renders before the browser's own move to
  // the fragment, which takes the focus back to the page (the card itself is not focusable).
  const [hash, setHash] = useState(readHash)
  useEffect(() => {
    const onHashChange = () => setHash(readHash())
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])
  const done = useRef<string>(undefined)
  useEffect(() => {
    if (!hash || done.current === hash) return
    const card = document.getElementById(decoded(hash))
    if (!card) return
    done.current = hash
    card.scrollIntoView({ block: 'start' })
    card.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true })
  }, [hash, cards])
}

/** Every request made on this device, newest first, each with the hotel's latest answer. */
export function ConfirmationView() {
  const reservations = useReservations()
  const outbox = useReservationOutbox()
  const heading = useRef<HTMLHeadingElement>(null)
  // On show: the hotel's answers may have changed since the last read.
  useEffect(() => outbox.refresh(), [outbox])
  // Every stay ahead: the hotel's word (an answer, a cancellation, a reinstatement) at once.
  useLiveAnswers(reservations, outbox.refresh)
  useRequestInAddress(reservations.length)
  const t = texts().reservation.requests
  if (reservations.length === 0) {
    return (
      <Box>
        <Text fontSize="lg" mb="4">
          {t.none}
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/services">{t.browse}</RouterLink>
        </Button>
      </Box>
    )
  }
  return (
    <>
      <Box as="section" aria-labelledby="my-requests">
        <Heading as="h2" id="my-requests" fontSize="2xl" mb="4" tabIndex={-1} ref={heading}>
          {t.heading}
        </Heading>
        <Stack as="ul" listStyleType="none" gap="5">
          {reservations.map((r) => (
            <RequestCard
              key={r.reservation_id}
              r={r}
              onWithdrawn={() => heading.current?.focus()}
            />
          ))}
        </Stack>
      </Box>
      <Text mt="8">
        <Link asChild color="brand.fg">
          <RouterLink to="/services">{t.back}</RouterLink>
        </Link>
      </Text>
    </>
  )
}
