// The facts of one request, as the clerk reads them before calling the guest: who, how to reach
// them, what and when, when it came (and how long it is held), the guest's language, how the guest
// will hear of an answer, and the note they were sent; the guests and the price quoted at arrival;
// a confirmed stay's unit and where its guest is at the desk (issue 54).
import type { StaffRequestDetail } from '../../../../contract/staff'
import { ReceivedWhen } from '../../components/received-when'
import { isNightBased } from '../../../../contract/facility'
import { useGuestPhone } from '../../lib/use-guest-phone'
import { stayDates } from '../../lib/hotel-time'
import { DeskFacts } from './desk-facts'
import { Fact } from './fact'
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
      <Fact term="Guest" guestText>
        {record.name}
      </Fact>
      <Fact term="Phone">
        <a href={phone.tel(record.phone)} dir="ltr">
          {phone.shown(record.phone)}
        </a>
      </Fact>
      {record.email && (
        <Fact term="Email" guestText>
          {record.email}
        </Fact>
      )}
      <Fact term={night ? 'Stay' : 'Booking'}>
        <span dir="auto" className="guest-text">
          {record.facility_name}
        </span>
        <br />
        {stayDates(record.dateRange, record.facility_type)}
      </Fact>
      <DeskFacts detail={detail} />
      <RequestPrice record={record} />
      <Fact term="Came">
        <ReceivedWhen request={record} timeZone={timeZone} />
      </Fact>
      {record.language && record.language !== 'en' && (
        <Fact term="Language" testId="guest-language">
          {languageName(record.language)}
        </Fact>
      )}
      {detail.guest_told &&
        (record.status === 'received' ||
          record.status === 'confirmed' ||
          detail.can_reinstate === true) && (
          <Fact term="Your answer" testId="guest-told">
            {toldLine(detail.guest_told)}
          </Fact>
        )}
      {record.status_note && (
        <Fact term="Note to the guest" guestText>
          {record.status_note}
        </Fact>
      )}
    </dl>
  )
}
