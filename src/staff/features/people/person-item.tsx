// One person with access: role, state, passkeys (when made, when last used), and "Revoke"
// ("Cancel invitation" for an invitation nobody has used yet),
// which asks first. The server refuses to revoke yourself or the hotel's last owner, with words.
import { useId } from 'react'
import type { StaffPerson } from '../../../../contract/staff-people'
import { AskButton, AskFirst, useAskFirst } from '../../components/ask-first'
import { hotelTime } from '../../lib/hotel-time'
import { ROLE_NAMES } from '../../lib/role-words'
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
  const removal = useAskFirst({ run: () => revoke(person.id), refresh: staffKeys.people() })
  const time = (iso: string) => hotelTime(iso, timeZone)
  // An invitation nobody has used yet is cancelled, not "revoked": there is no access to take.
  const invited = person.state === 'invited'
  return (
    <li className="row person" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="person-name">
        <bdi>{person.name}</bdi>
        {isYou && <span className="muted"> (you)</span>}
      </h3>
      <p className="muted small">
        {ROLE_NAMES[person.role]} · {STATE[person.state]}
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
      {person.state !== 'revoked' && !isYou && !removal.asking && (
        <AskButton describedBy={`${id}-name`} onAsk={removal.ask}>
          {invited ? 'Cancel invitation' : 'Revoke'}
        </AskButton>
      )}
      {removal.asking && (
        <AskFirst
          {...removal.answers}
          question={
            invited ? (
              <>
                Cancel the invitation of <bdi>{person.name}</bdi>? The link stops working. You can
                invite them again later.
              </>
            ) : (
              <>
                Revoke <bdi>{person.name}</bdi>? They are signed out at once everywhere and their
                passkeys stop working. You can invite them again later.
              </>
            )
          }
          go={invited ? 'Cancel invitation' : 'Revoke access'}
          keep={invited ? 'Keep invitation' : 'Keep access'}
        />
      )}
    </li>
  )
}
