// The console's People (issue 29), an owner's screen: invite a colleague, see who has access and
// their passkeys, revoke. The front desk never reaches it from the navigation, and the server
// refuses them (403 owner_only); this page says so if one opens its address.
import { useQuery } from '@tanstack/react-query'
import { OwnersOnly } from '../../components/owners-only'
import { PageWait } from '../../components/page-wait'
import { usePageTitle } from '../../lib/page-title'
import { useMe } from '../../lib/me'
import { peopleQueryOptions } from './api'
import { InviteForm } from './invite-form'
import { PersonItem } from './person-item'
import './people.css'

export function PeoplePage() {
  usePageTitle('People')
  return (
    <OwnersOnly title="People" refusal="Only an owner of the hotel manages who has access.">
      <PeopleScreen />
    </OwnersOnly>
  )
}

function PeopleScreen() {
  const { me } = useMe()
  const people = useQuery(peopleQueryOptions())
  if (!people.data) return <PageWait reads={[people]} loading="Loading the people with access…" />
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
