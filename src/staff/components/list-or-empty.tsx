// A list of the console's (requests, facilities, rules, messages), or, when it has nothing, the
// line that says so in its place: a screen never shows an empty list without a word.
import type { ReactNode } from 'react'

export function ListOrEmpty<T>({
  items,
  empty,
  ordered,
  className,
  children,
}: {
  items: readonly T[]
  /** What an empty list says ("No messages yet."); none: an empty list draws nothing. */
  empty?: ReactNode
  /** An order that means something (the oldest waiting first, a history): `ol`, not `ul`. */
  ordered?: boolean
  className: string
  /** One item of the list (its `li`, keyed). */
  children: (item: T, index: number) => ReactNode
}) {
  if (items.length === 0) return empty === undefined ? null : <p className="empty">{empty}</p>
  const List = ordered ? 'ol' : 'ul'
  return <List className={className}>{items.map((item, index) => children(item, index))}</List>
}
