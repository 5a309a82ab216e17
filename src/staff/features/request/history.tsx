// What happened to the request, oldest first, each change with who made it and when, by the
// hotel's clock: "Confirmed by Ada Obi, 10:42"; a cancelled stay put back: "Reinstated by …"; the
// desk's moves (issue 54): "Checked in by …", "Marked as a no-show by …".
import type { StaffRequestEvent } from '../../../../contract/staff'
import { ListOrEmpty } from '../../components/list-or-empty'
import { DESK_HISTORY_WORDS } from '../../lib/desk-words'
import { statusLabel } from '../../components/status-badge'
import { hotelTime } from '../../lib/hotel-time'

const VERBS: Record<string, string> = {
  received: 'Sent',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  ...DESK_HISTORY_WORDS,
}

function who(event: StaffRequestEvent): string | undefined {
  if (event.by_name) return event.by_name
  if (event.by === 'guest') return 'the guest'
  if (event.by === 'expiry') return undefined // "Expired, 18:00": nobody did it
  return 'staff'
}

export function History({ events, timeZone }: { events: StaffRequestEvent[]; timeZone: string }) {
  return (
    <section aria-labelledby="history" className="section">
      <h2 id="history">History</h2>
      <ListOrEmpty items={events} ordered className="history" empty="No change yet.">
        {(event, i) => {
          const person = who(event)
          return (
            <li key={`${event.at}-${i}`}>
              <p>
                {event.from_status === 'cancelled' && event.to_status === 'confirmed'
                  ? 'Reinstated'
                  : (VERBS[event.to_status] ?? statusLabel(event.to_status))}
                {person && (
                  <>
                    {' by '}
                    <bdi className="guest-text">{person}</bdi>
                  </>
                )}
                , <time dateTime={event.at}>{hotelTime(event.at, timeZone)}</time>
              </p>
              {event.note && (
                <p className="note guest-text" dir="auto">
                  {event.note}
                </p>
              )}
            </li>
          )
        }}
      </ListOrEmpty>
    </section>
  )
}
