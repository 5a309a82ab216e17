// What a signed-in person may open, by their role. Housekeeping has no inbox: `/staff` takes them
// to their screen, and another screen's address (typed, kept, a link from a colleague) says in a
// sentence that it is not theirs instead of asking the server, which refuses it (403).
// The installed console's start (`/staff?start`, its manifest's start_url) opens on the screen of
// the person's role (the front desk's day): the server sends a signed-in person there itself; this
// is for a start offline, or a person who signs in on it.
import { useRouter, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import type { StaffRole } from '../../../contract/staff'
import { START_PARAM, STAFF_PATH, startScreenOf } from '../../../contract/staff-paths'
import { HOUSEKEEPING_PATH, mayOpen } from '../components/console-screens'
import { StaffLink } from '../components/staff-link'

export function RoleGate({ role, children }: { role: StaffRole; children: ReactNode }) {
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const allowed = mayOpen(role, pathname)
  const atInbox = pathname.replace(/\/+$/, '') === STAFF_PATH
  const start = atInbox && new URLSearchParams(search).has(START_PARAM)
  // Where the person goes instead of this address: their start, or housekeeping's own screen.
  const goTo = start ? startScreenOf(role) : !allowed && atInbox ? HOUSEKEEPING_PATH : undefined
  useEffect(() => {
    if (goTo) router.history.replace(goTo)
  }, [goTo, router])
  // An owner's start is the inbox itself: drawn at once (the address loses its `?start` above).
  if (goTo && goTo !== STAFF_PATH) return null
  if (allowed) return children
  return (
    <>
      <h1>Not for housekeeping</h1>
      <p>
        This screen is the front desk’s. Yours is{' '}
        <StaffLink href={HOUSEKEEPING_PATH}>Housekeeping</StaffLink>: the rooms to clean today.
      </p>
    </>
  )
}
