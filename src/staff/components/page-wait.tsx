// What a console page shows until its reads give it something to show: that they are on their
// way, or the failure of one that has nothing read before it. A failed refresh of a page already
// shown is not this: the page stays on screen and the frame says how old it is
// (app/offline-line.tsx).
import type { ReactNode } from 'react'
import { type Read, ReadProblem } from './problem'

export function PageWait({
  reads,
  loading,
  head,
  failedHead,
}: {
  /** The page's reads; the first that failed with nothing read is the one said. */
  reads: readonly Read[]
  /** "Loading the inbox…" */
  loading: string
  /** What the page shows above either (its heading, its way back). */
  head?: ReactNode
  /** What it shows above a failure only. */
  failedHead?: ReactNode
}) {
  const failed = reads.find((read) => read.isError && !read.data)
  return (
    <>
      {head}
      {failed ? (
        <>
          {failedHead}
          <ReadProblem read={failed} />
        </>
      ) : (
        <p role="status" className="muted">
          {loading}
        </p>
      )}
    </>
  )
}
