// A button of the passkeys and the session (sign in, create or add a passkey, sign out): pressed
// once while the device or the server is asked, with what it waits for and its failure in words.
import type { ReactNode } from 'react'
import { ceremonyWords } from './ceremony-words'

interface CeremonyButtonProps {
  /** Its mutation. */
  ceremony: {
    mutate: () => void
    isPending: boolean
    isSuccess: boolean
    isError: boolean
    error: unknown
  }
  /** A passkey made ('create') or one used ('use'): its failure is said in those terms. */
  kind: 'create' | 'use'
  /** One of the account menu's buttons, not a screen's own: plain, its words smaller. */
  inMenu?: boolean
  /** Said while the device is asked ("Waiting for your passkey…"). */
  waiting?: string
  /** Said once it is done. */
  done?: ReactNode
  children: ReactNode
}

export function CeremonyButton({
  ceremony,
  kind,
  inMenu,
  waiting,
  done,
  children,
}: CeremonyButtonProps) {
  return (
    <>
      <button
        type="button"
        className={inMenu ? 'button wide' : 'button primary wide'}
        onClick={() => ceremony.mutate()}
        disabled={ceremony.isPending}
      >
        {children}
      </button>
      {waiting && ceremony.isPending && (
        <p className="muted" role="status">
          {waiting}
        </p>
      )}
      {ceremony.isSuccess && done}
      {ceremony.isError && (
        <p className={inMenu ? 'error-text small' : 'error-text'} role="alert">
          {ceremonyWords(ceremony.error, kind)}
        </p>
      )}
    </>
  )
}
