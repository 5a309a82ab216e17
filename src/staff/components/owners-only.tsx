// An owner's screen opened by someone else (its address typed or kept): says so, in place of the
// screen. The navigation never offers it to them, and the server refuses them anyway (403).
import type { ReactNode } from 'react'

export function OwnersOnly({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="empty">{children}</p>
    </>
  )
}
