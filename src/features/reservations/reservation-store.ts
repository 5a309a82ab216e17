// The reservations made on this device, newest first, in localStorage (one key each:
// src/lib/keyed-store.ts): each one is the guest's confirmation and, while `pending`, a request
// still to deliver. Written before anything is sent.
import type { FacilityType } from '../../../contract/facility'
import { FACILITY_TYPES } from '../../../contract/facility-types'
import type { Quote } from '../../../contract/rates'
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../contract/reservation-status'

import { createKeyedStore } from '../../lib/keyed-store'
import { RESERVATIONS_KEY } from '../../lib/start-names'

export { RESERVATIONS_KEY }

export const DELIVERY_STATUSES = ['pending', 'sent', 'unavailable', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

export interface StoredReservation {
  reservation_id: string
  name: string
  phone: string
  dateRange: { from: string; to: string }
  /** The facility type, as the spec's reservation calls it. */
  value: FacilityType
  facility: { id: string; name: string }
  createdAt: string
  status: DeliveryStatus
  /** The server's words when it refused the request. */
  message?: string
  sentAt?: string
  /** The guest asked to cancel the request once sent: the cancellation waits to be delivered. */
  cancelRequestedAt?: string
  /** The hotel's words when it could not cancel (it had already declined, say). */
  cancelMessage?: string
  /** The hotel's last known answer (a status read or the cancellation's answer). */
  hotel?: HotelAnswer
  /** This device asked the hotel to push its answer here (notify-offer.tsx). */
  pushSubscribed?: boolean
  /**
   * The page's language when it was made, if not the default (issue 31): sent with it, so the
   * hotel's answer is told in it, even if the request leaves the device later from another page.
   */
  language?: string
  /** How many guests the request is for (issue 40), when the form asked. */
  guests?: number
  /** The price the dialog showed with it (issue 40): the server's, or the device's own. */
  quote?: Quote
  /** The server checked `quote` (the device's own otherwise: "to be confirmed by the hotel"). */
  quoteChecked?: boolean
}

/** What the hotel last said about a sent request, and when the device learnt it. */
export interface HotelAnswer {
  status: ReservationStatus
  /** The hotel's note to the guest (a decline's reason), or null. */
  note: string | null
  /** When the status last changed. */
  updatedAt: string
  /** While received: when the request lapses unanswered; null when it never does. */
  holdUntil: string | null
  /** When this device read it. */
  checkedAt: string
  /** The price the hotel stored with the request (issue 40), when it says. */
  quote?: Quote
  /** The stay's own page (issue 53: `/stay/<token>`), once the hotel has confirmed it. */
  stayPath?: string
  /** While the guest is checked in at the desk (issue 54): the card reads as such. */
  checkedIn?: true
}

// Checked by hand, not with zod: every page reads the store at start, and the validation library
// would double the JavaScript a first visit waits for.
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown): v is string => typeof v === 'string'
const isOptionalText = (v: unknown) => v === undefined || isText(v)
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T)

const isOptionalNullText = (v: unknown) => v === null || isText(v)
const isCount = (v: unknown): v is number => Number.isSafeInteger(v)

/** A stored price's taxes (issue 53), each read whole; undefined when one does not read. */
function readTaxes(v: unknown): Quote['taxes'] {
  if (!Array.isArray(v)) return undefined
  const taxes: NonNullable<Quote['taxes']> = []
  for (const tax of v as unknown[]) {
    if (!isRecord(tax) || !isText(tax.name) || typeof tax.rate !== 'number') return undefined
    if (typeof tax.included !== 'boolean' || !isCount(tax.amount)) return undefined
    taxes.push({ name: tax.name, rate: tax.rate, included: tax.included, amount: tax.amount })
  }
  return taxes
}

/** A stored price (contract/rates.ts Quote), read field by field; undefined when it does not. */
function readQuote(v: unknown): Quote | undefined {
  if (!isRecord(v) || !isText(v.currency) || !isCount(v.total)) return undefined
  const { nights, extra_guests: extra } = v
  if (!Array.isArray(nights) || !isRecord(extra) || !isCount(extra.count)) return undefined
  if (!isCount(extra.amount)) return undefined
  const read: Quote['nights'] = []
  for (const night of nights as unknown[]) {
    if (!isRecord(night) || !isText(night.date) || !isCount(night.amount)) return undefined
    read.push({ date: night.date, amount: night.amount })
  }
  const taxes = readTaxes(v.taxes)
  return {
    currency: v.currency,
    nights: read,
    extra_guests: { count: extra.count, amount: extra.amount },
    total: v.total,
    // Both or neither: a total to pay without its taxes' lines would not add up.
    ...(taxes && isCount(v.grand_total) ? { taxes, grand_total: v.grand_total } : {}),
  }
}

