// How to read the calendar and open a date, the grid's description (#cal-help): the words for a
// touch screen or for a mouse and keys, one of them shown by calendar.css (`pointer: coarse`).
export function CalendarHelp() {
  return (
    <p id="cal-help" className="muted small">
      Each date says how many of a facility are taken that night (rooms, apartments) or that day
      (activity centres): Free, “1 of 3” (one of three taken), or Full. A solid bar is a confirmed
      stay, its name marked ✓ when paid, ½ when part paid and ○ when unpaid; a dashed bar marked ?
      waits for an answer; a striped bar is a unit a booking site (Airbnb, Booking.com) sold, named
      by it, or a unit out of order. A facility’s named units each have a lane, the unit’s name
      above it (with “dirty” or “out of order” when it is so; past 30 units, only those with a stay
      or a block in these dates); what has no unit yet sits under “No unit”. A date’s list says each
      stay’s unit and whether its guest has checked in or out.{' '}
      <span className="cal-help-touch">Tap a date to see who holds it.</span>
      <span className="cal-help-keys">
        Click a date to see who holds it, or move between dates with the arrow keys and press Enter.
      </span>
    </p>
  )
}
