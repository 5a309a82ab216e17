// A confirmed stay's money (issue 53): its secret page's token and its schedule made when the hotel
// confirms (the policy of that moment and the price stored with the request: contract/
// payment-terms.ts), what the guest's page shows, and the payments and refunds the staff record.
// Money is integers in minor units end to end; a refund never passes what was paid and kept; each
// payment and refund is a row with who recorded it (the stay's history) and, once it went
// through, its receipt's number.
import { randomBytes } from 'node:crypto'
import {
  moneyState,
  policyFor,
  scheduleOf,
  stayTermsOf,
  cancelTerms,
  freeCancelUntil,
  type MoneyState,
  type StayTerms,
} from '../../../contract/payment-terms'
import { hotelDate, hotelDayStart } from '../../../contract/hotel-time'
import { STAY_TOKEN_PATTERN, stayPath, type StayAnswer } from '../../../contract/stay'
import type { StaffMoney, StaffPaymentsRow } from '../../../contract/staff-money'
import { DomainError } from '../domain-errors'
import { actorName, type StaffActor } from '../actor'
import type { ReservationLifecycleEvent } from '../reservations/lifecycle-event'
import type { ReservationRow } from '../reservations/repository'
import { storedQuote } from '../reservations/stored-quote'
import { openTransaction } from '../db/transaction'
import { termsOf } from '../facilities/terms-repository'
import type { PaymentRow, PaymentsRepository } from './repository'
import type { Receipt } from './receipt'
import { stayLength, stayUnit } from '../../../contract/stay-rules'
import type { FacilityType } from '../../../contract/facility'
import { formatReference } from '../../../contract/reference'
import { hotel } from '../../../src/server-shared'

export type { StayTerms }

export interface StaysOptions {
  timeZone: string
  currency: string
  now?: (() => Date) | undefined
  /** The hotel's bank account for transfers (settings), or none. */
  bank?: { bank: string; account_name: string; account_number: string } | undefined
  /** Whether online payment is set up (PAYSTACK_SECRET_KEY). */
  online?: boolean
}

/** The stay's terms as stored, or null (never confirmed, or written by hand and unreadable). */
export const stayTerms = (row: Pick<ReservationRow, 'payment_terms'>) =>
  stayTermsOf(row.payment_terms)

/** A new stay page's secret: 24 random bytes, 32 characters of base64url. */
export const newStayToken = () => randomBytes(24).toString('base64url')

const notFound = () =>
  new DomainError(
    'not_found',
    'not_found',
    'No stay has this address. Check the link the hotel sent.',
  )

