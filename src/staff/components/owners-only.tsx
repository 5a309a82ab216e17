// An owner's screen (the people, the booking sites): nothing while it is unknown who is signed in,
// then the screen for an owner, or, for someone else who opened its address (typed or kept), a
// line saying so in its place. The navigation never offers it to them, and the server refuses them
// anyway (403); the screen's own reads start only for an owner. A part of a shared screen (a
// stay's Refund, the payment policy's form) is the same without its title: nothing for the others.
import type { ReactNode } from 'react'
import { useMe } from '../lib/me'

export function OwnersOnly({
  title,
  refusal,
  children,
}: {
  /** The screen's heading, said to the others too; none: a part of a screen, not shown to them. */
  title?: string
  /** What the others are told ("Only an owner of the hotel manages who has access."). */
  refusal?: string
  /** The screen. */
  children: ReactNode
}) {
  const { me, isOwner } = useMe()
  if (me.isPending) return null
  if (!isOwner && title === undefined) return null
  if (!isOwner)
    return (
      <>
        <h1>{title}</h1>
        <p className="empty">{refusal}</p>
      </>
    )
  return children
}
