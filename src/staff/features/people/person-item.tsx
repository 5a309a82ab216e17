// One person with access: role, state, passkeys (when made, when last used), and "Revoke",
// which asks first. The server refuses to revoke yourself or the hotel's last owner, with words.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { StaffPerson } from '../../../../contract/staff-people'
import { messageOf } from '../../components/problem'
import { useConnection } from '../../lib/connection'
import { hotelTime } from '../../lib/hotel-time'
import { staffKeys } from '../../lib/staff-keys'
import { revoke } from './api'

const STATE: Record<StaffPerson['state'], string> = {
  active: 'Has access',
  invited: 'Invited, no passkey yet',
  revoked: 'Revoked',
}

export function PersonItem({
  person,
  isYou,
  timeZone,
}: {
  person: StaffPerson
  isYou: boolean
  timeZone: string
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const { canAct, why } = useConnection()
  const [asking, setAsking] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)
  const remove = useMutation({
    mutationFn: () => revoke(person.id),
    onSuccess: () => {
      setAsking(false)
      void queryClient.invalidateQueries({ queryKey: staffKeys.people() })
    },
  })
  useEffect(() => {
    if (asking) question.current?.focus()
  }, [asking])
  const time = (iso: string) => hotelTime(iso, timeZone)
  return (
    <li className="row person" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="person-name">
        <bdi>{person.name}</bdi>
        {isYou && <span className="muted"> (you)</span>}
      </h3>
      <p className="muted small">
        {person.role === 'owner' ? 'Owner' : 'Front desk'} · {STATE[person.state]}
        {person.revoked_at && ` ${time(person.revoked_at)}`}
        {person.last_sign_in && ` · last signed in ${time(person.last_sign_in)}`}
      </p>
      {person.passkeys.length > 0 && (
        <ul className="passkeys" aria-label={`Passkeys of ${person.name}`}>
          {person.passkeys.map((p) => (
            <li key={p.created_at}>
              {p.label ?? (p.synced ? 'Passkey in a synced keychain' : 'Passkey on one device')},
              made {time(p.created_at)}
              {p.last_used_at ? `, last used ${time(p.last_used_at)}` : ', not used since'}
            </li>
          ))}
        </ul>
      )}
      {person.state !== 'revoked' && !isYou && !asking && (
        <div className="people-buttons">
          <button
            type="button"
            className="button danger"
            aria-describedby={`${id}-name`}
            onClick={() => setAsking(true)}
            disabled={!canAct}
          >
            Revoke
          </button>
          {!canAct && <p className="muted small">{why}</p>}
        </div>
      )}
      {asking && (
        <div className="people-confirm" role="group" aria-labelledby={`${id}-ask`}>
          <p id={`${id}-ask`} ref={question} tabIndex={-1}>
            Revoke <bdi>{person.name}</bdi>? They are signed out at once everywhere and their
            passkeys stop working. You can invite them again later.
          </p>
          <div className="people-buttons">
            <button
              type="button"
              className="button danger"
              onClick={() => remove.mutate()}
              disabled={!canAct || remove.isPending}
            >
              Revoke access
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setAsking(false)
                remove.reset()
              }}
            >
              Keep access
            </button>
          </div>
          {remove.isError && (
            <p role="alert" className="error-text">
              {messageOf(remove.error)}
            </p>
          )}
        </div>
      )}
    </li>
  )
}
