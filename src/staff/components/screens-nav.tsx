// The console's navigation. On a wide screen every screen is in one row under the bar, as it
// always was. On a phone (console.css) a row of seven took three lines over the page, and three
// more screens are coming: there it is a bar along the bottom, in one row, with the screens a
// clerk uses all day and "More", a disclosure listing the rest, so every screen is one tap or
// two away. The others are drawn twice for that (in the row, and under "More"), and CSS shows one
// of each at a width: a hidden copy is out of the page's tab order and its accessibility tree.
import { type KeyboardEvent, type ReactNode, useCallback, useRef, useState } from 'react'
import type { StaffRole } from '../../../contract/staff'
import { type ConsoleScreen, screensFor } from './console-screens'
import { StaffLink } from './staff-link'
import { useCloseAway } from './use-close-away'

/** The list "More" opens (its button's aria-controls): one console frame on a page at a time. */
const MORE_ID = 'more-screens'

interface ScreensNavProps {
  role: StaffRole
  /** The screen shown (console-screens.ts screenOf), marked wherever its link is. */
  current: string | undefined
}

export function ScreensNav({ role, current }: ScreensNavProps) {
  const screens = screensFor(role)
  // Housekeeping has one screen, where `/staff` takes them: a bar to it would only take room.
  if (screens.length < 2) return null
  const more = screens.filter((s) => !s.bar)
  const link = (s: ConsoleScreen, onClick?: () => void) => (
    <StaffLink
      href={s.href}
      aria-current={current === s.href ? 'page' : undefined}
      onClick={onClick}
    >
      {s.label}
    </StaffLink>
  )
  return (
    <nav aria-label="Console" className="screens">
      <ul className="screens-list">
        {screens.map((s) => (
          <li key={s.href} className={s.bar ? undefined : 'screens-wide-only'}>
            {link(s)}
          </li>
        ))}
        {more.length > 0 && (
          <MoreScreens screens={more} current={more.find((s) => s.href === current)} link={link} />
        )}
      </ul>
    </nav>
  )
}

/**
 * "More" on a phone's bar: a button that shows or hides the list after it (the disclosure
 * pattern: focus stays on the button, Tab goes on into the list). Escape closes it with focus
 * back on the button; so do a tap or a focus anywhere else, and following one of its links.
 */
function MoreScreens(props: {
  screens: ConsoleScreen[]
  current: ConsoleScreen | undefined
  link: (s: ConsoleScreen, onClick?: () => void) => ReactNode
}) {
  const { screens, current, link } = props
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  const item = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useCloseAway(item, open, close)
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    setOpen(false)
    button.current?.focus()
  }
  return (
    <li className="screens-more" ref={item} onKeyDown={escape}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={MORE_ID}
        // The screen shown is one of these: "More" is marked for the eye, and says which ("More
        // (Catalogue)": the hidden words are a box of their own, read after a space).
        data-current={current ? '' : undefined}
        onClick={() => setOpen(!open)}
      >
        More
        {current && <span className="visually-hidden"> ({current.label})</span>}
      </button>
      <ul id={MORE_ID} className="screens-more-list" hidden={!open}>
        {screens.map((s) => (
          <li key={s.href}>{link(s, () => setOpen(false))}</li>
        ))}
      </ul>
    </li>
  )
}
