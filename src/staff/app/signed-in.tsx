// The gate of every screen but the invite's: the sign-in when nobody is signed in, else the
// screen in the frame with the person's menu, the count of what waits (on the app's badge too),
// the live channel and, when what is shown is not the server's word of now, how old it is.
// Offline, the person and the screens come from the copy saved on the device
// (lib/saved-copy.ts): the frame shows them, marked, rather than an error.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { messageOf, Problem } from '../components/problem'
import { Shell } from '../components/shell'
import { AccountMenu } from '../features/auth/account-menu'
import { meQueryOptions } from '../lib/me'
import { inboxQueryOptions } from '../features/inbox/api'
import { isUnreachable } from '../lib/connection'
import { staffKeys } from '../lib/staff-keys'
import { clearBadge, showWaitingOnBadge } from '../lib/app-badge'
import { type LiveUpdates, openLiveUpdates } from './live-updates'
import { OfflineLine } from './offline-line'
import { Opening } from './opening'
import { RoleGate } from './role-gate'
import { isWorthRetrying } from '../lib/staff-api'

/** A chunk of its own, with the passkey library: a signed-in clerk's inbox does not load it. */
const SignIn = lazy(() => import('../features/auth/sign-in').then((m) => ({ default: m.SignIn })))

export function SignedIn({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const me = useQuery(meQueryOptions())
  const signedIn = Boolean(me.data)
  const nobody = me.data === null
  // Housekeeping has no inbox (the server refuses it to them): nothing waits for them there.
  const answers = signedIn && me.data?.role !== 'housekeeping'
  const inbox = useQuery({ ...inboxQueryOptions(), enabled: answers })
  const waiting = answers ? inbox.data?.needs_answer_count : undefined
  const live = useRef<LiveUpdates | undefined>(undefined)
  useEffect(() => {
    if (!signedIn) return
    live.current = openLiveUpdates(queryClient)
    return () => live.current?.close()
  }, [signedIn, queryClient])
  useEffect(() => {
    if (waiting !== undefined) showWaitingOnBadge(waiting)
  }, [waiting])
  useEffect(() => {
    if (!nobody) return
    // The session ended (revoked, expired, signed out elsewhere): the server said "nobody", so
    // nothing of the guests stays, in memory or on the device (lib/saved-copy.ts deletes its
    // copy on the same answer) or on the app's icon.
    queryClient.removeQueries({
      queryKey: staffKeys.all,
      predicate: (query) => query.queryKey[1] !== 'me',
    })
    clearBadge()
  }, [nobody, queryClient])

  if (me.data)
    return (
      <Shell
        waiting={waiting}
        role={me.data.role}
        account={<AccountMenu me={me.data} onSignOut={() => live.current?.close()} />}
      >
        <OfflineLine />
        <RoleGate role={me.data.role}>{children}</RoleGate>
      </Shell>
    )
  // Nobody known to this device and no server to ask: the browser knows it is offline (the query
  // waits), or it does not (a Wi-Fi that leads nowhere: the read fails, said at its first try).
  if ((me.isPending && me.fetchStatus === 'paused') || isUnreachable(me.error ?? me.failureReason))
    return (
      <Shell>
        <Problem retry={me.isError ? () => void me.refetch() : undefined}>
          Offline, and nothing is saved on this device: the console needs the connection to the
          hotel’s server. It opens by itself when the browser finds the connection again.
        </Problem>
      </Shell>
    )
  if (me.isPending)
    return (
      <Shell>
        <Opening />
      </Shell>
    )
  if (me.isError)
    return (
      <Shell>
        <Problem retry={isWorthRetrying(me.error) ? () => void me.refetch() : undefined}>
          {messageOf(me.error)}
        </Problem>
      </Shell>
    )
  return (
    <Shell>
      <Suspense fallback={<Opening />}>
        <SignIn />
      </Suspense>
    </Shell>
  )
}
