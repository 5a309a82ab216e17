// Tells the guest, wherever they are in the site, when a request kept on this device has
// reached the hotel (or was refused on arrival), and when the hotel has answered it. On the
// confirmation page the request's card already shows its new state: the news is only said to
// screen readers there (the notice area is a live region), with no notice to read twice and no
// link to the page the guest is on. Elsewhere a notice at the top of the page says it, with a
// link to the requests, until the guest dismisses it or opens that page: a notice in the page's
// flow that vanished by itself would move the page under the guest's thumb.
import { Link as RouterLink, useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Notice } from '../../components/layout/notice'
import { texts } from '../../lib/i18n'
import { requestState, type RequestState } from './request-state'
import { listReservations, useReservations, type StoredReservation } from './reservation-store'

const REQUESTS_PAGE = '/confirmation'

const statesOf = (reservations: StoredReservation[]) =>
  new Map(reservations.map((r) => [r.reservation_id, requestState(r)]))

/**
 * The requests' states as the page found them when this module loaded, before the app's outbox
 * began sending (it starts after the first render): a request delivered while the page was still
 * starting, before the notice first rendered, is news too (it was told to no one).
 */
let atLoad: Map<string, RequestState> | undefined =
  typeof localStorage === 'undefined' ? undefined : statesOf(listReservations())

/** The states at the page's load, for the first notice that asks (once per page load). */
function takeStatesAtLoad() {
  const states = atLoad
  atLoad = undefined
  return states
}

/** The news a change of state is worth telling; undefined for a change not worth a notice. */
function news(r: StoredReservation, state: RequestState): string | undefined {
  const facility = r.facility.name
  const t = texts().reservation.news
  switch (state) {
    case 'sent':
      return t.sent(facility)
    case 'unavailable':
    case 'failed':
      return t.refused(facility)
    case 'confirmed':
      return t.confirmed(facility)
    case 'declined':
      return t.declined(facility)
    case 'cancelled':
      return t.cancelled(facility)
    default:
      return undefined
  }
}

export function DeliveryNotice() {
  const reservations = useReservations()
  const onRequestsPage = useLocation({ select: (l) => l.pathname === REQUESTS_PAGE })
  const previous = useRef<Map<string, RequestState>>(undefined)
  const [message, setMessage] = useState<{ text: string; onRequestsPage: boolean }>()
  // News told on the requests page was read there, on its card; news told elsewhere is read
  // once the guest opens that page: neither outlives the move.
  if (message && message.onRequestsPage !== onRequestsPage) setMessage(undefined)

  useEffect(() => {
    // The first time, the states at the page's load: what changed since is news.
    const before = previous.current ?? takeStatesAtLoad()
    const states = reservations.map((r) => [r, requestState(r)] as const)
    previous.current = statesOf(reservations)
    if (!before) return // first render: nothing has changed yet
    for (const [r, state] of states) {
      const was = before.get(r.reservation_id)
      const text = was !== undefined && was !== state ? news(r, state) : undefined
      if (text) return setMessage({ text, onRequestsPage })
    }
  }, [reservations, onRequestsPage])

  if (!message) return null
  if (onRequestsPage) return <p className="sr-only">{message.text}</p>
  return (
    <Notice onClose={() => setMessage(undefined)}>
      <p>
        {message.text}{' '}
        <RouterLink className="link" to={REQUESTS_PAGE}>
          {texts().reservation.news.view}
        </RouterLink>
      </p>
    </Notice>
  )
}
