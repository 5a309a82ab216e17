// Link a booking site's calendar: the facility, its unit (the first with no link yet unless the
// owner picks another: Booking.com's feed is one unit's, so each unit is linked on its own), the
// feed's address as the site gives it (https:// or webcal://) and a name the staff will read on
// the calendar ("Airbnb"). The server checks the address (a public https host) and says why not.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { StaffChannelFacility } from '../../../../contract/staff-channels'
import { CHANNEL_NAME_MAX, FEED_URL_MAX } from '../../../../contract/staff-channels'
import { SelectField } from '../../components/select-field'
import { SubmitRow } from '../../components/submit-row'
import { staffKeys } from '../../lib/staff-keys'
import { addLink } from './api'
import { unitName } from './channel-words'

/** Which unit the site's bookings take: each named with the links it has already. */
function UnitField(props: {
  id: string
  facility: StaffChannelFacility
  unit: number
  onChange: (unit: number) => void
}) {
  const { id, facility, unit, onChange } = props
  const linkedTo = (n: number) => facility.links.filter((l) => l.unit === n).map((l) => l.name)
  const choices = Array.from({ length: facility.capacity }, (_, i) => i + 1).map((n) => {
    const linked = linkedTo(n)
    return {
      value: String(n),
      label:
        unitName(facility.type, n, facility.capacity) +
        (linked.length > 0 ? ` (linked: ${linked.join(', ')})` : ' (no link yet)'),
    }
  })
  return (
    <SelectField
      id={id}
      label="Which one"
      choices={choices}
      value={String(unit)}
      onChange={(value) => onChange(Number(value))}
      hint="The site’s bookings take this one. Booking.com gives one calendar per unit: link each unit to its own."
    />
  )
}

export function LinkForm({ facilities }: { facilities: StaffChannelFacility[] }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [facilityId, setFacilityId] = useState(facilities[0]?.facility_id ?? '')
  const [unit, setUnit] = useState<number | undefined>()
  const [url, setUrl] = useState('')
  const [name, setName] = useState('')
  const facility = facilities.find((f) => f.facility_id === facilityId) ?? facilities[0]
  const send = useMutation({
    mutationFn: addLink,
    onSuccess: () => {
      setUrl('')
      setName('')
      setUnit(undefined)
      void queryClient.invalidateQueries({ queryKey: staffKeys.channels() })
    },
  })
  if (!facility) return null
  const chosenUnit = unit ?? facility.next_unit
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate({
      facilityId: facility.facility_id,
      url: url.trim(),
      unit: chosenUnit,
      ...(name.trim() && { name: name.trim() }),
    })
  }
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Link a booking site’s calendar</h2>
      <form className="channel-form" onSubmit={submit}>
        <SelectField
          id={`${id}-facility`}
          label="Facility"
          choices={facilities.map((f) => ({ value: f.facility_id, label: f.name }))}
          value={facility.facility_id}
          onChange={(value) => {
            setFacilityId(value)
            setUnit(undefined)
          }}
        />
        <UnitField id={`${id}-unit`} facility={facility} unit={chosenUnit} onChange={setUnit} />
        <div className="field">
          <label htmlFor={`${id}-url`}>The booking site’s calendar address</label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            required
            maxLength={FEED_URL_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://…"
            aria-describedby={`${id}-url-help`}
          />
          <p id={`${id}-url-help`} className="muted small">
            The export (iCal) link from Airbnb or Booking.com, https:// or webcal://. It stays on
            the server: only its host is shown here afterwards.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name on the calendar (optional)</label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={CHANNEL_NAME_MAX}
            autoComplete="off"
            placeholder="Airbnb"
            aria-describedby={`${id}-name-help`}
          />
          <p id={`${id}-name-help`} className="muted small">
            Without one, the address’s host (www.airbnb.com).
          </p>
        </div>
        <SubmitRow send={send}>Link this calendar</SubmitRow>
        {send.isSuccess && (
          <p role="status" className="done">
            Linked: <bdi>{send.data.name}</bdi> takes unit {send.data.unit} of{' '}
            <bdi>{send.data.facility_name}</bdi>. Its first import has started; give the booking
            site the address shown with it below.
          </p>
        )}
      </form>
    </section>
  )
}