/** Only a path of this site's stay pages: the card links it. */
const isStayPath = (v: unknown): v is string =>
  isText(v) && /^(\/[a-z]{2,3})?\/stay\/[A-Za-z0-9_-]+$/.test(v)

function readHotelAnswer(v: unknown): HotelAnswer | undefined {
  if (
    !isRecord(v) ||
    !isOneOf(RESERVATION_STATUSES, v.status) ||
    !isOptionalNullText(v.note) ||
    !isText(v.updatedAt) ||
    !isOptionalNullText(v.holdUntil) ||
    !isText(v.checkedAt)
  ) {
    return undefined
  }
  const quote = readQuote(v.quote)
  return {
    status: v.status,
    note: (v.note as string | null) ?? null,
    updatedAt: v.updatedAt,
    holdUntil: (v.holdUntil as string | null) ?? null,
    checkedAt: v.checkedAt,
    ...(quote ? { quote } : {}),
    ...(isStayPath(v.stayPath) ? { stayPath: v.stayPath } : {}),
    ...(v.checkedIn === true ? { checkedIn: true as const } : {}),
  }
}

/** The entry as stored, with only the known fields; undefined when it does not read correctly. */
function readEntry(item: unknown): StoredReservation | undefined {
  if (!isRecord(item)) return undefined
  const { dateRange, facility } = item
  if (
    !isText(item.reservation_id) ||
    !isText(item.name) ||
    !isText(item.phone) ||
    !isRecord(dateRange) ||
    !isText(dateRange.from) ||
    !isText(dateRange.to) ||
    !isOneOf(FACILITY_TYPES, item.value) ||
    !isRecord(facility) ||
    !isText(facility.id) ||
    !isText(facility.name) ||
    !isText(item.createdAt) ||
    !isOneOf(DELIVERY_STATUSES, item.status) ||
    !isOptionalText(item.message) ||
    !isOptionalText(item.sentAt) ||
    !isOptionalText(item.cancelRequestedAt) ||
    !isOptionalText(item.cancelMessage)
  ) {
    return undefined
  }
  const entry: StoredReservation = {
    reservation_id: item.reservation_id,
    name: item.name,
    phone: item.phone,
    dateRange: { from: dateRange.from, to: dateRange.to },
    value: item.value,
    facility: { id: facility.id, name: facility.name },
    createdAt: item.createdAt,
    status: item.status,
  }
  if (isText(item.message)) entry.message = item.message
  if (isText(item.sentAt)) entry.sentAt = item.sentAt
  if (isText(item.cancelRequestedAt)) entry.cancelRequestedAt = item.cancelRequestedAt
  if (isText(item.cancelMessage)) entry.cancelMessage = item.cancelMessage
  if (item.pushSubscribed === true) entry.pushSubscribed = true
  if (isText(item.language)) entry.language = item.language
  if (isCount(item.guests) && item.guests > 0) entry.guests = item.guests
  const quote = readQuote(item.quote)
  if (quote) {
    entry.quote = quote
    if (item.quoteChecked === true) entry.quoteChecked = true
  }
  // An answer that no longer reads is dropped, not the request: the next status read restores it.
  const hotel = readHotelAnswer(item.hotel)
  if (hotel) entry.hotel = hotel
  return entry
}

/** Newest first, as the guest made them. */
const newestFirst = (a: StoredReservation, b: StoredReservation) =>
  b.createdAt.localeCompare(a.createdAt) || a.reservation_id.localeCompare(b.reservation_id)

// One key per request (src/lib/keyed-store.ts says why): two tabs never undo each other's writes.
const store = createKeyedStore<StoredReservation>({
  key: RESERVATIONS_KEY,
  idOf: (r) => r.reservation_id,
  read: readEntry,
  compare: newestFirst,
})

/** Every stored reservation, newest first. The same array until the storage changes. */
export const listReservations = store.list

export const addReservation = store.put
/** Applies a patch to the entry as it is now in storage (another tab may have changed it). */
export const updateReservation = store.update
export const removeReservation = store.remove
export const getReservation = store.get
export const subscribeReservations = store.subscribe

export const useReservations = store.use
