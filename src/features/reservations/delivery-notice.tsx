// Tells the guest, wherever they are in the site, when a request kept on this device has
// reached the hotel, or turned out to be for dates that are no longer free.
import { Link as RouterLink } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Notice } from '../../components/layout/notice'
import { useReservations, type StoredReservation } from './reservation-store'

const SHOW_MS = 10_000

export function DeliveryNotice() {
  const reservations = useReservations()
  const previous = useRef<Map<string, string>>(undefined)
  const [settled, setSettled] = useState<StoredReservation>()

  useEffect(() => {
    const before = previous.current
    previous.current = new Map(reservations.map((r) => [r.reservation_id, r.status]))
    if (!before) return // first render: nothing has changed yet
    const changed = reservations.find(
      (r) => before.get(r.reservation_id) === 'pending' && r.status !== 'pending',
    )
    if (changed) setSettled(changed)
  }, [reservations])

  useEffect(() => {
    if (!settled) return
    const timer = setTimeout(() => setSettled(undefined), SHOW_MS)
    return () => clearTimeout(timer)
  }, [settled])

  if (!settled) return null
  return (
    <Notice onClose={() => setSettled(undefined)}>
      <p>
        {settled.status === 'sent'
          ? `Your reservation request for ${settled.facility.name} has been delivered to the hotel.`
          : `Your request for ${settled.facility.name} could not be accepted.`}{' '}
        <RouterLink className="link" to="/confirmation">
          View
        </RouterLink>
      </p>
    </Notice>
  )
}
