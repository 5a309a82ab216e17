// The reservation dialog's frame and the facility it is for: the app's dialog
// (./reservation-dialog.tsx) and the one the page's inline script shows before the app runs
// (./early-reserve-template.tsx, cloned by src/start/early-reserve.ts) are both made of these.
import { useEffect, useId, useState, type ReactNode, type Ref, type SyntheticEvent } from 'react'
import type { Facility } from '../../../contract/facility'
import { CloseIcon, GuestsIcon } from '../../components/icons'
import { facilityImageSources } from '../../lib/facility-image'
import { FACILITY_PART_ATTRIBUTE, type FacilityPart } from '../../start/names'

/** Marks a part the early dialog copies from the card tapped (FACILITY_PART_ATTRIBUTE). */
const part = (name: FacilityPart) => ({ [FACILITY_PART_ATTRIBUTE]: name })

interface FrameProps {
  ref?: Ref<HTMLDialogElement>
  title: string
  onCancel?(event: SyntheticEvent<HTMLDialogElement>): void
  onClose?(): void
  children: ReactNode
}

/** A native modal <dialog> (focus kept inside, Escape, the page behind inert): title and Close. */
export function DialogFrame({ ref, title, onCancel, onClose, children }: FrameProps) {
  const titleId = useId()
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={onCancel}
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      onClick={(event) => event.target === event.currentTarget && onClose?.()}
    >
      <div className="dialog-content">
        <div className="dialog-header">
          <h2 id={titleId} className="dialog-title" {...part('name')}>
            {title}
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
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  )
}

/** The facility, small: its photo, how many it takes, its description. */
export function FacilityFacts({
  facility,
  guests,
}: {
  facility: Pick<Facility, 'img' | 'desc'>
  guests: string | undefined
}) {
  return (
    <div className="dialog-facility">
      <DialogPhoto img={facility.img} />
      <div>
        {guests && (
          <p className="facility-guests" {...part('guests')}>
            <GuestsIcon className="icon-sm" />
            {guests}
          </p>
        )}
        <p className="muted dialog-desc" {...part('desc')}>
          {facility.desc}
        </p>
      </div>
    </div>
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
      src={shown && img ? photo.src : undefined}
      srcSet={shown && img ? photo.srcSet : undefined}
      sizes="7rem"
      width={400}
      height={300}
      alt=""
      decoding="async"
      {...part('photo')}
    />
  )
}
