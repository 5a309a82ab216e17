// A receipt for one payment or one refund of a stay (issue 53), as plain facts, and what it says in
// its language. The printable page (receipt-html.ts) and the PDF (receipt-pdf.ts) lay out the same
// text from `receiptText`, so the two can never disagree on a figure or a word. Amounts are
// written by contract/rates.ts and dates by the hotel's formats (hotel-dates.ts), in the
// receipt's language: "₦45,000" and "1 December 2026 at 14:34", "45 000 ₦" and "1er décembre".
import { formatMoney } from '../../../contract/rates'
import { hotelDates } from '../hotel-dates'
import { RECEIPT_WORDS } from './receipt-words'

export interface Receipt {
  /** Never repeats, no gaps: 'R-2026-0001'. */
  number: string
  kind: 'payment' | 'refund'
  /** ISO instant. */
  issuedAt: string
  /** The hotel's IANA zone: dates and times are written on its clock. */
  timeZone: string
  language: 'en' | 'fr'
  /** ISO 4217: 'NGN'. */
  currency: string
  /** Minor units (kobo), positive: a refund's amount is what went back. */
  amount: number
  method: 'paystack' | 'cash' | 'card' | 'transfer'
  /** Paystack's or the transfer's reference. */
  methodReference: string | null
  hotel: { name: string; addressLines: string[]; phone: string; email: string; taxId?: string }
  stay: {
    reference: string
    guestName: string
    facilityName: string
    from: string
    to: string
    nights: number
    unit: 'night' | 'day'
    guests: number | null
  }
  price: {
    /** The amount of the nights, before added taxes. */
    nights: number
    /** `rate` in percent (7.5). */
    taxes: { name: string; rate: number; amount: number; included: boolean }[]
    grandTotal: number
  }
  /** After this receipt. */
  paidToDate: number
  refundedToDate: number
  /** What remains to pay. */
  due: number
}

/** One line of a section: a label and its value. */
export interface ReceiptLine {
  label: string
  value: string
  /** The section's sum: set apart by a rule above it, in bold. */
  total?: boolean
  /** The figure the receipt is for (the amount received or refunded): in bold. */
  strong?: boolean
}

/**
 * A part of the receipt under its heading. `amounts` sections end in figures that line up (the
 * price, the payment, the balance); `details` are facts about the stay.
 */
export interface ReceiptSection {
  heading: string
  kind: 'details' | 'amounts'
  lines: ReceiptLine[]
}

/** Everything a receipt says, written in its language, in the order it is read. */
export interface ReceiptText {
  language: Receipt['language']
  /** "Receipt R-2026-0001", "Reçu de remboursement R-2026-0002". */
  title: string
  number: string
  hotelName: string
  /** The address's lines, then the phone, the email and the tax id with their labels. */
  hotelLines: string[]
  issued: string
  sections: ReceiptSection[]
  thanks: string
}

export function receiptText(r: Receipt): ReceiptText {
  const words = RECEIPT_WORDS[r.language]
  const dates = hotelDates(r.language, r.timeZone)
  const money = (amount: number) => formatMoney(amount, r.currency, dates.locale)
  const percent = new Intl.NumberFormat(dates.locale, { maximumFractionDigits: 3 })
  const refund = r.kind === 'refund'

  const stay: ReceiptLine[] = [
    { label: words.bookingReference, value: r.stay.reference },
    { label: words.guest, value: r.stay.guestName },
    { label: words.facility, value: r.stay.facilityName },
    { label: words.dates, value: dates.dateSpan(r.stay.from, r.stay.to, { join: words.dateSpan }) },
    { label: words.length, value: words.units(r.stay.nights, r.stay.unit) },
  ]
  if (r.stay.guests !== null) stay.push({ label: words.guests, value: words.people(r.stay.guests) })

  const price: ReceiptLine[] = [
    { label: words.units(r.stay.nights, r.stay.unit), value: money(r.price.nights) },
    ...r.price.taxes.map((tax) => ({
      label: words.tax(tax.name, percent.format(tax.rate), tax.included),
      value: money(tax.amount),
    })),
    { label: words.grandTotal, value: money(r.price.grandTotal), total: true },
  ]

  const payment: ReceiptLine[] = [
    { label: refund ? words.refunded : words.received, value: money(r.amount), strong: true },
    { label: words.method, value: words.methods[r.method] },
  ]
  if (r.methodReference) payment.push({ label: words.reference, value: r.methodReference })

  // A payment's receipt before any refund says nothing of refunds: a line of ₦0 is only noise.
  const balance: ReceiptLine[] = [{ label: words.paidToDate, value: money(r.paidToDate) }]
  if (refund || r.refundedToDate > 0) {
    balance.push({ label: words.refundedToDate, value: money(r.refundedToDate) })
  }
  balance.push({ label: words.due, value: money(r.due), total: true })

  const title = `${refund ? words.refundReceipt : words.receipt} ${r.number}`
  return {
    language: r.language,
    title,
    number: r.number,
    hotelName: r.hotel.name,
    hotelLines: [
      ...r.hotel.addressLines,
      words.labelled(words.phone, r.hotel.phone),
      words.labelled(words.email, r.hotel.email),
      ...(r.hotel.taxId ? [words.labelled(words.taxId, r.hotel.taxId)] : []),
    ],
    issued: words.issued(dates.moment(r.issuedAt)),
    sections: [
      { heading: words.stay, kind: 'details', lines: stay },
      { heading: words.price, kind: 'amounts', lines: price },
      { heading: refund ? words.refund : words.payment, kind: 'amounts', lines: payment },
      { heading: words.balance, kind: 'amounts', lines: balance },
    ],
    thanks: words.thanks,
  }
}
