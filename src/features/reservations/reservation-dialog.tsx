// The reservation dialog of 'See More': a native modal <dialog> (focus kept inside, Escape, the
// page behind inert) with the site's own styles. Its code is fetched while the guest reads the
// services page (src/routes/services.tsx), so a tap only renders it; the form shows at once, and
// the days already taken are marked when the availability answer comes.
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { nanoid } from 'nanoid'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import type { Facility } from '../../../contract/facility'
import { takeOverEarlyDialog } from './early-reserve'
import { useReachable } from '../../lib/connectivity'
import { pageDates, toCalendarDate } from '../../lib/dates'
import { otherThanDefaultLanguage, texts } from '../../lib/i18n'
import { onDialogEntry } from '../../lib/reserve-history'
import { guestsText } from '../../lib/facility-guests'
import { availabilityQueryOptions } from './api/availability-query'
import { keepCalendar, pickerCalendar, type PickerCalendar } from './hotel-calendar'
import { DialogFrame } from '../../components/dialog-frame'
import { FacilityFacts } from './facility-facts'
import { ReservationForm, type ReservationDraft } from './reservation-form'
import { useReservationOutbox } from './reservation-outbox'
import { addReservation, type StoredReservation } from './reservation-store'
import './reservation-dialog.css'

export { warmCalendar } from './hotel-calendar'

/**
 * Asks for a facility's taken days as its dialog is about to open (a finger on its See More):
 * always, even when an answer from a moment ago is kept, so the dialog shows the current one.
 */
export function prefetchAvailability(queryClient: QueryClient, facilityId: string) {
  return queryClient.prefetchQuery({ ...availabilityQueryOptions(facilityId), staleTime: 0 })
}

/** How long the dialog's first renders have the main thread to themselves. */
const PRELOAD_CONFIRMATION_AFTER_MS = 1000

interface Props {
  facility: Facility
  onClose(): void
}

export default function ReservationDialog({ facility, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  // Opened as a modal when it mounts, in place of the one opened before the app ran (its field
  // keeps the focus, after what was typed); closed before it leaves the page (a layout effect's
  // cleanup runs while the element is still in it), so the browser gives focus back to See More.
  useLayoutEffect(() => {
    const element = dialog.current
    const focused = takeOverEarlyDialog()
    if (element && !element.open) element.showModal()
    const field = focused && element?.querySelector<HTMLInputElement>(`input[name="${focused}"]`)
    if (field) {
      field.focus()
      field.setSelectionRange(field.value.length, field.value.length)
    }
    return () => element?.close()
  }, [])
  return (
    <DialogFrame ref={dialog} title={facility.name} onClose={onClose}>
      <DialogBody facility={facility} />
    </DialogFrame>
  )
}

function DialogBody({ facility }: { facility: Facility }) {
  const navigate = useNavigate()
  const outbox = useReservationOutbox()
  const availability = useQuery(availabilityQueryOptions(facility._id))
  const reachable = useReachable()
  // The facility's stay rules come with the list the device keeps (offline too): the picker
  // applies them as the server will (reservation-rules.ts).
  const calendar = useMemo(() => {
    const made = pickerCalendar(facility.type, availability.data, { reachable })
    return facility.rates ? { ...made, context: { ...made.context, rates: facility.rates } } : made
  }, [facility.type, facility.rates, availability.data, reachable])
  useEffect(() => {
    if (availability.data) keepCalendar(availability.data)
  }, [availability.data])
  // The page Reserve leads to: its code (Chakra's with it) comes while the guest fills the form,
  // once the form has shown, so Reserve only renders it.
  const router = useRouter()
  useEffect(() => {
    const preload = () => void router.preloadRoute({ to: '/confirmation' }).catch(() => {})
    const timer = window.setTimeout(preload, PRELOAD_CONFIRMATION_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [router])

  const reserve = (draft: ReservationDraft) => {
    const reservation_id = nanoid()
    const entry: StoredReservation = {
      reservation_id,
      ...draft,
      value: facility.type,
      facility: { id: facility._id, name: facility.name },
      createdAt: new Date().toISOString(),
      status: 'pending',
      ...(otherThanDefaultLanguage() ? { language: otherThanDefaultLanguage() } : {}),
    }
    // Stored first, here: the guest's confirmation exists even if the request never leaves the
    // phone (the outbox may not have loaded yet).
    addReservation(entry)
    outbox.reserve(entry)
    // In place of the dialog's history entry: Back from the confirmation is the page, not the
    // form again (its draft is gone with the request sent).
    void navigate({ to: '/confirmation', replace: onDialogEntry() })
  }

  return (
    <>
      <FacilityFacts facility={facility} guests={guestsText(facility)} />
      <ReservationForm
        facility={facility}
        context={calendar.context}
        onReserve={reserve}
        notice={<TakenNotice taken={calendar.taken} checking={availability.isFetching} />}
      />
    </>
  )
}

/** Long style like the dates around it, e.g. "24 November 2026" and "14:17" (the device's clock). */
function dayAndTime(iso: string) {
  const dates = pageDates()
  return [dates.longDate(toCalendarDate(new Date(iso))), dates.clock(iso)] as const
}

/**
 * Says while the days already taken are being checked, and when they are unknown or may be out of
 * date; nothing when they are current.
 */
function TakenNotice({ taken, checking }: { taken: PickerCalendar['taken']; checking: boolean }) {
  if (taken.known === 'now') return null
  const t = texts().reservation.taken
  let text: string
  if (checking) text = t.checking
  else if (taken.known === 'no') text = t.unknown
  else text = t.asOf(...dayAndTime(taken.checkedAt))
  return (
    <p role="status" className="taken-notice">
      {text}
    </p>
  )
}
