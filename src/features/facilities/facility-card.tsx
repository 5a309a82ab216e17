import type { Facility } from '../../../contract/facility'
import { facilityImageSources } from './facility-image'

interface Props {
  facility: Facility
  /** The first cards on the page load their image at once; the rest when scrolled near. */
  eager?: boolean
  onSeeMore(facility: Facility): void
}

export function FacilityCard({ facility, eager = false, onSeeMore }: Props) {
  const { src, srcSet } = facilityImageSources(facility.img)
  return (
    <div className="card">
      <img
        className="facility-photo"
        src={src}
        srcSet={srcSet}
        sizes="(min-width: 30em) 320px, 85vw"
        width={800}
        height={600}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
      />
      <div className="card-body">
        <h3 className="facility-name">{facility.name}</h3>
        <p className="muted clamp-3">{facility.desc}</p>
      </div>
      <div className="card-footer">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => onSeeMore(facility)}
          aria-label={`See More: ${facility.name}`}
        >
          See More
        </button>
      </div>
    </div>
  )
}
