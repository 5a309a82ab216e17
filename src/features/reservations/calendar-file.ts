// "Add to calendar": an iCalendar file (RFC 5545) for a request, made on the device, so it works
// offline. ical-generator writes it (escaping, line folding, all-day dates); loaded on the tap.
import { addDays } from '../../../contract/calendar-date'
import { isNightBased } from '../../../contract/facility'
import { formatReference } from '../../../contract/reference'
import { hotel } from '../../content/hotel'
import { longDate } from '../../lib/dates'
import { pageLanguage, texts } from '../../lib/i18n'
import { requestPriceText } from './request-price'
import type { StoredReservation } from './reservation-store'

/** The file's text: one all-day event from the first day through the check-out (or last) day. */
export async function calendarFile(r: StoredReservation, reference: string): Promise<string> {
  const { default: ical } = await import('ical-generator')
  const t = texts().reservation
  const words = t.stay[isNightBased(r.value) ? 'night' : 'day']
  const calendar = ical({
    prodId: {
      company: hotel.name,
      product: t.calendarFile.product,
      language: pageLanguage().toUpperCase(),
    },
  })
  calendar.createEvent({
    id: `${r.reservation_id}@${hotel.email.split('@')[1] ?? 'hotel'}`,
    // All-day dates as the calendar strings they are: no time zone can move them.
    start: r.dateRange.from,
    // DTEND of an all-day event is the day after the last one shown.
    end: addDays(r.dateRange.to, 1),
    allDay: true,
    summary: t.calendarFile.summary(hotel.name, r.facility.name),
    location: [hotel.name, ...hotel.address.lines].join(', '),
    description: [
      t.calendarFile.reference(formatReference(reference)),
      t.labelled(words.start, longDate(r.dateRange.from)),
      t.labelled(words.end, longDate(r.dateRange.to)),
      ...(r.guests === undefined ? [] : [t.calendarFile.guests(r.guests)]),
      ...priceLine(r),
      `${hotel.name}, ${hotel.address.lines.join(', ')}`,
      t.calendarFile.contact(hotel.phone.display, hotel.email),
    ].join('\n'),
    url: typeof location === 'undefined' ? undefined : `${location.origin}/confirmation`,
  })
  return calendar.toString()
}

/** The request's price (request-price.ts), a line of the description when there is one. */
function priceLine(r: StoredReservation): string[] {
  const price = requestPriceText(r)
  return price === undefined
    ? []
    : [texts().reservation.labelled(texts().reservation.card.price, price)]
}

/** Hands the file to the browser as a download (a phone offers to add it to its calendar). */
export async function downloadCalendarFile(r: StoredReservation, reference: string) {
  const text = await calendarFile(r, reference)
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${hotel.name} ${formatReference(reference)}.ics`.replace(/[^\w.-]+/g, '-')
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
