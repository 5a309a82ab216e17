// When a request came, in the hotel's time, and, while it waits for an answer, how long its hold
// has left: said in its row and on its page.
import { expiresIn, hotelTime } from '../lib/hotel-time'

export function ReceivedWhen({
  request,
  timeZone,
}: {
  request: { received_at: string; status: string; hold_until: string | null }
  timeZone: string
}) {
  return (
    <>
      {hotelTime(request.received_at, timeZone)}
      {request.status === 'received' && request.hold_until && (
        <>
          {' · '}
          <strong className="hold">{expiresIn(request.hold_until)}</strong>
        </>
      )}
    </>
  )
}
