// The console's People (issue 29), an owner's screen: invite a colleague, see who has access and
// their passkeys, revoke. The front desk never reaches it from the navigation, and the server
// refuses them (403 owner_only); this page says so if one opens its address.
import { useQuery } from '@tanstack/react-query'
import { Problem } from '../../components/problem'
import { usePageTitle } from '../../lib/page-title'
import { isWorthRetrying } from '../../lib/staff-api'
import { meQueryOptions } from '../../lib/me'
import { peopleQueryOptions } from './api'
import { InviteForm } from './invite-form'
import { PersonItem } from './person-item'
import './people.css'

export function PeoplePage() {
  usePageTitle('People')
  const me = useQuery(meQueryOptions())
  const isOwner = me.data?.role === 'owner'
  const people = useQuery({ ...peopleQueryOptions(), enabled: isOwner })
  if (me.isPending) return null
  if (!isOwner)
    return (
      <>
        <h1>People</h1>
        <p className="empty">Only an owner of the hotel manages who has access.</p>
      </>
    )
  if (people.isPending)
    return (
      <p role="status" className="muted">
        Loading the people with access…
      </p>
    )
  if (people.isError && !people.data)
    return (
      <Problem retry={isWorthRetrying(people.error) ? () => void people.refetch() : undefined}>
        {people.error.message}
      </Problem>
    )
  const { people: list, timeZone } = people.data
  const current = list.filter((p) => p.state !== 'revoked')
  const revoked = list.filter((p) => p.state === 'revoked')
  return (
    <>
      <h1>People</h1>
      <InviteForm timeZone={timeZone} />
      <section className="section" aria-labelledby="with-access">
        <h2 id="with-access">
          With access <span className="count">{current.length}</span>
        </h2>
        <ul className="rows">
          {current.map((person) => (
            <PersonItem
              key={person.id}
              person={person}
              isYou={person.id === me.data?.id}
              timeZone={timeZone}
            />
          ))}
        </ul>
      </section>
      {revoked.length > 0 && (
        <section className="section" aria-labelledby="revoked">
          <h2 id="revoked">Revoked</h2>
          <ul className="rows">
            {revoked.map((person) => (
              <PersonItem key={person.id} person={person} isYou={false} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
