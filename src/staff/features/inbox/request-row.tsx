// One request in a list: its reference (the link to it), the guest, the stay and its total (the
// price stored at the request's arrival, issue 51: what the clerk says first on the phone), when
// it came and, while it waits, how long its hold has left. Guest text is only ever text, isolated
// (RTL marks in a name do not turn the row around) and wrapped anywhere (a 2,000-letter word stays
// inside). The server draws the inbox's first screen with this component too (first-screen.tsx).
import { StaffLink } from '../../components/staff-link'
import { formatMoney } from '../../../../contract/rates'
import type { StaffRequest } from '../../../../contract/staff'
import { StatusBadge } from '../../components/status-badge'
import { consoleLocale, expiresIn, hotelTime, stayDates } from '../../lib/hotel-time'

interface RequestRowProps {
  request: StaffRequest
  timeZone: string
  thisYear?: string
  showStatus?: boolean
}

export const refOf = (request: StaffRequest) => request.reference ?? request.reservation_id

export function RequestRow({ request, timeZone, thisYear, showStatus }: RequestRowProps) {
  const ref = refOf(request)
  return (
    <li className="row">
      <div className="row-head">
        <StaffLink href={`/staff/requests/${encodeURIComponent(ref)}`} className="row-ref">
          {request.reference ?? 'Request'}
          <span className="visually-hidden">
            {' '}
            from <bdi>{request.name}</bdi>
          </span>
        </StaffLink>
        {showStatus && <StatusBadge status={request.status} />}
      </div>
      <p className="row-guest guest-text" dir="auto">
        {request.name}
      </p>
      <p className="row-stay">
        <span dir="auto" className="guest-text">
          {request.facility_name}
        </span>
        <span aria-hidden="true"> · </span>
        <span className="stay-dates">
          {stayDates(request.dateRange, request.facility_type, thisYear)}
        </span>
        {/* No total where the request has none: no price then, or a copy from before prices. */}
        {request.quote && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="row-total">
              {formatMoney(request.quote.total, request.quote.currency, consoleLocale())}
            </span>
          </>
        )}
      </p>
      <p className="row-when muted small">
        Came {hotelTime(request.received_at, timeZone)}
        {request.status === 'received' && request.hold_until && (
          <>
            {' · '}
            <strong className="hold">{expiresIn(request.hold_until)}</strong>
          </>
        )}
      </p>
    </li>
  )
}
