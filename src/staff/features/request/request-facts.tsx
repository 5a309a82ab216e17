// The facts of one request, as the clerk reads them before calling the guest: who, how to reach
// them, what and when, when it came (and how long it is held), the guest's language, how the guest
// will hear of an answer, and the note they were sent; the guests and the price quoted at arrival.
import type { StaffRequestDetail } from '../../../../contract/staff'
import { isNightBased } from '../../../../contract/facility'
import { useGuestPhone } from '../../lib/use-guest-phone'
import { expiresIn, hotelTime, stayDates } from '../../lib/hotel-time'
import { RequestPrice } from './request-price'
import { toldLine } from './told-line'

/** The guest's language as the staff read it: `fr` is "French" (the browser's own names). */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
  } catch {
    return code // not a code this browser can name
  }
}

export function RequestFacts({ detail }: { detail: StaffRequestDetail }) {
  const phone = useGuestPhone()
  const { record, timeZone } = detail
  const night = isNightBased(record.facility_type)
  return (
    <dl className="facts">
      <div>
        <dt>Guest</dt>
        <dd className="guest-text" dir="auto">
          {record.name}
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={phone.tel(record.phone)} dir="ltr">
            {phone.shown(record.phone)}
          </a>
        </dd>
      </div>
      {record.email && (
        <div>
          <dt>Email</dt>
          <dd className="guest-text" dir="auto">
            {record.email}
          </dd>
        </div>
      )}
      <div>
        <dt>{night ? 'Stay' : 'Booking'}</dt>
        <dd>
          <span dir="auto" className="guest-text">
            {record.facility_name}
          </span>
          <br />
          {stayDates(record.dateRange, record.facility_type)}
        </dd>
      </div>
      <RequestPrice record={record} />
      <div>
        <dt>Came</dt>
        <dd>
          {hotelTime(record.received_at, timeZone)}
          {record.status === 'received' && record.hold_until && (
            <>
              {' · '}
              <strong className="hold">{expiresIn(record.hold_until)}</strong>
            </>
          )}
        </dd>
      </div>
      {record.language && record.language !== 'en' && (
        <div>
          <dt>Language</dt>
          <dd data-testid="guest-language">{languageName(record.language)}</dd>
        </div>
      )}
      {detail.guest_told &&
        (record.status === 'received' ||
          record.status === 'confirmed' ||
          detail.can_reinstate === true) && (
          <div>
            <dt>Your answer</dt>
            <dd data-testid="guest-told">{toldLine(detail.guest_told)}</dd>
          </div>
        )}
      {record.status_note && (
        <div>
          <dt>Note to the guest</dt>
          <dd className="guest-text" dir="auto">
            {record.status_note}
          </dd>
        </div>
      )}
    </dl>
  )
}
