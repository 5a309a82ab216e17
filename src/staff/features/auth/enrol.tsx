// The invite link (`/staff/invite#<token>`): whose invite it is, then "Create a passkey"; the
// person lands in the inbox signed in. The token comes from the link's fragment, which no server
// or proxy ever sees, and goes only into JSON bodies; it leaves the address bar at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { STAFF_PATH } from '../../../../contract/staff-paths'
import { hotel } from '../../../content/hotel'
import { Problem } from '../../components/problem'
import { usePageTitle } from '../../lib/page-title'
import { staffKeys } from '../../lib/staff-keys'
import { enrolWithInvite, lookupInvite } from './api'
import { CeremonyButton } from './ceremony-button'
import { ceremonyWords } from './ceremony-words'

/**
 * The token, once taken. Kept for the page's life: a render React discards (this screen is a lazy
 * chunk behind Suspense) must not leave the next one with an address bar already emptied.
 */
let taken = ''

function takeToken(): string {
  const token = decodeURIComponent(window.location.hash.replace(/^#/, ''))
  // Out of the address bar and the history: a shared screenshot or a back-button does not leak it.
  if (token) {
    taken = token
    history.replaceState(history.state, '', window.location.pathname)
  }
  return taken
}

export function Enrol() {
  usePageTitle('Your invite')
  const [token] = useState(takeToken)
  const queryClient = useQueryClient()
  const router = useRouter()
  const invite = useQuery({
    queryKey: staffKeys.invite(),
    queryFn: () => lookupInvite(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    // Asked of the server each time the link is opened: a link is good for one passkey, and an
    // earlier answer (this device's, before it used the link) must not stand in for today's.
    gcTime: 0,
  })
  const enrol = useMutation({
    mutationFn: () => enrolWithInvite(token),
    onSuccess: (me) => {
      queryClient.setQueryData(staffKeys.me(), me)
      router.history.replace(STAFF_PATH)
    },
  })

  if (!token)
    return (
      <section className="card narrow" aria-labelledby="invite-title">
        <h1 id="invite-title">Your invite</h1>
        <Problem>
          This link has no invite in it. Open the whole link you were sent, or ask for a new one.
        </Problem>
      </section>
    )
  return (
    <section className="card narrow" aria-labelledby="invite-title">
      <h1 id="invite-title">Your invite</h1>
      {invite.isPending && <p role="status">Reading your invite…</p>}
      {invite.isError && <Problem>{ceremonyWords(invite.error, 'create')}</Problem>}
      {/* The welcome only on the server's answer of this opening: a refused link shows the
          refusal alone, whatever an earlier lookup said. */}
      {invite.isSuccess && (
        <>
          <p className="invitee">
            Welcome, <bdi className="guest-text">{invite.data.name}</bdi>.
          </p>
          <p>
            Make a passkey to sign in to the front desk of {hotel.name}: your phone or computer
            keeps it, unlocked by your fingerprint, face or screen lock. No password to remember.
          </p>
          <CeremonyButton ceremony={enrol} kind="create" waiting="Waiting for your device…">
            Create a passkey
          </CeremonyButton>
        </>
      )}
    </section>
  )
}
