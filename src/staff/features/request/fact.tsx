// One fact of a request, in its page's list (request-facts.tsx): its name and what it is. What the
// guest wrote is only ever text, isolated (RTL marks in a name do not turn the line around).
import type { ReactNode } from 'react'

export function Fact({
  term,
  guestText,
  wide,
  testId,
  children,
}: {
  term: string
  /** What the guest wrote (a name, a note), shown in its own direction. */
  guestText?: boolean
  /** A long fact (the price's breakdown), across the list's columns. */
  wide?: boolean
  testId?: string
  children: ReactNode
}) {
  return (
    <div className={wide ? 'fact-wide' : undefined}>
      <dt>{term}</dt>
      <dd
        className={guestText ? 'guest-text' : undefined}
        dir={guestText ? 'auto' : undefined}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  )
}
