// One facility's form: a new one (an owner's), or changes to one. The front desk sees and sends
// only what it may change (the description and the photo); the server refuses the rest anyway.
// Its state and save are use-facility-form.ts; the owner's own fields, owner-fields.tsx.
import { useId } from 'react'
import { StepError } from '../../components/problem'
import { WhyNot } from '../../components/why-not'
import { useConnection } from '../../lib/connection'
import { FacilityTextsSection } from './facility-texts-section'
import { NumberFields, TypeAndNameFields } from './owner-fields'
import { PhotoField } from './photo-field'
import { useFacilityForm, type FacilityFormProps } from './use-facility-form'

export function FacilityForm({ facility, isOwner, onDone }: FacilityFormProps) {
  const id = useId()
  const { canAct } = useConnection()
  const { values, set, photo, setPhoto, local, texts, save, submit } = useFacilityForm({
    facility,
    isOwner,
    onDone,
  })
  const title = facility ? `Edit ${facility.name}` : 'Add a facility'
  return (
    <form className="card facility-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {title}
      </h2>
      {isOwner && <TypeAndNameFields id={id} values={values} set={set} />}
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
      {isOwner && <NumberFields id={id} values={values} set={set} />}
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
      <WhyNot />
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
      <StepError step={save} />
    </form>
  )
}
