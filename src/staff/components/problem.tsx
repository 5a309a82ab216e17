// A failure said in words, where it happened; with a way to try again when there is one.
import type { ReactNode } from 'react'
import { isWorthRetrying } from '../lib/staff-api'

export function Problem({ children, retry }: { children: ReactNode; retry?: () => void }) {
  return (
    <div className="problem" role="alert">
      <p>{children}</p>
      {retry && (
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  )
}

/** A read of the API (a query), as far as saying its failure needs it. */
export interface Read {
  isError: boolean
  error: Error | null
  data?: unknown
  refetch: () => unknown
}

/**
 * A read that failed, in the server's words (StaffApiError's are sentences), with "Try again"
 * only where asking again may help: not after a refusal, which the same question gets again.
 */
export function ReadProblem({ read }: { read: Read }) {
  return (
    <Problem retry={isWorthRetrying(read.error) ? () => void read.refetch() : undefined}>
      {read.error?.message}
    </Problem>
  )
}

/** A step's failure (a mutation's), in words under its button; nothing while it has not failed. */
export function StepError({
  step,
  small,
}: {
  step: { isError: boolean; error: unknown }
  small?: boolean
}) {
  if (!step.isError) return null
  return (
    <p role="alert" className={small ? 'error-text small' : 'error-text'}>
      {messageOf(step.error)}
    </p>
  )
}

/** The message of anything thrown, for a clerk (StaffApiError's are already sentences). */
export const messageOf = (error: unknown) =>
  error instanceof Error && error.name === 'StaffApiError'
    ? error.message
    : 'Something went wrong. Reload the page and try again.'
