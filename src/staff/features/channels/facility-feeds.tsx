// A facility's feeds for the booking sites: the whole facility's and each unit's address (a site
// that takes one unit per calendar, as Booking.com does, gets a unit's), and "New addresses",
// asked first: the secret in them is replaced, the old addresses stop working at once, and every
// booking site must be given its new one.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { StaffChannelFacility } from '../../../../contract/staff-channels'
import { AskFirst } from '../../components/ask-first'
import { useConnection } from '../../lib/connection'
import { staffKeys } from '../../lib/staff-keys'
import { rotateSecret } from './api'
import { unitName } from './channel-words'
import { CopyField } from './copy-field'

export function FacilityFeeds({ facility }: { facility: StaffChannelFacility }) {
  const queryClient = useQueryClient()
  const { canAct, why } = useConnection()
  const [asking, setAsking] = useState(false)
  const rotate = useMutation({
    mutationFn: () => rotateSecret(facility.facility_id),
    onSuccess: () => {
      setAsking(false)
      void queryClient.invalidateQueries({ queryKey: staffKeys.channels() })
    },
  })
  return (
    <details className="channel-feeds">
      <summary>
        Our calendar’s addresses for <bdi>{facility.name}</bdi>
      </summary>
      <div className="channel-feeds-body">
        <p className="muted small">
          A booking site reads the nights taken here from one of these. Give each linked site the
          address shown with its link above; these are for a site not linked yet.
        </p>
        <CopyField label="Whole facility" value={facility.export_url} />
        {facility.capacity > 1 &&
          facility.unit_export_urls.map((url, i) => (
            <CopyField
              key={url}
              label={unitName(facility.type, i + 1, facility.capacity)}
              value={url}
            />
          ))}
        {rotate.isSuccess && !asking && (
          <p role="status" className="done">
            New addresses made. Give each booking site its new address now: the old ones no longer
            work.
          </p>
        )}
        {!asking && (
          <div className="button-row">
            <button
              type="button"
              className="button danger"
              onClick={() => setAsking(true)}
              disabled={!canAct}
            >
              New addresses
            </button>
            {!canAct && <p className="muted small">{why}</p>}
          </div>
        )}
        {asking && (
          <AskFirst
            question={
              <>
                Make new addresses for <bdi>{facility.name}</bdi>? Every address the booking sites
                have now stops working at once, and they stop hearing of nights taken here until you
                give each of them its new address. Do this when an address got out.
              </>
            }
            go="Make new addresses"
            keep="Keep the addresses"
            onGo={() => rotate.mutate()}
            onKeep={() => {
              setAsking(false)
              rotate.reset()
            }}
            disabled={!canAct || rotate.isPending}
            error={rotate.isError ? rotate.error : undefined}
          />
        )}
      </div>
    </details>
  )
}
