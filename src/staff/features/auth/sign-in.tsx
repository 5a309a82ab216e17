// Signed out: one button. The passkey is found by the device (a discoverable credential), so
// nobody types a name or a password.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { hotel } from '../../../content/hotel'
import { staffKeys } from '../../lib/staff-keys'
import { usePageTitle } from '../../lib/page-title'
import { signInWithPasskey } from './api'
import { CeremonyButton } from './ceremony-button'

export function SignIn() {
  usePageTitle('Sign in')
  const queryClient = useQueryClient()
  const signIn = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (me) => {
      queryClient.setQueryData(staffKeys.me(), me)
      void queryClient.invalidateQueries({ queryKey: staffKeys.all })
    },
  })
  return (
    <section className="card narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in</h1>
      <p>
        The front desk of {hotel.name}: the requests guests send, to answer. Sign in with the
        passkey you made on this phone or computer.
      </p>
      <CeremonyButton ceremony={signIn} kind="use" waiting="Waiting for your passkey…">
        Sign in with a passkey
      </CeremonyButton>
      <p className="muted small">
        No passkey yet, or a new phone? Ask the hotel's owner for an invite link.
      </p>
    </section>
  )
}
