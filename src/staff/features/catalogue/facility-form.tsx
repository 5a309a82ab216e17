// One facility's form: a new one (an owner's), or changes to one. The front desk sees and sends
// only what it may change (the description and the photo); the server refuses the rest anyway.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import {
  FACILITY_TYPES,
  isNightBased,
  type Facility,
  type FacilityType,
} from '../../../../contract/facility'
import type { StaffFacility, StaffFacilityChanges } from '../../../../contract/staff-catalogue'
import { messageOf } from '../../components/problem'
import { useConnection } from '../../lib/connection'
import { guestsVerb, kindOne, kindPlural } from '../../lib/facility-words'
import { staffKeys } from '../../lib/staff-keys'
import { addFacility, changeFacility, type ChosenPhoto } from './api'
import { FacilityTextsSection, useFacilityTexts } from './facility-texts-section'
import { PhotoField } from './photo-field'

export const TYPE_LABELS: Record<FacilityType, string> = {
  room: 'Room',
  apartment: 'Apartment',
  activityCenter: 'Activity centre',
}

interface Values {
  type: FacilityType
  name: string
  desc: string
  capacity: string
  guests: string
}

const valuesOf = (f?: Facility): Values => ({
  type: f?.type ?? 'room',
  name: f?.name ?? '',
  desc: f?.desc ?? '',
  capacity: String(f?.capacity ?? 1),
  guests: f?.guests === undefined ? '' : String(f.guests),
})

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** A number field's value for the API: blank is "not said" (guests), text is left to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text))

export function FacilityForm({
  facility,
  isOwner,
  onDone,
}: {
  facility?: StaffFacility
  isOwner: boolean
  onDone: (saved?: Facility) => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const { canAct, why } = useConnection()
  const [values, setValues] = useState<Values>(() => valuesOf(facility))
  const [photo, setPhoto] = useState<ChosenPhoto>()
  const [local, setLocal] = useState<string>()
  // Its words in the other languages: a section of their own, saved with the rest.
  const texts = useFacilityTexts(facility, isOwner)
  const set = (field: keyof Values) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }))

  const save = useMutation({
    mutationFn: async () => {
      if (!facility) {
        if (!photo) throw new Error('photo')
        return addFacility({
          type: values.type,
          name: values.name,
          desc: values.desc,
          capacity: numberOf(values.capacity),
          guests: numberOf(values.guests),
          photo: photo.base64,
        })
      }
      const before = valuesOf(facility)
      const body: StaffFacilityChanges = {}
      if (values.desc !== before.desc) body.desc = values.desc
      if (isOwner) {
        if (values.type !== before.type) body.type = values.type
        if (values.name !== before.name) body.name = values.name
        if (values.capacity !== before.capacity) body.capacity = numberOf(values.capacity)
        if (values.guests !== before.guests) body.guests = numberOf(values.guests)
      }
      if (photo) body.photo = photo.base64
      const saved =
        Object.keys(body).length > 0 ? await changeFacility(facility._id, body) : facility
      await texts.save()
      return saved
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.catalogue() })
      void queryClient.invalidateQueries({ queryKey: staffKeys.facilities() })
      onDone(saved)
    },
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setLocal(undefined)
    if (!facility && !photo) {
      setLocal('A new facility needs a photo: take one or choose one.')
      return
    }
    if (
      facility &&
      !photo &&
      !texts.changed &&
      JSON.stringify(values) === JSON.stringify(valuesOf(facility))
    ) {
      setLocal('Nothing has changed yet.')
      return
    }
    save.mutate()
  }

  const title = facility ? `Edit ${facility.name}` : 'Add a facility'
  return (
    <form className="card facility-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      {isOwner && (
        <>
          <div className="field">
            <label htmlFor={`${id}-type`}>Type</label>
            <select
              id={`${id}-type`}
              value={values.type}
              onChange={(e) => set('type')(e.target.value)}
            >
              {FACILITY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input
              id={`${id}-name`}
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              required
              maxLength={100}
              autoComplete="off"
            />
          </div>
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-desc`}>Description</label>
        <textarea
          id={`${id}-desc`}
          value={values.desc}
          onChange={(e) => set('desc')(e.target.value)}
          required
          maxLength={2000}
          rows={5}
          dir="auto"
        />
      </div>
      {isOwner && (
        // Two fields side by side whose labels, boxes and hints line up (a grid of three rows
        // each, catalogue.css), in the words of the type chosen: "How many rooms", "Sleeps".
        <div className="catalogue-numbers">
          <div className="field">
            <label htmlFor={`${id}-capacity`}>How many {kindPlural(values.type)}</label>
            <input
              id={`${id}-capacity`}
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              required
              value={values.capacity}
              onChange={(e) => set('capacity')(e.target.value)}
              aria-describedby={`${id}-capacity-hint`}
            />
            <p id={`${id}-capacity-hint`} className="muted small">
              Each takes one booking a {isNightBased(values.type) ? 'night' : 'day'}.
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-guests`}>{capitalised(guestsVerb(values.type))}</label>
            <input
              id={`${id}-guests`}
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              value={values.guests}
              onChange={(e) => set('guests')(e.target.value)}
              aria-describedby={`${id}-guests-hint`}
            />
            <p id={`${id}-guests-hint`} className="muted small">
              {isNightBased(values.type) ? 'Guests' : 'People'} in one {kindOne(values.type)}{' '}
              (optional).
            </p>
          </div>
        </div>
      )}
      <PhotoField current={facility?.img} chosen={photo} onChoose={setPhoto} />
      {facility && (
        <FacilityTextsSection
          id={id}
          facility={facility}
          isOwner={isOwner}
          state={texts}
          canAct={canAct}
        />
      )}
      <div className="catalogue-buttons">
        <button type="submit" className="button primary" disabled={!canAct || save.isPending}>
          {facility ? 'Save changes' : 'Add the facility'}
        </button>
        <button type="button" className="button" onClick={() => onDone()}>
          Cancel
        </button>
      </div>
      {!canAct && <p className="muted small">{why}</p>}
      {save.isPending && (
        <p role="status" className="muted">
          {photo ? 'Sending the photo…' : 'Saving…'}
        </p>
      )}
      {local && (
        <p role="alert" className="error-text">
          {local}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="error-text">
          {messageOf(save.error)}
        </p>
      )}
    </form>
  )
}
