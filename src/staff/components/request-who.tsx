// The top of a request's row, in every list of requests (the inbox's, a calendar date's): its
// reference, the link to its page (for a screen reader, whose it is too: a list of "Request" links
// says nothing), its status where the list mixes them, and the guest's name, only ever text.
import { StaffLink } from './staff-link'
import { StatusBadge } from './status-badge'

interface Request {
  /** As people read it; none for a request stored before references (its id then). */
  reference?: string | null | undefined
  reservation_id: string
  name: string
  status: string
}

/** A request's page. */
export const requestHref = (request: Pick<Request, 'reference' | 'reservation_id'>) =>
  `/staff/requests/${encodeURIComponent(request.reference ?? request.reservation_id)}`

export function RequestWho({ request, showStatus }: { request: Request; showStatus?: boolean }) {
  return (
    <>
      <div className="row-head">
        <StaffLink href={requestHref(request)} className="row-ref">
          {request.reference ?? 'Request'}
          <span className="visually-hidden">
            {' '}
            from <bdi>{request.name}</bdi>
          </span>
        </StaffLink>
        {showStatus && <StatusBadge status={request.status} />}
      </div>
      <p className="row-guest guest-text" dir="auto">
        {request.name}
      </p>
    </>
  )
}
