// One request in a list: its reference (the link to it), the guest, the stay and its total (the
// price stored at the request's arrival, issue 51: what the clerk says first on the phone), when
// it came and, while it waits, how long its hold has left. Guest text is only ever text, isolated
// (RTL marks in a name do not turn the row around) and wrapped anywhere (a 2,000-letter word stays
// inside). The server draws the inbox's first screen with this component too (first-screen.tsx).
import { formatMoney } from '../../../../contract/rates'
import type { StaffRequest } from '../../../../contract/staff'
import { ReceivedWhen } from '../../components/received-when'
import { RequestWho } from '../../components/request-who'
import { RowStay } from '../../components/row-stay'
import { consoleLocale, stayDates } from '../../lib/hotel-time'

export interface RequestRowProps {
  request: StaffRequest
  timeZone: string
  thisYear?: string
  /** The row's status: where the list mixes them. */
  showStatus?: boolean
}

export function RequestRow({ request, timeZone, thisYear, showStatus }: RequestRowProps) {
  return (
    <li className="row">
      <RequestWho request={request} showStatus={showStatus} />
      <RowStay facility={request.facility_name}>
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
      </RowStay>
      <p className="row-when muted small">
        Came <ReceivedWhen request={request} timeZone={timeZone} />
      </p>
    </li>
  )
}
