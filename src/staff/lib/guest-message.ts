// The short message the console writes for the guest, in the hotel's words, for the request's
// state (confirmed: the dates and the reference; declined: the note). The links that open it in
// WhatsApp or the phone's messages app, ready to send, are lib/use-guest-phone.ts's. Only ever a
// link's text: the clerk reads and sends it.
import { hotel } from '../../content/hotel'
import type { StaffRequest } from '../../../contract/staff'
import { stayDates } from './hotel-time'

type Request = Pick<
  StaffRequest,
  'name' | 'facility_name' | 'facility_type' | 'dateRange' | 'status' | 'reference' | 'status_note'
>

/** Embeddings, overrides and isolates (LRE..RLO, LRI..PDI): typed text's own direction marks. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g

/**
 * What a guest or a colleague typed, as one isolated run (FSI ... PDI) with its own direction
 * marks taken out: an RTL override in a name would otherwise turn the rest of the message around,
 * on the clerk's screen and on the guest's phone, and a PDI of its own would end our isolate.
 */
const typed = (text: string) => `\u2068${text.replace(BIDI_CONTROLS, '')}\u2069`
/** The same isolation, for the messages screen's WhatsApp greeting (features/messages). */
export const isolated = typed

export function guestMessage(request: Request): string {
  const hello = `Hello ${typed(request.name)}, this is ${hotel.name}.`
  const stay = `${request.facility_name}, ${stayDates(request.dateRange, request.facility_type)}`
  const reference = request.reference ? ` Your reference is ${request.reference}.` : ''
  const note = request.status_note ? ` ${typed(request.status_note)}` : ''
  switch (request.status) {
    case 'confirmed':
      return `${hello} Your stay is confirmed: ${stay}.${reference} We look forward to welcoming you.`
    case 'declined':
      return `${hello} We are sorry, we cannot take your request for ${stay}.${note}`
    case 'cancelled':
      return `${hello} Your stay (${stay}) has been cancelled.${note}${reference}`
    case 'expired':
      return `${hello} Your request for ${stay} was not answered in time, and we are sorry.${reference} Call or write to us and we will help.`
    default:
      return `${hello} We have your request for ${stay}.${reference}`
  }
}
