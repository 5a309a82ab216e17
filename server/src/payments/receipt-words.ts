// A receipt's words in each language the site speaks. They live beside the receipt, not in the
// site's messages: the server writes receipts (a page, a PDF, an email's attachment) and the site
// never shows these words itself. Values come already written (amounts, dates, the tax's rate in
// the language's own digits); these functions only put them into sentences.
import type { StayUnit } from '../../../contract/stay-rules'

const NBSP = '\u00a0'

export interface ReceiptWords {
  receipt: string
  refundReceipt: string
  issued: (moment: string) => string
  /** "Phone: +234…"; French puts a space before its colon. */
  labelled: (label: string, value: string) => string
  phone: string
  email: string
  taxId: string
  stay: string
  bookingReference: string
  guest: string
  facility: string
  dates: string
  /** Joins a stay's first and last dates: "10 to 12 Dec 2026". */
  dateSpan: (start: string, end: string) => string
  length: string
  units: (n: number, unit: StayUnit) => string
  guests: string
  people: (n: number) => string
  price: string
  tax: (name: string, rate: string, included: boolean) => string
  grandTotal: string
  payment: string
  refund: string
  received: string
  refunded: string
  method: string
  methods: Record<'paystack' | 'cash' | 'card' | 'transfer', string>
  reference: string
  balance: string
  paidToDate: string
  refundedToDate: string
  due: string
  thanks: string
}

const en: ReceiptWords = {
  receipt: 'Receipt',
  refundReceipt: 'Refund receipt',
  issued: (moment) => `Issued ${moment}`,
  labelled: (label, value) => `${label}: ${value}`,
  phone: 'Phone',
  email: 'Email',
  taxId: 'Tax ID',
  stay: 'Stay',
  bookingReference: 'Booking reference',
  guest: 'Guest',
  facility: 'Facility',
  dates: 'Dates',
  dateSpan: (start, end) => `${start} to ${end}`,
  length: 'Length',
  units: (n, unit) => `${n}${NBSP}${unit === 'night' ? 'night' : 'day'}${n === 1 ? '' : 's'}`,
  guests: 'Guests',
  people: (n) => `${n}${NBSP}${n === 1 ? 'guest' : 'guests'}`,
  price: 'Price',
  tax: (name, rate, included) => `${name} ${rate}${NBSP}% (${included ? 'included' : 'added'})`,
  grandTotal: 'Total',
  payment: 'Payment',
  refund: 'Refund',
  received: 'Amount received',
  refunded: 'Amount refunded',
  method: 'Method',
  methods: {
    paystack: 'Paystack (online)',
    cash: 'Cash',
    card: 'Card at the desk',
    transfer: 'Bank transfer',
  },
  reference: 'Reference',
  balance: 'Balance',
  paidToDate: 'Paid to date',
  refundedToDate: 'Refunded to date',
  due: 'Left to pay',
  thanks: 'Thank you.',
}

const fr: ReceiptWords = {
  receipt: 'Reçu',
  refundReceipt: 'Reçu de remboursement',
  issued: (moment) => `Émis le ${moment}`,
  labelled: (label, value) => `${label}${NBSP}: ${value}`,
  phone: 'Téléphone',
  email: 'E-mail',
  taxId: 'Identifiant fiscal',
  stay: 'Séjour',
  bookingReference: 'Référence de réservation',
  guest: 'Client',
  facility: 'Prestation',
  dates: 'Dates',
  dateSpan: (start, end) => `${start} au ${end}`,
  length: 'Durée',
  units: (n, unit) => `${n}${NBSP}${unit === 'night' ? 'nuit' : 'jour'}${n > 1 ? 's' : ''}`,
  guests: 'Personnes',
  people: (n) => `${n}${NBSP}${n > 1 ? 'personnes' : 'personne'}`,
  price: 'Prix',
  tax: (name, rate, included) => `${name} ${rate}${NBSP}% (${included ? 'incluse' : 'en sus'})`,
  grandTotal: 'Total',
  payment: 'Paiement',
  refund: 'Remboursement',
  received: 'Montant reçu',
  refunded: 'Montant remboursé',
  method: 'Moyen de paiement',
  methods: {
    paystack: 'Paystack (en ligne)',
    cash: 'Espèces',
    card: 'Carte à la réception',
    transfer: 'Virement bancaire',
  },
  reference: 'Référence',
  balance: 'Solde',
  paidToDate: 'Payé à ce jour',
  refundedToDate: 'Remboursé à ce jour',
  due: 'Reste à payer',
  thanks: 'Merci.',
}

export const RECEIPT_WORDS: Readonly<Record<'en' | 'fr', ReceiptWords>> = { en, fr }
