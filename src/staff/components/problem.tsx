// A failure said in words, where it happened; with a way to try again when there is one.
import type { ReactNode } from 'react'

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

/** The message of anything thrown, for a clerk (StaffApiError's are already sentences). */
export const messageOf = (error: unknown) =>
  error instanceof Error && error.name === 'StaffApiError'
    ? error.message
    : 'Something went wrong. Reload the page and try again.'
