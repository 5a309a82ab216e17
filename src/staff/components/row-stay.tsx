// A row's line of the stay: the facility's name (the hotel's text, isolated as a guest's is), then
// what the list says of it after a dot (the dates, the total, what is due).
import type { ReactNode } from 'react'

export function RowStay({ facility, children }: { facility: string; children: ReactNode }) {
  return (
    <p className="row-stay">
      <span dir="auto" className="guest-text">
        {facility}
      </span>
      <span aria-hidden="true"> · </span>
      {children}
    </p>
  )
}
