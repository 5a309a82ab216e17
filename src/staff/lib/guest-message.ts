// The short message the console writes for the guest, in the hotel's words, for the request's
// state (confirmed: the dates and the reference; declined: the note). The links that open it in
// WhatsApp or the phone's messages app, ready to send, are lib/use-guest-phone.ts's. Only ever a
// link's text: the clerk reads and sends it. It is in the language the guest booked in (the
// request's), its dates in that language as the hotel's country writes them: the console around
// it stays in the staff's English.
import { hotel } from '../../content/hotel'
import { GUEST_MESSAGE_WORDS, type GuestMessageWords } from '../../content/guest-message-words'
import { DEFAULT_LANGUAGE } from '../../content/messages/default'
import type { StaffRequest } from '../../../contract/staff'
import { hotelDateFormats } from '../../../contract/hotel-time'
import { dateLocale } from '../../../contract/date-format'
import { formatMoney } from '../../../contract/rates'
import { stayLength, stayUnit } from '../../../contract/stay-rules'

type Request = Pick<
  StaffRequest,
  | 'name'
  | 'facility_name'
  | 'facility_type'
  | 'dateRange'
  | 'status'
  | 'reference'
  | 'status_note'
  | 'language'
>

/**
 * Unicode's direction controls: embeddings and overrides (LRE..RLO), isolates (LRI..PDI) and the
 * marks (LRM, RLM, ALM).
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/**
 * What a guest or a colleague typed, with its direction controls taken out: an RTL override in a
 * name would otherwise turn the rest of the message around, on the clerk's screen and on the
 * guest's phone. None is added either: a message is plain text that the guest's app shows and
 * may copy, and a link carries no invisible character (the console isolates a name where it
 * shows one, by markup: <bdi>, dir="auto").
 */
export const typedText = (text: string) => text.replace(BIDI_CONTROLS, '')

/** The request's language's words; the default's for none, or one this site has no words for. */
export function guestMessageLanguage(
  language: string | null | undefined,
): keyof typeof GUEST_MESSAGE_WORDS {
  return language && Object.hasOwn(GUEST_MESSAGE_WORDS, language)
    ? (language as keyof typeof GUEST_MESSAGE_WORDS)
    : DEFAULT_LANGUAGE
}

/** "Garden Room, 4 – 6 Mar 2026, 2 nights", "Garden Room, du 4 au 6 mars 2026, 2 nuits". */
function stayIn(words: GuestMessageWords, language: string, request: Request): string {
  const { from, to } = request.dateRange
  const formats = hotelDateFormats(language, hotel.address.country)
  const dates =
    from === to
      ? words.dates(formats.shortDate(from))
      : formats.dateSpan(from, to, { join: words.dates })
  const unit = stayUnit(request.facility_type)
  return words.stay(request.facility_name, dates, words.length(stayLength(from, to, unit), unit))
}

export function guestMessage(request: Request): string {
  const language = guestMessageLanguage(request.language)
  const words = GUEST_MESSAGE_WORDS[language]
  const stay = stayIn(words, language, request)
  const reference = request.reference ?? undefined
  const note = request.status_note ? typedText(request.status_note) : undefined
  const said = (() => {
    switch (request.status) {
      case 'confirmed':
        return words.confirmed(stay, reference)
      case 'declined':
        return words.declined(stay, note)
      case 'cancelled':
        return words.cancelled(stay, note, reference)
      case 'expired':
        return words.expired(stay, reference)
      default:
        return words.received(stay, reference)
    }
  })()
  return `${words.hello(typedText(request.name), hotel.name)} ${said}`
}

/**
 * The stay's payment link to send the guest (issue 53): what is due and by when (`by`: the
 * hotel's date), and their stay's page, in the language they booked in.
 */
export function paymentMessage(
  request: Request,
  due: { amount: number; currency: string; by: string },
  link: string,
): string {
  const language = guestMessageLanguage(request.language)
  const words = GUEST_MESSAGE_WORDS[language]
  const country = hotel.address.country
  const amount = formatMoney(due.amount, due.currency, dateLocale(language, country))
  const by = hotelDateFormats(language, country).shortDate(due.by)
  const said = words.payment(stayIn(words, language, request), amount, by, link)
  return `${words.hello(typedText(request.name), hotel.name)} ${said}`
}
