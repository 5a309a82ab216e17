import { Box, Button, Card, DataList, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { isNightBased } from '../../../contract/facility'
import { longDate } from '../../lib/dates'
import { cancelPending } from './reservation-outbox'
import { stayLength } from './reservation-rules'
import { ReservationStatusBadge } from './reservation-status'
import { useReservations, type StoredReservation } from './reservation-store'

function nextSteps(r: StoredReservation): string {
  switch (r.status) {
    case 'pending':
      return 'Your request is saved on this device and will be sent to the hotel as soon as there is a connection. You can close this page.'
    case 'sent':
      return `The hotel has your request. Our front desk will call you on ${r.phone} within a day to confirm your stay and arrange payment.`
    case 'unavailable':
      return `${r.facility.name} is no longer free on these dates. Please choose other dates.`
    case 'failed':
      return `The hotel could not accept this request: ${r.message ?? 'please try again.'}`
  }
}

function Details({ r }: { r: StoredReservation }) {
  const nights = isNightBased(r.value)
  const length = stayLength(r.dateRange.from, r.dateRange.to, nights ? 'night' : 'day')
  const rows: [string, string][] = [
    ['Reference', r.reservation_id],
    ['Name', r.name],
    ['Phone', r.phone],
    ['Facility', r.facility.name],
    [nights ? 'Check-in' : 'From', longDate(r.dateRange.from)],
    [nights ? 'Check-out' : 'To', longDate(r.dateRange.to)],
    [nights ? 'Nights' : 'Days', String(length)],
  ]
  return (
    <DataList.Root orientation="horizontal" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium" wordBreak="break-all">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

/** A request still on this device can be withdrawn; once sent, it is the hotel's to cancel. */
function CancelPending({ id }: { id: string }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!confirming) {
    return (
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Cancel this request
      </Button>
    )
  }
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
      <Text>It has not been sent yet. Cancel it?</Text>
      <Button
        colorPalette="red"
        loading={busy}
        onClick={async () => {
          setBusy(true)
          await cancelPending(id)
          setBusy(false)
          setConfirming(false)
        }}
      >
        Yes, cancel it
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)}>
        Keep it
      </Button>
    </Stack>
  )
}

export function LatestReservation({ r }: { r: StoredReservation }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" mb="8">
      <Card.Header>
        <Stack direction="row" align="center" justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" fontSize="2xl">
            {r.facility.name}
          </Heading>
          <ReservationStatusBadge status={r.status} />
        </Stack>
      </Card.Header>
      <Card.Body gap="5">
        <Details r={r} />
        <Box role="status" aria-live="polite">
          <Heading as="h3" fontSize="lg" mb="1">
            What happens next
          </Heading>
          <Text color="fg.muted">{nextSteps(r)}</Text>
        </Box>
      </Card.Body>
      {r.status === 'unavailable' || r.status === 'failed' ? (
        <Card.Footer>
          <Button asChild colorPalette="brand">
            <RouterLink to="/services" search={{ reserve: r.facility.id }}>
              Choose other dates
            </RouterLink>
          </Button>
        </Card.Footer>
      ) : null}
      {r.status === 'pending' && (
        <Card.Footer>
          <CancelPending id={r.reservation_id} />
        </Card.Footer>
      )}
    </Card.Root>
  )
}

export function ConfirmationView() {
  const reservations = useReservations()
  const [latest, ...earlier] = reservations
  if (!latest) {
    return (
      <Box>
        <Text fontSize="lg" mb="4">
          There is no reservation on this device yet.
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/services">Browse our rooms and services</RouterLink>
        </Button>
      </Box>
    )
  }
  return (
    <>
      <LatestReservation r={latest} />
      {earlier.length > 0 && (
        <Box as="section" aria-labelledby="earlier-requests">
          <Heading as="h2" id="earlier-requests" fontSize="xl" mb="3">
            Earlier requests from this device
          </Heading>
          <Stack as="ul" listStyleType="none" gap="3">
            {earlier.map((r) => (
              <Box
                as="li"
                key={r.reservation_id}
                borderWidth="1px"
                rounded="md"
                p="3"
                bg="bg.panel"
              >
                <Stack direction="row" justify="space-between" wrap="wrap" gap="2">
                  <Text fontWeight="medium">
                    {r.facility.name} · {longDate(r.dateRange.from)} to {longDate(r.dateRange.to)}
                  </Text>
                  <ReservationStatusBadge status={r.status} />
                </Stack>
                <Text color="fg.muted" fontSize="sm">
                  Reference {r.reservation_id}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      <Text mt="8">
        <Link asChild color="brand.fg">
          <RouterLink to="/services">Back to our services</RouterLink>
        </Link>
      </Text>
    </>
  )
}
