// The console's catalogue (issue 29): the facilities guests see, each with its photo, to edit
// from a phone. Owners add and delete; the front desk edits descriptions and photos (the server
// enforces it, this screen shows only what the person may do). A change shows on the public
// site at its next load: the server's list cache hears it on every replica.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ListOrEmpty } from '../../components/list-or-empty'
import { PageWait } from '../../components/page-wait'
import { WhyNot } from '../../components/why-not'
import { useConnection } from '../../lib/connection'
import { usePageTitle } from '../../lib/page-title'
import { useMe } from '../../lib/me'
import { catalogueQueryOptions } from './api'
import { FacilityForm } from './facility-form'
import { FacilityItem } from './facility-item'
import './catalogue.css'

export function CataloguePage() {
  usePageTitle('Catalogue')
  const catalogue = useQuery(catalogueQueryOptions())
  const { isOwner } = useMe()
  const { canAct } = useConnection()
  const [adding, setAdding] = useState(false)
  const [said, setSaid] = useState<string>()

  if (!catalogue.data) return <PageWait reads={[catalogue]} loading="Loading the catalogue…" />
  const { facilities } = catalogue.data
  return (
    <>
      <div className="catalogue-head">
        <h1>Catalogue</h1>
        {isOwner && !adding && (
          <button
            type="button"
            className="button primary"
            onClick={() => {
              setSaid(undefined)
              setAdding(true)
            }}
            disabled={!canAct}
          >
            Add a facility
          </button>
        )}
      </div>
      {isOwner && <WhyNot />}
      <p className="muted">
        What guests see on the site. A change shows there at their next visit.
        {!isOwner && ' You may edit descriptions and photos; an owner adds and deletes.'}
      </p>
      {said && (
        <p role="status" className="done">
          {said}
        </p>
      )}
      {adding && (
        <FacilityForm
          isOwner
          onDone={(saved) => {
            setAdding(false)
            if (saved) setSaid(`${saved.name} was added. Guests see it at their next visit.`)
          }}
        />
      )}
      <ListOrEmpty items={facilities} className="facilities" empty="No facilities yet.">
        {(facility) => (
          <FacilityItem
            key={facility._id}
            facility={facility}
            isOwner={isOwner}
            onDeleted={(name) =>
              setSaid(`${name} was deleted. Its reservation requests are kept in the inbox.`)
            }
          />
        )}
      </ListOrEmpty>
    </>
  )
}
