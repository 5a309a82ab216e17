// The gate of every screen but the invite's: the sign-in when nobody is signed in, else the
// screen in the frame with the person's menu, the count of what waits and the live channel.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { messageOf, Problem } from '../components/problem'
import { Shell } from '../components/shell'
import { AccountMenu } from '../features/auth/account-menu'
import { meQueryOptions } from '../features/auth/api'
import { inboxQueryOptions } from '../features/inbox/api'
import { type LiveUpdates, openLiveUpdates } from './live-updates'
import { Opening } from './opening'
import { isWorthRetrying } from '../lib/staff-api'

/** A chunk of its own, with the passkey library: a signed-in clerk's inbox does not load it. */
const SignIn = lazy(() => import('../features/auth/sign-in').then((m) => ({ default: m.SignIn })))

export function SignedIn({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const me = useQuery(meQueryOptions())
  const signedIn = Boolean(me.data)
  const inbox = useQuery({ ...inboxQueryOptions(), enabled: signedIn })
  const live = useRef<LiveUpdates | undefined>(undefined)
  useEffect(() => {
    if (!signedIn) return
    live.current = openLiveUpdates(queryClient)
    return () => live.current?.close()
  }, [signedIn, queryClient])

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
  if (!me.data)
    return (
      <Shell>
        <Suspense fallback={<Opening />}>
          <SignIn />
        </Suspense>
      </Shell>
    )
  return (
    <Shell
      waiting={inbox.data?.needs_answer_count}
      role={me.data.role}
      account={<AccountMenu me={me.data} onSignOut={() => live.current?.close()} />}
    >
      {children}
    </Shell>
  )
}
