// The reservation dialog of 'See More'. Loaded on demand with the date picker: it is only code
// a guest needs once they choose a facility.
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { nanoid } from 'nanoid'
import { useMemo } from 'react'
import { isNightBased, type Facility } from '../../../contract/facility'
import { ChakraScope } from '../../components/chakra/chakra-scope'
import { localToday } from '../../lib/dates'
import { availabilityQueryOptions } from './api/availability-query'
import { ReservationForm, type ReservationDraft } from './reservation-form'
import { HORIZON_DAYS, MAX_STAY, takenDates, type CalendarContext } from './reservation-rules'
import { deliverPending } from './reservation-outbox'
import { addReservation } from './reservation-store'

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
  const availability = useQuery(availabilityQueryOptions(facility._id))
  const context = useMemo<CalendarContext>(
    () => ({
      today: localToday(),
      unit: isNightBased(facility.type) ? 'night' : 'day',
      taken: takenDates(availability.data?.taken ?? []),
      maxStay: MAX_STAY,
      horizonDays: HORIZON_DAYS,
    }),
    [facility.type, availability.data],
  )

  const reserve = (draft: ReservationDraft) => {
    const reservation_id = nanoid()
    // Stored first: the guest's confirmation exists even if the request never leaves the phone.
    addReservation({
      reservation_id,
      ...draft,
      value: facility.type,
      facility: { id: facility._id, name: facility.name },
      createdAt: new Date().toISOString(),
      status: 'pending',
    })
    void deliverPending()
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
          <ReservationForm facility={facility} context={context} onReserve={reserve} />
        )}
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton aria-label="Close" size="sm" />
      </Dialog.CloseTrigger>
    </>
  )
}
