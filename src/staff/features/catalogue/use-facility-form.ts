// The state of one facility's form and its save: the fields as typed, the photo chosen, the words
// in other languages, and what is sent: a new facility whole, or only the fields changed (the
// front desk's only the description and the photo; the server refuses the rest anyway).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { Facility, FacilityType } from '../../../../contract/facility'
import type { StaffFacility, StaffFacilityChanges } from '../../../../contract/staff-catalogue'
import { staffKeys } from '../../lib/staff-keys'
import { addFacility, changeFacility, type ChosenPhoto } from './api'
import { useFacilityTexts } from './facility-texts-section'

export interface Values {
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

/** A number field's value for the API: blank is "not said" (guests), text is left to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text))

/** What an edit sends: the fields changed that this role may change, and a new photo. */
function changesOf(
  facility: Facility,
  values: Values,
  isOwner: boolean,
  photo: ChosenPhoto | undefined,
) {
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
  return body
}

/** What the facility form is given: the facility to edit (none: a new one), who edits, and what then. */
export interface FacilityFormProps {
  facility?: StaffFacility
  isOwner: boolean
  onDone: (saved?: Facility) => void
}

export function useFacilityForm({ facility, isOwner, onDone }: FacilityFormProps) {
  const queryClient = useQueryClient()
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
      const body = changesOf(facility, values, isOwner, photo)
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

  return { values, set, photo, setPhoto, local, texts, save, submit }
}
