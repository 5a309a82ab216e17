// The reservation dialog of 'See More'. Loaded on demand with the date picker: it is only code
// a guest needs once they choose a facility.
import { Box, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { format } from 'date-fns'
import { nanoid } from 'nanoid'
import { useEffect, useMemo } from 'react'
import type { Facility } from '../../../contract/facility'
import { ChakraScope } from '../../components/chakra/chakra-scope'
import { useReachable } from '../../lib/connectivity'
import { availabilityQueryOptions } from './api/availability-query'
import { keepCalendar, pickerCalendar, type PickerCalendar } from './hotel-calendar'
import { ReservationForm, type ReservationDraft } from './reservation-form'
import { useReservationOutbox } from './reservation-outbox'

interface Props {
  facility: Facility | undefined
  onClose(): void
}

export default function ReservationDialog({ facility, onClose }: Props) {
  return (
    <ChakraScope>
      <Dialog.Root
        open={facility !== undefined}
        onOpenChange={(e) => !e.open && onClose()}
        size={{ base: 'full', sm: 'lg' }}
        scrollBehavior="inside"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW={{ sm: '680px' }}>
              {facility && <DialogBody facility={facility} />}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraScope>
  )
}

function DialogBody({ facility }: { facility: Facility }) {
  const navigate = useNavigate()
  const outbox = useReservationOutbox()
  const availability = useQuery(availabilityQueryOptions(facility._id))
  const reachable = useReachable()
  const calendar = useMemo(
    () => pickerCalendar(facility.type, availability.data, { reachable }),
    [facility.type, availability.data, reachable],
  )
  useEffect(() => {
    if (availability.data) keepCalendar(availability.data)
  }, [availability.data])

  const reserve = (draft: ReservationDraft) => {
    const reservation_id = nanoid()
    // Stored first: the guest's confirmation exists even if the request never leaves the phone.
    outbox.reserve({
      reservation_id,
      ...draft,
      value: facility.type,
      facility: { id: facility._id, name: facility.name },
      createdAt: new Date().toISOString(),
      status: 'pending',
    })
    void navigate({ to: '/confirmation' })
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title fontFamily="heading" fontSize="2xl">
          {facility.name}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text color="fg.muted" mb="4">
          {facility.desc}
        </Text>
        {/* The form mounts once availability is known, so today's start is checked against it. */}
        {availability.isPending ? (
          <Text>Loading...</Text>
        ) : (
          <ReservationForm
            facility={facility}
            context={calendar.context}
            onReserve={reserve}
            notice={<TakenNotice taken={calendar.taken} />}
          />
        )}
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton aria-label="Close" size="sm" />
      </Dialog.CloseTrigger>
    </>
  )
}

/** Long style like the dates around it, e.g. "November 24th, 2026 at 2:17 PM". */
const timeOf = (iso: string) => format(new Date(iso), "PPP 'at' p")

/** Says when the days already taken are unknown or may be out of date; nothing when they are current. */
function TakenNotice({ taken }: { taken: PickerCalendar['taken'] }) {
  if (taken.known === 'now') return null
  return (
    <Box role="status" borderWidth="1px" borderColor="border.emphasized" rounded="md" p="3" mb="3">
      <Text fontSize="sm">
        {taken.known === 'no'
          ? "We could not check which days are already taken: you may be offline, or the hotel's system is not answering. Choose your dates and send your request: the hotel will confirm them."
          : `These are the days taken as of ${timeOf(taken.checkedAt)}: you may be offline, and newer reservations may be missing. The hotel will confirm your dates.`}
      </Text>
    </Box>
  )
}
