// A facility's feeds for the booking sites: the whole facility's and each unit's address (a site
// that takes one unit per calendar, as Booking.com does, gets a unit's), and "New addresses",
// asked first: the secret in them is replaced, the old addresses stop working at once, and every
// booking site must be given its new one.
import type { StaffChannelFacility } from '../../../../contract/staff-channels'
import { AskButton, AskFirst, useAskFirst } from '../../components/ask-first'
import { staffKeys } from '../../lib/staff-keys'
import { rotateSecret } from './api'
import { unitName } from './channel-words'
import { CopyField } from '../../components/copy-field'

export function FacilityFeeds({ facility }: { facility: StaffChannelFacility }) {
  const rotation = useAskFirst({
    run: () => rotateSecret(facility.facility_id),
    refresh: staffKeys.channels(),
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
        {rotation.step.isSuccess && !rotation.asking && (
          <p role="status" className="done">
            New addresses made. Give each booking site its new address now: the old ones no longer
            work.
          </p>
        )}
        {!rotation.asking && <AskButton onAsk={rotation.ask}>New addresses</AskButton>}
        {rotation.asking && (
          <AskFirst
            {...rotation.answers}
            question={
              <>
                Make new addresses for <bdi>{facility.name}</bdi>? Every address the booking sites
                have now stops working at once, and they stop hearing of nights taken here until you
                give each of them its new address. Do this when an address got out.
              </>
            }
            go="Make new addresses"
            keep="Keep the addresses"
          />
        )}
      </div>
    </details>
  )
}
