// Invite a colleague: a name and a role give a one-time link (24 hours, one passkey), shown once
// with "Copy" and, where the phone has the Web Share API, "Share" (to send it by WhatsApp, SMS
// or mail). Whoever opens it first gets the passkey: the words say to send it to them alone.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { StaffRole } from '../../../../contract/staff'
import type { StaffInvitation } from '../../../../contract/staff-people'
import { SubmitRow } from '../../components/submit-row'
import { hotelTime } from '../../lib/hotel-time'
import { ROLE_NAMES } from '../../lib/role-words'
import { staffKeys } from '../../lib/staff-keys'
import { invite } from './api'

/** The roles a colleague may be given, each with what it lets them do. */
const ROLES: { role: StaffRole; words: string }[] = [
  {
    role: 'frontdesk',
    words: 'Front desk: answers requests and messages, edits descriptions and photos',
  },
  { role: 'owner', words: 'Owner: all of that, and the catalogue and the people with access' },
  {
    role: 'housekeeping',
    words: 'Housekeeping: sees the rooms to clean and marks them clean or out of order',
  },
]

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

function InviteLink({ invitation, timeZone }: { invitation: StaffInvitation; timeZone: string }) {
  const id = useId()
  const [copied, setCopied] = useState<string>()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link)
      setCopied('Copied. Paste it into a message to them.')
    } catch {
      setCopied('Could not copy here: select the link and copy it.')
    }
  }
  const share = async () => {
    try {
      await navigator.share({
        title: 'Your invitation to the front desk',
        text: `${invitation.name}, this link lets you create your passkey for the hotel's front desk. It works once, until ${hotelTime(invitation.expires_at, timeZone)}.`,
        url: invitation.link,
      })
    } catch {
      // Closed without sharing: nothing to say.
    }
  }
  return (
    <div className="people-link" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`}>
        {invitation.created ? 'Invitation' : 'A new link'} for <bdi>{invitation.name}</bdi> (
        {ROLE_NAMES[invitation.role].toLowerCase()}), good once until{' '}
        {hotelTime(invitation.expires_at, timeZone)}:
      </p>
      <label htmlFor={`${id}-link`} className="visually-hidden">
        Invitation link
      </label>
      <input
        id={`${id}-link`}
        readOnly
        value={invitation.link}
        onFocus={(e) => e.target.select()}
      />
      <div className="button-row">
        <button type="button" className="button primary" onClick={() => void copy()}>
          Copy
        </button>
        {canShare() && (
          <button type="button" className="button" onClick={() => void share()}>
            Share
          </button>
        )}
      </div>
      {copied && (
        <p role="status" className="muted small">
          {copied}
        </p>
      )}
      <p className="muted small">
        Send it to them alone: whoever opens it first gets their passkey.
        {!invitation.created &&
          ' They were invited already and have not made their passkey yet: this is a new link, and their role stays as it was.'}
      </p>
    </div>
  )
}

export function InviteForm({ timeZone }: { timeZone: string }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [role, setRole] = useState<StaffRole>('frontdesk')
  const send = useMutation({
    mutationFn: invite,
    onSuccess: () => {
      setName('')
      void queryClient.invalidateQueries({ queryKey: staffKeys.people() })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate({ name: name.trim(), role })
  }
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite a colleague</h2>
      <form className="people-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Their name</label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={100}
            autoComplete="off"
          />
        </div>
        <fieldset className="people-roles">
          <legend>Role</legend>
          {ROLES.map((choice) => (
            <label key={choice.role}>
              <input
                type="radio"
                name={`${id}-role`}
                value={choice.role}
                checked={role === choice.role}
                onChange={() => setRole(choice.role)}
              />
              {choice.words}
            </label>
          ))}
        </fieldset>
        <SubmitRow send={send}>Make the invitation link</SubmitRow>
      </form>
      {send.data && <InviteLink invitation={send.data} timeZone={timeZone} />}
    </section>
  )
}
