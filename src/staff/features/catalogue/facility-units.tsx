// A facility's units by their names (issue 54), under its facts in the catalogue: what the desk
// and housekeeping call each room. An owner names them here; the count of names becomes how
// many the facility has, and the server refuses fewer than the nights already promised (409,
// said as it says it). The front desk reads them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { StaffFacility } from '../../../../contract/staff-catalogue'
import { SubmitRow } from '../../components/submit-row'
import { useConnection } from '../../lib/connection'
import { howMany, kindPlural } from '../../lib/facility-words'
import { staffKeys } from '../../lib/staff-keys'
import { parseUnitNames } from './unit-names'
import { nameUnits, unitsQueryOptions } from './units-api'

export function FacilityUnits({
  facility,
  isOwner,
}: {
  facility: StaffFacility
  isOwner: boolean
}) {
  const id = useId()
  const { canAct } = useConnection()
  const units = useQuery(unitsQueryOptions())
  const [editing, setEditing] = useState(false)
  const [said, setSaid] = useState<string>()
  if (!units.data) return null
  const names = units.data.units.filter((u) => u.facility_id === facility._id).map((u) => u.name)
  const title = kindPlural(facility.type).replace(/^./, (c) => c.toUpperCase())
  return (
    <div className="facility-units">
      <p className="small" id={`${id}-names`}>
        <span className="muted">{title}:</span> {names.length > 0 ? names.join(', ') : 'none'}
      </p>
      {said && (
        <p role="status" className="done small">
          {said}
        </p>
      )}
      {isOwner && !editing && (
        <div className="button-row">
          <button
            type="button"
            className="button"
            aria-describedby={`${id}-names`}
            disabled={!canAct}
            onClick={() => {
              setSaid(undefined)
              setEditing(true)
            }}
          >
            Name the {kindPlural(facility.type)}
          </button>
        </div>
      )}
      {editing && (
        <UnitNamesForm
          facility={facility}
          names={names}
          onDone={(saved) => {
            setEditing(false)
            if (saved) setSaid(`Saved: ${howMany(facility.type, saved)}.`)
          }}
        />
      )}
    </div>
  )
}

function UnitNamesForm(props: {
  facility: StaffFacility
  names: string[]
  /** Closed: with the count saved, or none (cancelled). */
  onDone: (saved?: number) => void
}) {
  const { facility, names, onDone } = props
  const id = useId()
  const queryClient = useQueryClient()
  const [text, setText] = useState(names.join('\n'))
  const [tried, setTried] = useState(false)
  const parsed = parseUnitNames(text)
  const save = useMutation({
    mutationFn: (list: string[]) => nameUnits(facility._id, { names: list }),
    onSuccess: async (_answer, list) => {
      // The facility's count changed with its names: the catalogue and the lists read it again.
      await queryClient.invalidateQueries({ queryKey: staffKeys.all })
      onDone(list.length)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (parsed.names) save.mutate(parsed.names)
  }
  const count = parsed.names?.length
  return (
    <form className="unit-names-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-names`}>
          Names of the {kindPlural(facility.type)} of <bdi>{facility.name}</bdi>
        </label>
        <textarea
          id={`${id}-names`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={Math.min(10, Math.max(3, names.length + 1))}
          required
          aria-invalid={tried && parsed.problem ? true : undefined}
          aria-describedby={`${id}-hint${tried && parsed.problem ? ` ${id}-problem` : ''}`}
        />
        <p id={`${id}-hint`} className="muted small">
          One name per line, or separated by commas. The number of names becomes the number of{' '}
          {kindPlural(facility.type)} guests can book
          {count !== undefined && count !== facility.capacity
            ? `: ${facility.capacity} now, ${count} once saved.`
            : `: ${facility.capacity} now.`}
        </p>
        {tried && parsed.problem && (
          <p id={`${id}-problem`} role="alert" className="error-text small">
            {parsed.problem}
          </p>
        )}
      </div>
      <SubmitRow send={save} onCancel={() => onDone()}>
        Save the names
      </SubmitRow>
    </form>
  )
}
