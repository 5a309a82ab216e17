// One link to a booking site: its name and unit, the feed's host, when it was last imported (the
// check that a feed has not silently stopped), its last error in words, what its last import
// skipped (an event it could not read, named by its place in the feed), the nights it blocks, the
// hotel's address to give that site (its unit without what came from it, so nothing echoes
// back), and "Remove", asked first: its nights are offered here again at once.
import { useId } from 'react'
import type { StaffChannelFacility, StaffChannelLink } from '../../../../contract/staff-channels'
import { AskButton, AskFirst, useAskFirst } from '../../components/ask-first'
import { staffKeys } from '../../lib/staff-keys'
import { removeLink } from './api'
import { blockedWords, lastFailure, lastImported, skippedWords, unitName } from './channel-words'
import { CopyField } from '../../components/copy-field'

interface LinkItemProps {
  link: StaffChannelLink
  facility: StaffChannelFacility
  timeZone: string
}

export function LinkItem({ link, facility, timeZone }: LinkItemProps) {
  const id = useId()
  const removal = useAskFirst({ run: () => removeLink(link.id), refresh: staffKeys.channels() })
  const failure = lastFailure(link, timeZone)
  const unit = unitName(facility.type, link.unit, facility.capacity)
  return (
    <li className="row channel-link" aria-labelledby={`${id}-name`}>
      <div className="row-head">
        <h3 id={`${id}-name`} className="channel-name">
          <bdi>{link.name}</bdi>
        </h3>
        <span className="muted small">{unit}</span>
      </div>
      <p className="muted small">
        From <bdi>{link.host}</bdi> · {blockedWords(facility.type, link.nights)}
      </p>
      <p className={link.last_success_at ? 'small' : 'small channel-waiting'}>
        {lastImported(link, timeZone)}
      </p>
      {failure && (
        <p className="error-text small" role="note">
          {failure}
        </p>
      )}
      {link.warnings.length > 0 && (
        <div className="channel-warnings" role="note" aria-labelledby={`${id}-skipped`}>
          <p id={`${id}-skipped`} className="small">
            {skippedWords(link.warnings.length)}
          </p>
          <ul className="small">
            {link.warnings.map((warning, i) => (
              <li key={i}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      <CopyField label={`Our address for ${link.name}`} value={link.export_url} />
      {!removal.asking && (
        <AskButton describedBy={`${id}-name`} onAsk={removal.ask}>
          Remove
        </AskButton>
      )}
      {removal.asking && (
        <AskFirst
          {...removal.answers}
          question={
            <>
              Remove the link to <bdi>{link.name}</bdi> ({unit.toLowerCase()})? The nights it blocks
              are offered to guests here again at once. Remove our address from{' '}
              <bdi>{link.name}</bdi> too.
            </>
          }
          go="Remove the link"
          keep="Keep it"
        />
      )}
    </li>
  )
}