export function stays(repository: PaymentsRepository, options: StaysOptions) {
  const clock = options.now ?? (() => new Date())
  const yearOf = (at: Date) => Number(hotelDate(at, options.timeZone).slice(0, 4))

  /** The stay's money now, or null when it has no schedule (no price, never confirmed). */
  async function moneyOf(row: ReservationRow): Promise<MoneyState | null> {
    const terms = stayTerms(row)
    if (!terms) return null
    const totals = await repository.totals(row.reservation_id)
    return moneyState(terms, totals.paid, totals.refunded)
  }

  /** What the guest's cancellation would give back today (contract/payment-terms.ts cancelTerms). */
  function cancelView(row: ReservationRow, terms: StayTerms | null, money: MoneyState | null) {
    const quote = storedQuote(row.quote)
    if (row.status !== 'confirmed' || !terms || !money || !quote || quote.total === null)
      return null
    const today = hotelDate(clock(), options.timeZone)
    const price = { nights: quote.nights, total: quote.total, grand_total: terms.grand_total }
    const terms_ = cancelTerms(terms.policy, price, money, {
      today,
      from: row.date_from,
      byHotel: false,
    })
    return { ...terms_, free_until: freeCancelUntil(terms.policy, row.date_from) }
  }

  /** What is paid and due, with the schedule's deadlines, as the stay page and the console show it. */
  const moneyView = (terms: StayTerms | null, money: MoneyState | null) =>
    money &&
    terms && {
      currency: options.currency,
      ...money,
      deposit: terms.deposit,
      deposit_due_by: terms.deposit_due_by,
      balance_due_by: terms.balance_due_by,
    }

  /** The stay of a token; undefined for a token of no stay, or not of a token's shape. */
  const rowOf = async (token: string) =>
    STAY_TOKEN_PATTERN.test(token) ? repository.stayByToken(token) : undefined

  const paymentView = (p: PaymentRow) => ({
    kind: p.kind,
    method: p.method,
    amount: Number(p.amount),
    status: p.status,
    at: p.settled_at ?? p.created_at,
    receipt: p.receipt_number,
  })

  return {
    /**
     * Raised in the confirmation's own transaction: a stay the hotel confirms gets its page's
     * token and (when it has a price) its schedule under the policy of now. A stay confirmed again
     * keeps both. Answers the event with the row as it now is, so the guest's message can link
     * the page.
     */
    async onEvent(event: ReservationLifecycleEvent): Promise<ReservationLifecycleEvent> {
      if (event.type !== 'reservation.answered' || event.to !== 'confirmed') return event
      const row = event.reservation
      if (row.stay_token && row.payment_terms) return event
      const quote = storedQuote(row.quote)
      let terms: string | null = null
      let due: { deposit: string | null; balance: string | null } = { deposit: null, balance: null }
      if (quote && quote.total !== null) {
        const all = await termsOf(openTransaction(event.tx))
        const policy = policyFor(all.hotel, all.facilities.get(row.facility_id))
        const now = new Date(event.at)
        const schedule = scheduleOf(
          policy,
          {
            nights: quote.nights,
            total: quote.total,
            grand_total: quote.grand_total ?? quote.total,
          },
          {
            from: row.date_from,
            confirmedAt: now,
            today: hotelDate(now, options.timeZone),
            arrivalStart: hotelDayStart(row.date_from, options.timeZone),
          },
        )
        terms = JSON.stringify({ ...schedule, policy } satisfies StayTerms)
        due = { deposit: schedule.deposit_due_by, balance: schedule.balance_due_by }
      }
      const token = row.stay_token ?? newStayToken()
      await repository.prepareStay(event.tx, row.reservation_id, token, terms, due)
      return {
        ...event,
        reservation: { ...row, stay_token: token, payment_terms: row.payment_terms ?? terms },
      }
    },

    rowOf,

    /** The guest's page: the same 404 for a wrong token as for none. */
    async view(token: string): Promise<StayAnswer> {
      const row = await rowOf(token)
      if (!row) throw notFound()
      const terms = stayTerms(row)
      const payments = await repository.paymentsOf(row.reservation_id)
      const money = await moneyOf(row)
      return {
        reference: formatReference(row.reference ?? row.reservation_id),
        status: row.status,
        language: row.language ?? 'en',
        facility: { id: row.facility_id, name: row.facility_name, type: row.facility_type },
        from: row.date_from,
        to: row.date_to,
        guests: row.guests ?? null,
        price: storedQuote(row.quote),
        money: moneyView(terms, money),
        policy: terms?.policy ?? null,
        payments: payments.filter((p) => p.status !== 'failed').map(paymentView),
        cancel: cancelView(row, terms, money),
        pay: {
          online: options.online === true && money !== null && money.due > 0,
          needs_email: !row.email,
          bank: options.bank ?? null,
        },
      }
    },

    moneyOf,

    /**
     * A receipt of the stay by its number, as of its own moment (paid and refunded up to it), or
     * undefined when the stay has no receipt of that number.
     */
    async receipt(row: ReservationRow, number: string): Promise<Receipt | undefined> {
      const payments = (await repository.paymentsOf(row.reservation_id))
        .filter((p) => p.status !== 'failed')
        .sort((a, b) => (a.settled_at ?? a.created_at).localeCompare(b.settled_at ?? b.created_at))
      const index = payments.findIndex((p) => p.receipt_number === number)
      const payment = payments[index]
      const terms = stayTerms(row)
      const quote = storedQuote(row.quote)
      if (!payment || !terms || !quote || quote.total === null) return undefined
      const upTo = payments.slice(0, index + 1).filter((p) => p.status === 'succeeded')
      const sum = (kind: string) =>
        upTo.filter((p) => p.kind === kind).reduce((total, p) => total + Number(p.amount), 0)
      const unit = stayUnit(row.facility_type as FacilityType)
      return {
        number,
        kind: payment.kind,
        issuedAt: payment.settled_at ?? payment.created_at,
        timeZone: options.timeZone,
        language: row.language === 'fr' ? 'fr' : 'en',
        currency: payment.currency,
        amount: Number(payment.amount),
        method: payment.method,
        methodReference: payment.reference,
        hotel: {
          name: hotel.name,
          addressLines: hotel.address.lines,
          phone: hotel.phone.display,
          email: hotel.email,
        },
        stay: {
          reference: formatReference(row.reference ?? row.reservation_id),
          guestName: row.name,
          facilityName: row.facility_name,
          from: row.date_from,
          to: row.date_to,
          nights: stayLength(row.date_from, row.date_to, unit),
          unit,
          guests: row.guests ?? null,
        },
        price: { nights: quote.total, taxes: quote.taxes ?? [], grandTotal: terms.grand_total },
        paidToDate: sum('payment'),
        refundedToDate: sum('refund'),
        due: moneyState(terms, sum('payment'), sum('refund')).due,
      }
    },

    /** The stay's payments and refunds, oldest first, with who recorded each. */
    paymentsOf: (reservationId: string) => repository.paymentsOf(reservationId),

    /** The console's view of a stay's money; `origin`: the site's, for the stay page's link. */
    async staffView(row: ReservationRow, origin: string): Promise<StaffMoney> {
      const terms = stayTerms(row)
      const money = await moneyOf(row)
      const payments = await repository.paymentsOf(row.reservation_id)
      return {
        reference: formatReference(row.reference ?? row.reservation_id),
        status: row.status,
        money: moneyView(terms, money),
        policy: terms?.policy ?? null,
        payments: payments.map((p) => ({
          id: p.id,
          kind: p.kind,
          method: p.method,
          amount: Number(p.amount),
          status: p.status,
          reference: p.reference,
          note: p.note,
          recorded_by: p.recorded_by,
          at: p.settled_at ?? p.created_at,
          receipt: p.receipt_number,
        })),
        stay_url: row.stay_token ? origin + stayPath(row.stay_token, row.language) : null,
      }
    },

    /** Every stay with a schedule and its money (`due`: only those that owe something). */
    async list(due: boolean): Promise<StaffPaymentsRow[]> {
      const [rows, totals] = await Promise.all([
        repository.staysWithTerms(),
        repository.totalsByStay(),
      ])
      const list: StaffPaymentsRow[] = []
      for (const row of rows) {
        const terms = stayTerms(row)
        if (!terms) continue
        const t = totals.get(row.reservation_id) ?? { paid: 0, refunded: 0 }
        const money = moneyState(terms, t.paid, t.refunded)
        if (due && (row.status !== 'confirmed' || money.due === 0)) continue
        list.push({
          reference: formatReference(row.reference ?? row.reservation_id),
          facility_name: row.facility_name,
          from: row.date_from,
          to: row.date_to,
          status: row.status,
          total: money.grand_total,
          paid: money.paid,
          refunded: money.refunded,
          due: money.due,
          deposit_due: money.deposit_due,
          deposit_due_by: terms.deposit_due_by,
          balance_due_by: terms.balance_due_by,
        })
      }
      return list
    },

    /**
     * A payment the staff took (cash, a card at the desk, a bank transfer): counted at once, with
     * its receipt. More than what is due is refused: the guest would be owed change.
     */
    async record(
      row: ReservationRow,
      payment: {
        amount: number
        method: 'cash' | 'card' | 'transfer'
        note?: string
        reference?: string
      },
      actor: StaffActor,
    ): Promise<{ payment: PaymentRow; money: MoneyState }> {
      const terms = stayTerms(row)
      if (!terms) {
        throw new DomainError(
          'conflict',
          'no_price',
          'This request has no agreed price yet: the hotel confirms a priced stay before it takes money.',
        )
      }
      const now = clock()
      return repository.withStay(row.reservation_id, async (q) => {
        const totals = await q.totals(row.reservation_id)
        const money = moneyState(terms, totals.paid, totals.refunded)
        if (payment.amount > money.due) {
          throw new DomainError(
            'conflict',
            'more_than_due',
            money.due === 0
              ? 'Nothing is due on this stay.'
              : `That is more than is due on this stay (${money.due} in minor units).`,
            { due: money.due },
          )
        }
        const made = await q.insert(
          {
            reservationId: row.reservation_id,
            kind: 'payment',
            method: payment.method,
            amount: payment.amount,
            currency: options.currency,
            status: 'succeeded',
            reference: payment.reference ?? null,
            note: payment.note ?? null,
            recordedBy: actorName(actor),
            at: now.toISOString(),
          },
          yearOf(now),
        )
        return {
          payment: made,
          money: moneyState(terms, totals.paid + payment.amount, totals.refunded),
        }
      })
    },
  }
}
export type Stays = ReturnType<typeof stays>
