// One facility in the console's list: its photo and facts, its units' names (issue 54), "Edit",
// and for an owner its "Rates" (issue 40) and "Delete", which asks first and says what stays (its
// requests, with its name).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import type { StaffFacility } from '../../../../contract/staff-catalogue'
import { AskFirst } from '../../components/ask-first'
import { StaffLink } from '../../components/staff-link'
import { WhyNot } from '../../components/why-not'
import { useConnection } from '../../lib/connection'
import { howMany, takesGuests } from '../../lib/facility-words'
import { staffKeys } from '../../lib/staff-keys'
import { deleteFacility, smallImage } from './api'
import { FacilityForm } from './facility-form'
import { FacilityUnits } from './facility-units'

export function FacilityItem({
  facility,
  isOwner,
  onDeleted,
}: {
  facility: StaffFacility
  isOwner: boolean
  onDeleted: (name: string) => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const { canAct } = useConnection()
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view')
  const [saved, setSaved] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const remove = useMutation({
    mutationFn: () => deleteFacility(facility._id),
    onSuccess: (gone) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.catalogue() })
      void queryClient.invalidateQueries({ queryKey: staffKeys.facilities() })
      onDeleted(gone.name)
    },
  })

  if (mode === 'edit')
    return (
      <li>
        <FacilityForm
          facility={facility}
          isOwner={isOwner}
          onDone={(done) => {
            setMode('view')
            setSaved(done !== undefined)
            requestAnimationFrame(() => editButton.current?.focus())
          }}
        />
      </li>
    )

  // "3 rooms · sleeps 2": the type is in the count's word.
  const facts = [
    howMany(facility.type, facility.capacity),
    facility.guests !== undefined ? takesGuests(facility.type, facility.guests) : undefined,
  ].filter(Boolean)
  return (
    <li className="facility" aria-labelledby={`${id}-name`}>
      <img
        className="facility-photo"
        src={smallImage(facility.img)}
        alt=""
        width={400}
        height={300}
        loading="lazy"
      />
      <div className="facility-body">
        <h2 id={`${id}-name`} className="facility-name">
          <bdi>{facility.name}</bdi>
        </h2>
        <p className="muted small">{facts.join(' · ')}</p>
        <FacilityUnits facility={facility} isOwner={isOwner} />
        <p className="facility-desc" dir="auto">
          {facility.desc}
        </p>
        {saved && (
          <p role="status" className="done">
            Saved. Guests see it at their next visit.
          </p>
        )}
        <div className="catalogue-buttons">
          <button
            ref={editButton}
            type="button"
            className="button"
            aria-describedby={`${id}-name`}
            onClick={() => {
              setSaved(false)
              setMode('edit')
            }}
            disabled={!canAct}
          >
            {isOwner ? 'Edit' : 'Edit description or photo'}
          </button>
          {isOwner && (
            <StaffLink
              href={`/staff/catalogue/${encodeURIComponent(facility._id)}/rates`}
              className="button"
              aria-describedby={`${id}-name`}
            >
              Rates
            </StaffLink>
          )}
          {isOwner && mode === 'view' && (
            <button
              type="button"
              className="button danger"
              aria-describedby={`${id}-name`}
              onClick={() => setMode('confirm')}
              disabled={!canAct}
            >
              Delete
            </button>
          )}
        </div>
        <WhyNot />
        {mode === 'confirm' && (
          <AskFirst
            question={
              <>
                Delete <bdi>{facility.name}</bdi>? Guests will no longer see it or book it. Its
                reservation requests are kept, with its name, in the inbox.
              </>
            }
            go="Delete for good"
            keep="Keep it"
            step={remove}
            onGo={() => remove.mutate()}
            onKeep={() => setMode('view')}
          />
        )}
      </div>
    </li>
  )
}
