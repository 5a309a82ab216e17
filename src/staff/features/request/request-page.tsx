// One request: everything about it, the ways to reach the guest, the answer and the history.
import { useQuery } from '@tanstack/react-query'
import { StaffLink } from '../../components/staff-link'
import { isNightBased } from '../../../../contract/facility'
import { Problem } from '../../components/problem'
import { StatusBadge } from '../../components/status-badge'
import { useGuestPhone } from '../../lib/use-guest-phone'
import { expiresIn, hotelTime, stayDates } from '../../lib/hotel-time'
import { usePageTitle } from '../../lib/page-title'
import { AnswerForm } from './answer-form'
import { requestQueryOptions } from './api'
import { ContactLinks } from './contact-links'
import { toldLine } from './told-line'
import { History } from './history'
import { isWorthRetrying } from '../../lib/staff-api'

/** The guest's language as the staff read it: `fr` is "French" (the browser's own names). */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
  } catch {
    return code // not a code this browser can name
  }
}

export function RequestPage({ requestRef: ref }: { requestRef: string }) {
  const detail = useQuery(requestQueryOptions(ref))
  const phone = useGuestPhone()
  usePageTitle(detail.data?.record.reference ?? 'Request')
  const back = (
    <p className="back">
      <StaffLink href="/staff">← Inbox</StaffLink>
    </p>
  )
  if (detail.isPending)
    return (
      <>
        {back}
        <p role="status" className="muted">
          Loading the request…
        </p>
      </>
    )
  // A failed refresh of a request already shown (offline, the server gone) keeps it on screen:
  // the frame says how old it is, and its answers are disabled.
  if (detail.isError && !detail.data)
    return (
      <>
        {back}
        <h1>Request {ref}</h1>
        <Problem retry={isWorthRetrying(detail.error) ? () => void detail.refetch() : undefined}>
          {detail.error.message}
        </Problem>
      </>
    )
  if (!detail.data) return null
  const { record, events, timeZone } = detail.data
  const night = isNightBased(record.facility_type)
  return (
    <>
      {back}
      <article className="request">
        <header className="request-head">
          <h1>
            <span className="request-ref">{record.reference ?? 'Request'}</span>
          </h1>
          <StatusBadge status={record.status} />
        </header>
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
          {detail.data.guest_told &&
            (record.status === 'received' ||
              record.status === 'confirmed' ||
              detail.data.can_reinstate === true) && (
              <div>
                <dt>Your answer</dt>
                <dd data-testid="guest-told">{toldLine(detail.data.guest_told)}</dd>
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
        <p className="muted small">Times are the hotel's ({timeZone}).</p>
        <AnswerForm detail={detail.data} requestRef={ref} />
        <ContactLinks request={record} />
        <History events={events} timeZone={timeZone} />
      </article>
    </>
  )
}
