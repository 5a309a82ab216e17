// The reservation dialog of 'See More': a native modal <dialog> (focus kept inside, Escape, the
// page behind inert) with the site's own styles. Its code is fetched while the guest reads the
// services page (src/routes/services.tsx), so a tap only renders it; the form shows at once, and
// the days already taken are marked when the availability answer comes.
import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { format } from 'date-fns'
import { nanoid } from 'nanoid'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Facility } from '../../../contract/facility'
import { CloseIcon, GuestsIcon } from '../../components/icons'
import { takeOverEarlyDialog } from '../../start/early-reserve'
import { useReachable } from '../../lib/connectivity'
import { facilityImageSources } from '../../lib/facility-image'
import { guestsText } from '../../lib/facility-guests'
import { availabilityQueryOptions } from './api/availability-query'
import { keepCalendar, pickerCalendar, type PickerCalendar } from './hotel-calendar'
import { ReservationForm, type ReservationDraft } from './reservation-form'
import { useReservationOutbox } from './reservation-outbox'
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
  const titleId = useId()
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
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      // Escape: the page closes it (the URL says which dialog is open).
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="dialog-content">
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title">
            {facility.name}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-icon dialog-close"
            aria-label="Close"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="dialog-body">
          <DialogBody facility={facility} />
        </div>
      </div>
    </dialog>
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

  const guests = guestsText(facility)
  return (
    <>
      <div className="dialog-facility">
        <DialogPhoto img={facility.img} />
        <div>
          {guests && (
            <p className="facility-guests">
              <GuestsIcon className="icon-sm" />
              {guests}
            </p>
          )}
          <p className="muted dialog-desc">{facility.desc}</p>
        </div>
      </div>
      <ReservationForm
        facility={facility}
        context={calendar.context}
        onReserve={reserve}
        notice={<TakenNotice taken={calendar.taken} checking={availability.isFetching} />}
      />
    </>
  )
}

/**
 * The photo the guest tapped, small. Its box is sized by the stylesheet (nothing moves when it
 * arrives); it is asked for once the form has shown, so a tap's first frame is the form's alone,
 * and decoded off the main thread. Its own component: only it renders again then.
 */
function DialogPhoto({ img }: { img: string }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let timer: number | undefined
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => setShown(true))))
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [])
  const photo = facilityImageSources(img)
  return (
    <img
      className="dialog-photo"
      src={shown ? photo.src : undefined}
      srcSet={shown ? photo.srcSet : undefined}
      sizes="7rem"
      width={400}
      height={300}
      alt=""
      decoding="async"
    />
  )
}

/** Long style like the dates around it, e.g. "November 24th, 2026 at 2:17 PM". */
const timeOf = (iso: string) => format(new Date(iso), "PPP 'at' p")

/**
 * Says while the days already taken are being checked, and when they are unknown or may be out of
 * date; nothing when they are current.
 */
function TakenNotice({ taken, checking }: { taken: PickerCalendar['taken']; checking: boolean }) {
  if (taken.known === 'now') return null
  let text: string
  if (checking) text = 'Checking which days are already taken...'
  else if (taken.known === 'no')
    text =
      "We could not check which days are already taken: you may be offline, or the hotel's system is not answering. Choose your dates and send your request: the hotel will confirm them."
  else
    text = `These are the days taken as of ${timeOf(taken.checkedAt)}: you may be offline, and newer reservations may be missing. The hotel will confirm your dates.`
  return (
    <p role="status" className="taken-notice">
      {text}
    </p>
  )
}
