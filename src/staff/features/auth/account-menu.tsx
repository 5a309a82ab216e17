// The signed-in person's menu: who they are, another passkey (a second device), sign out.
// Signing out ends the session on the server, then forgets everything the page holds (the query
// cache, the live channel) and the device keeps (the saved copy, the desk's moves not yet sent,
// the app's badge) and starts again from a clean /staff.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, useCallback, useRef, useState } from 'react'
import type { StaffMe } from '../../../../contract/staff'
import { STAFF_PATH } from '../../../../contract/staff-paths'
import { clearBadge } from '../../lib/app-badge'
import { forgetSaved } from '../../lib/saved-copy'
import { ROLE_NAMES } from '../../lib/role-words'
import { staffKeys } from '../../lib/staff-keys'
import { useDeskQueue } from '../../lib/use-desk-queue'
import { useCloseAway } from '../../components/use-close-away'
import { addPasskey, signOut } from './api'
import { CeremonyButton } from './ceremony-button'

interface AccountMenuProps {
  me: StaffMe
  /** Closes what the page keeps open (the live channel) before it leaves. */
  onSignOut: () => void
}

export function AccountMenu({ me, onSignOut }: AccountMenuProps) {
  const queryClient = useQueryClient()
  const deskQueue = useDeskQueue()
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: (updated) => queryClient.setQueryData(staffKeys.me(), updated),
  })
  const leave = useMutation({
    mutationFn: signOut,
    onSettled: async (_data, error) => {
      // Signed out already (401) counts as done; any other failure is said, and nothing cleared.
      if (error && !(error instanceof Error && 'status' in error && error.status === 401)) return
      onSignOut()
      // The copy on the device goes before the page does: the next page, offline, finds none.
      await Promise.all([forgetSaved(), deskQueue?.clear()])
      queryClient.clear()
      clearBadge()
      window.location.replace(STAFF_PATH)
    },
  })
  const passkeys = `${me.passkeys} passkey${me.passkeys === 1 ? '' : 's'}`
  // A disclosure that floats over the page: Escape closes it (focus back on its summary), and so
  // does a tap or a focus anywhere else, as a menu would.
  const menu = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  const closeMenu = useCallback(() => {
    if (menu.current) menu.current.open = false
  }, [])
  useCloseAway(menu, open, closeMenu)
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.current?.open) return
    event.preventDefault()
    menu.current.open = false
    menu.current.querySelector('summary')?.focus()
  }
  return (
    <details
      className="account"
      ref={menu}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={escape}
    >
      <summary className="account-summary">
        <span className="visually-hidden">Account: </span>
        <bdi className="account-name">{me.name}</bdi>
      </summary>
      <div className="account-panel">
        <p className="account-who">
          <bdi className="guest-text">{me.name}</bdi>
          <span className="muted small">
            {' '}
            · {ROLE_NAMES[me.role]} · {passkeys}
          </span>
        </p>
        <CeremonyButton
          ceremony={add}
          kind="create"
          inMenu
          done={
            <p role="status" className="small">
              Passkey added. You now have {passkeys}.
            </p>
          }
        >
          Add a passkey on this device
        </CeremonyButton>
        <CeremonyButton ceremony={leave} kind="use" inMenu>
          Sign out
        </CeremonyButton>
      </div>
    </details>
  )
}
