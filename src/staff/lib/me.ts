// Who is signed in: the console's frame, the pages that show a person's own rights (the
// catalogue's and the people's) and the sign-in all read it, so it sits below the features.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StaffMe } from '../../../contract/staff'
import { staffKeys } from './staff-keys'
import { isUnauthorized, staffGet, unchecked } from './staff-api'

/** The signed-in person, or null when there is no session (a 401 is that answer, not an error). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.me(),
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return await staffGet('/me', unchecked<StaffMe>())
      } catch (error) {
        if (isUnauthorized(error)) return null
        throw error
      }
    },
    staleTime: 60_000,
  })

/** The signed-in person's read, and whether they are an owner (not while it is on its way). */
export function useMe() {
  const me = useQuery(meQueryOptions())
  return { me, isOwner: me.data?.role === 'owner' }
}
