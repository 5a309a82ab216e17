// The People screen's calls (owners only): everyone with their passkeys, an invitation, a
// revocation. The rules are the CLI's `staff invite|list|revoke` on the server.
import { queryOptions } from '@tanstack/react-query'
import type {
  StaffInvitation,
  StaffInviteBody,
  StaffPeople,
  StaffRevoked,
} from '../../../../contract/staff-people'
import { staffGet, staffPost, unchecked } from '../../lib/staff-api'
import { staffKeys } from '../../lib/staff-keys'

export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.people(),
    queryFn: () => staffGet('/people', unchecked<StaffPeople>()),
  })

export const invite = (body: StaffInviteBody) =>
  staffPost('/people/invites', body, unchecked<StaffInvitation>())

export const revoke = (id: string) =>
  staffPost(`/people/${encodeURIComponent(id)}/revoke`, {}, unchecked<StaffRevoked>())
