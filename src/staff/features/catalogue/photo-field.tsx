// A photo taken with the phone's camera or chosen from its files: `accept="image/*"` lets the
// phone offer both. The console only reads and previews it; the server checks, turns, crops and
// strips it, as for the CLI's --photo.
import { useId, useState } from 'react'
import { FACILITY_PHOTO_MAX_BYTES } from '../../../../contract/facility-photo'
import { readPhoto, type ChosenPhoto } from './api'

const MB = 1024 * 1024

export function PhotoField({
  current,
  chosen,
  onChoose,
  disabled,
}: {
  /** The facility's image now, if it has one. */
  current?: string
  chosen: ChosenPhoto | undefined
  onChoose: (photo: ChosenPhoto | undefined) => void
  disabled?: boolean
}) {
  const id = useId()
  const [problem, setProblem] = useState<string>()
  const choose = async (file: File | undefined) => {
    setProblem(undefined)
    if (!file) return onChoose(undefined)
    if (file.size > FACILITY_PHOTO_MAX_BYTES) {
      setProblem(
        `This photo is ${(file.size / MB).toFixed(1)} MB; a photo may be at most ${FACILITY_PHOTO_MAX_BYTES / MB} MB.`,
      )
      return onChoose(undefined)
    }
    try {
      onChoose(await readPhoto(file))
    } catch (error) {
      setProblem((error as Error).message)
      onChoose(undefined)
    }
  }
  const shown = chosen?.preview ?? current
  return (
    <div className="field photo-field">
      <label htmlFor={`${id}-file`}>Photo</label>
      {shown && (
        <img
          className="photo-preview"
          src={shown}
          alt={chosen ? 'The new photo, before it is saved' : 'The photo guests see now'}
          width={400}
          height={300}
        />
      )}
      <input
        id={`${id}-file`}
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="muted small">
        Take one with the camera or choose one from your files: at least 800×600 px, at most 20 MB.
        It is turned upright, cropped to 4:3, and its location and camera details are removed.
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="error-text">
          {problem}
        </p>
      )}
    </div>
  )
}
