import { Box, Button, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { isNightBased } from '../../../contract/facility'
import { formatReference } from '../../../contract/reference'
import { hotel } from '../../content/hotel'
import { longDate } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import { NotifyOffer } from './notify-offer'
import { RequestActions } from './request-actions'
import { requestState } from './request-state'
import { requestPriceText } from './request-price'
import { momentOf, nextSteps } from './request-texts'
import { stayLength } from './reservation-rules'
import { ReservationStatusBadge } from './reservation-status'
import type { StoredReservation } from './reservation-store'
import { useReference } from './use-reference'

function Details({ r, reference }: { r: StoredReservation; reference: string | undefined }) {
  const unit = isNightBased(r.value) ? 'night' : 'day'
  const length = stayLength(r.dateRange.from, r.dateRange.to, unit)
  const { card, stay } = texts().reservation
  const rows: [string, string][] = [
    [card.reference, reference ? formatReference(reference) : '…'],
    [card.name, r.name],
    [card.phone, r.phone],
    [stay[unit].start, longDate(r.dateRange.from)],
    [stay[unit].end, longDate(r.dateRange.to)],
    [stay[unit].count, String(length)],
  ]
  // Issue 40: asked and priced only where the facility says how many it takes and has rates.
  if (r.guests !== undefined) rows.push([card.guests, String(r.guests)])
  const price = requestPriceText(r)
  if (price) rows.push([card.price, price])
  return (
    <DataList.Root orientation="horizontal" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="24">{label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium" overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

/** The card's id: `requestUrl` (contract/push.ts) opens the confirmation page on it. */
export const requestAnchor = (reservationId: string) => `request-${reservationId}`

/** One request made on this device: what it is, where it stands, and what the guest can do. */
/** The hotel's number in a sentence (a decline, a lapse: "call us on ...") as a call link. */
function withCallLink(sentence: string): ReactNode {
  const [before, ...after] = sentence.split(hotel.phone.display)
  if (after.length === 0) return sentence
  return (
    <>
      {before}
      <a className="link" href={`tel:${hotel.phone.tel}`}>
        <bdi>{hotel.phone.display}</bdi>
      </a>
      {after.join(hotel.phone.display)}
    </>
  )
}

export function RequestCard({ r, onWithdrawn }: { r: StoredReservation; onWithdrawn(): void }) {
  const state = requestState(r)
  const reference = useReference(r.reservation_id)
  const note =
    state === 'declined' || state === 'confirmed' || state === 'checked_in' || state === 'cancelled'
  const t = texts().reservation.card
  return (
    <Card.Root
      as="li"
      variant="outline"
      bg="bg.panel"
      data-request={r.reservation_id}
      id={requestAnchor(r.reservation_id)}
    >
      <Card.Header>
        <Stack direction="row" align="center" justify="space-between" wrap="wrap" gap="2">
          {/* Focused when a notification opens the page on this request (confirmation-view). */}
          <Heading as="h3" fontSize="xl" tabIndex={-1}>
            {r.facility.name}
          </Heading>
          <ReservationStatusBadge state={state} />
        </Stack>
      </Card.Header>
      <Card.Body gap="4">
        <Details r={r} reference={reference} />
        <Box role="status" aria-live="polite">
          <Text fontWeight="medium" mb="1">
            {t.whatNext}
          </Text>
          <Text color="fg.muted">{withCallLink(nextSteps(r, state))}</Text>
          {note && r.hotel?.note && <Text mt="2">{t.hotelSays(r.hotel.note)}</Text>}
          {r.cancelMessage && <Text mt="2">{t.cancelFailed(r.cancelMessage)}</Text>}
        </Box>
        {/* A confirmed stay's own page (issue 53): pay, receipts, on any device. A plain link:
            its path is the request's language's, and the page is the server's to answer. */}
        {r.hotel?.stayPath &&
          (state === 'confirmed' || state === 'checked_in' || state === 'cancelled') && (
            <Button asChild colorPalette="brand" alignSelf="flex-start">
              <a href={r.hotel.stayPath}>{t.stayPage}</a>
            </Button>
          )}
        {r.hotel && (
          <Text color="fg.muted" fontSize="sm">
            {t.lastChecked(momentOf(r.hotel.checkedAt))}
          </Text>
        )}
        <NotifyOffer r={r} state={state} />
      </Card.Body>
      <Card.Footer>
        <RequestActions r={r} state={state} reference={reference} onWithdrawn={onWithdrawn} />
      </Card.Footer>
    </Card.Root>
  )
}
