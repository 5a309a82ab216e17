// The hotel's own feed for a booking site to read (issue 39): the nights a facility (or one of its
// units) is taken, as an iCalendar text (RFC 5545, text/calendar), so that Airbnb or Booking.com
// closes them there. One all-day VEVENT per stay or block: a stable UID (the booking site updates
// its copy by it), DTSTAMP, DTSTART;VALUE=DATE and DTEND;VALUE=DATE with DTEND exclusive (the
// check-out day, so nights = DTEND - DTSTART, as the importer reads them: feed-parse.ts), and a
// SUMMARY the caller chooses ("Reserved", the hotel's word). Nothing else: no guest's name,
// phone, note or description is a parameter here, so none can leak into a feed anyone holding its
// URL can read. Written by ical-generator, the house's iCal writer (the site's "Add to calendar"
// file): it escapes the text, folds lines at 75 octets and ends them with CRLF; all-day dates are
// given as the calendar strings they are, so no time zone can move a day.
import ical, { ICalCalendarMethod } from 'ical-generator'
import { isCalendarDate } from '../../../contract/calendar-date'

export interface ExportEvent {
  /** Stable across exports: the same stay keeps its UID when its dates change. */
  uid: string
  /** The first night, YYYY-MM-DD. */
  from: string
  /** The check-out day, YYYY-MM-DD (exclusive): after `from`. */
  to: string
  /** What the booking site shows: "Reserved", or the hotel's word; never a guest's data. */
  summary: string
}

export interface ExportFeedInput {
  /** The calendar's name in the booking site's list (the facility, the unit). */
  calendarName: string
  events: readonly ExportEvent[]
  /** DTSTAMP: when this text was made. */
  now: Date
}

/** The feed's text, `text/calendar`. Throws on an event whose dates are not a stay (a bug). */
export function exportFeed({ calendarName, events, now }: ExportFeedInput): string {
  const calendar = ical({
    name: calendarName,
    prodId: { company: 'Hearth House', product: 'Availability feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  })
  for (const event of events) {
    if (!isCalendarDate(event.from) || !isCalendarDate(event.to) || event.to <= event.from) {
      throw new RangeError(`export event ${event.uid}: ${event.from} to ${event.to} is not a stay`)
    }
    calendar.createEvent({
      id: event.uid,
      stamp: now,
      start: event.from,
      end: event.to,
      allDay: true,
      summary: event.summary,
    })
  }
  // RFC 5545 ends every line with CRLF, the last one too.
  return `${calendar.toString().replace(/\r\n$/, '')}\r\n`
}
