// A list of requests, one row each (request-row.tsx): the inbox's two and all requests', or the
// line saying the list has none.
import type { ReactNode } from 'react'
import type { StaffRequest } from '../../../../contract/staff'
import { ListOrEmpty } from '../../components/list-or-empty'
import { RequestRow, type RequestRowProps } from './request-row'

export function RequestRows({
  requests,
  ordered,
  empty,
  ...row
}: Omit<RequestRowProps, 'request'> & {
  requests: StaffRequest[]
  /** The oldest waiting first: the order means something. */
  ordered?: boolean
  empty?: ReactNode
}) {
  return (
    <ListOrEmpty items={requests} className="rows" ordered={ordered} empty={empty}>
      {(request) => <RequestRow key={request.reservation_id} request={request} {...row} />}
    </ListOrEmpty>
  )
}
