// The question before a confirmed stay is cancelled: whose stay, where and when, how the guest
// will hear of it, and that it can be reinstated while its nights are free. One tap on the wrong
// line must not send a guest away.
import type { StaffRequestDetail } from '../../../../contract/staff'
import { AskDialog } from '../../components/ask-dialog'
import { stayDates } from '../../lib/hotel-time'
import { toldLine } from './told-line'

export function CancelStayDialog({
  detail,
  withNote,
  onKeep,
  onGo,
}: {
  detail: StaffRequestDetail
  /** Whether the clerk wrote a note, which goes with the cancel. */
  withNote: boolean
  onKeep: () => void
  onGo: () => void
}) {
  const { record } = detail
  return (
    <AskDialog
      title="Cancel this stay?"
      go="Cancel this stay"
      keep="Keep the stay"
      onKeep={onKeep}
      onGo={onGo}
    >
      <p>
        <bdi className="guest-text">{record.name}</bdi>
        {'’s stay in '}
        <bdi className="guest-text">{record.facility_name}</bdi>
        {', '}
        {/* "7 – 9 Dec" kept on one line. */}
        {stayDates(record.dateRange, record.facility_type).replace(' – ', '\u00a0–\u00a0')}, will be
        cancelled and its nights freed for others.
      </p>
      {detail.guest_told && <p>{toldLine(detail.guest_told)}</p>}
      <p>
        {withNote ? 'Your note goes with it. ' : ''}While the nights are still free, the stay can be
        reinstated.
      </p>
    </AskDialog>
  )
}
