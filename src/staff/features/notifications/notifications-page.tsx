// The staff notifications (issue 29), as the CLI's `notifications list` shows them: each
// delivery of a new request, a guest's cancellation or a contact message, by email, webhook or
// to a staff phone, newest first, and how it went; "Try again now" on a failed one. All, or only
// those failing. Above them, "Notify this phone" (issue 37: ./this-phone.tsx).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ReadProblem } from '../../components/problem'
import { ShowOlder } from '../../components/show-older'
import { usePageTitle } from '../../lib/page-title'
import { notificationsQueryOptions } from './api'
import { DeliveryItem } from './delivery-item'
import { phonesQueryOptions } from './api'
import { ThisPhone } from './this-phone'
import './notifications.css'

export function NotificationsPage() {
  usePageTitle('Notifications')
  const [failedOnly, setFailedOnly] = useState(false)
  const query = useInfiniteQuery(notificationsQueryOptions(failedOnly))
  const phones = useQuery(phonesQueryOptions())
  const first = query.data?.pages[0]
  const deliveries = query.data?.pages.flatMap((page) => page.deliveries) ?? []
  return (
    <section aria-labelledby="notifications-heading" className="section">
      <h1 id="notifications-heading">Notifications</h1>
      <p className="muted small">
        How the hotel’s people were told of each new request, cancellation and contact message, and
        how guests were told of your answers, newest first.
      </p>
      {first && first.channels.length === 0 && phones.data?.hotelDevices === 0 && (
        <p className="empty">
          Nobody is told of new requests: no phone is notified, and neither an email address nor a
          webhook is set up (docs/staff.md, “Notifications”). Turn it on below with “Notify this
          phone”.
        </p>
      )}
      <ThisPhone />
      <div className="field delivery-filter">
        <label>
          <input
            type="checkbox"
            checked={failedOnly}
            onChange={(e) => setFailedOnly(e.target.checked)}
          />{' '}
          Only the ones that failed or wait to retry
        </label>
      </div>
      <div aria-live="polite" aria-busy={query.isFetching}>
        {query.isPending && <p className="muted">Loading the notifications…</p>}
        {query.isError && <ReadProblem read={query} />}
        {query.isSuccess && deliveries.length === 0 && (
          <p className="empty">
            {failedOnly ? 'Nothing failed: every notification was sent.' : 'No notifications yet.'}
          </p>
        )}
      </div>
      {deliveries.length > 0 && first && (
        <ul className="rows">
          {deliveries.map((d) => (
            <DeliveryItem
              key={`${d.event_id} ${d.channel}`}
              delivery={d}
              timeZone={first.timeZone}
              readAt={query.dataUpdatedAt}
            />
          ))}
        </ul>
      )}
      <ShowOlder query={query} what="notifications" />
    </section>
  )
}
