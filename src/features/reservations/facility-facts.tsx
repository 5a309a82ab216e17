// The facility a reservation dialog is for: the app's dialog (./reservation-dialog.tsx) and the one
// the page's inline script shows before the app runs (./early-reserve-template.tsx, cloned by
// ./early-reserve.ts) both show it so, their parts named for the script to fill in.
import { useEffect, useState } from 'react'
import type { Facility } from '../../../contract/facility'
import { GuestsIcon } from '../../components/icons'
import { facilityImageSources } from '../../lib/facility-image'
import {
  DIALOG_PHOTO_SIZES,
  FACILITY_PART_ATTRIBUTE,
  type FacilityPart,
} from '../../lib/start-names'

/** Marks a part the early dialog copies from the card tapped (FACILITY_PART_ATTRIBUTE). */
const part = (name: FacilityPart) => ({ [FACILITY_PART_ATTRIBUTE]: name })

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
 * arrives): a plain box until it is asked for, once the form has shown, so a tap's first frame is
 * the form's alone; decoded off the main thread. Its own component: only it renders again then.
 * (The early dialog puts the card's own photo in the box: ./early-reserve.ts.)
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
  if (!shown || !img) return <div className="dialog-photo" {...part('photo')} />
  const photo = facilityImageSources(img)
  return (
    <img
      className="dialog-photo"
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={DIALOG_PHOTO_SIZES}
      width={400}
      height={300}
      alt=""
      decoding="async"
      {...part('photo')}
    />
  )
}
