// Tells the guest, wherever they are in the site, when a request kept on this device has
// reached the hotel (or was refused on arrival), and when the hotel has answered it.
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Notice } from '../../components/layout/notice'
import { requestState, type RequestState } from './request-state'
import { useReservations, type StoredReservation } from './reservation-store'

const SHOW_MS = 10_000

/** The news a change of state is worth telling; undefined for a change not worth a notice. */
function news(r: StoredReservation, state: RequestState): string | undefined {
  const facility = r.facility.name
  switch (state) {
    case 'sent':
      return `Your reservation request for ${facility} has been delivered to the hotel.`
    case 'unavailable':
    case 'failed':
      return `Your request for ${facility} could not be accepted.`
    case 'confirmed':
      return `The hotel has confirmed your request for ${facility}.`
    case 'declined':
      return `The hotel has declined your request for ${facility}.`
    case 'cancelled':
      return `Your request for ${facility} is cancelled.`
    default:
      return undefined
  }
}

export function DeliveryNotice() {
  const reservations = useReservations()
  const previous = useRef<Map<string, RequestState>>(undefined)
  const [message, setMessage] = useState<string>()

  useEffect(() => {
    const before = previous.current
    const states = reservations.map((r) => [r, requestState(r)] as const)
    previous.current = new Map(states.map(([r, state]) => [r.reservation_id, state]))
    if (!before) return // first render: nothing has changed yet
    for (const [r, state] of states) {
      const was = before.get(r.reservation_id)
      const text = was !== undefined && was !== state ? news(r, state) : undefined
      if (text) return setMessage(text)
    }
  }, [reservations])

  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => setMessage(undefined), SHOW_MS)
    return () => clearTimeout(timer)
  }, [message])

  if (!message) return null
  return (
    <Notice onClose={() => setMessage(undefined)}>
      <p>
        {message}{' '}
        <RouterLink className="link" to="/confirmation">
          View
        </RouterLink>
      </p>
    </Notice>
  )
}
