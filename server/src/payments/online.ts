// Paying a stay online through Paystack (issue 53). The guest's page asks for a transaction: the
// server works out the amount itself (what is left of the deposit, else what is due: never a
// figure from the browser), stores a pending payment under a reference of ours (new for each
// attempt) and asks Paystack for its hosted checkout, where card, transfer and USSD are Paystack's
// business: no card data touches this server. A payment counts only once Paystack's verify says
// success for that reference with the amount and currency asked, whether the guest's return or the
// webhook (the source of truth) brings the news first: settling is done once, in the stay's lock
// (repository.withStay), so the same news twice, or both in either order, count once. Money that
// differs from what was asked is not counted and the staff are told.
import { randomBytes } from 'node:crypto'
import { DomainError } from '../domain-errors'
import type { Transaction } from '../db/transaction'
import { hotelDate } from '../../../contract/hotel-time'
import {
  PaystackRefused,
  PaystackUnavailable,
  paystackEvent,
  paystackSignatureValid,
  type Paystack,
  type PaystackTransaction,
} from './paystack'
import type { PaymentQueries, PaymentRow, PaymentsRepository } from './repository'
import { stayTerms, type Stays } from './stays'
import { writeRefund } from './refunds'
import { cancelTerms } from '../../../contract/payment-terms'
import { storedQuote } from '../reservations/stored-quote'
import type { ReservationLifecycleEvent } from '../reservations/lifecycle-event'
import type { ReservationRow } from '../reservations/repository'
import { actorName, type StaffActor } from '../actor'
import { staffMoney } from '../staff-price-text'

/** Tells the staff, in the change's transaction (the outbox's `payment.alert`). */
export type PaymentAlert = (tx: Transaction, data: Record<string, unknown>) => Promise<void>

export interface OnlineOptions {
  paystack: Paystack | undefined
  secretKey: string | undefined
  timeZone: string
  currency: string
  now?: (() => Date) | undefined
  alert: PaymentAlert
  /**
   * Confirms again a stay released for its unpaid deposit, now that the money came: refused (a
   * DomainError of kind conflict) when its nights were taken meanwhile.
   */
  reinstate?: (row: ReservationRow) => Promise<void>
  log?: { warn(o: object, msg: string): void; info(o: object, msg: string): void }
}

/** What became of a payment's news: counted now, counted before, or not counted (and why). */
export type Settled =
  | { outcome: 'counted'; payment: PaymentRow }
  | { outcome: 'already'; payment: PaymentRow }
  | { outcome: 'not_yet' | 'failed' | 'mismatch'; payment: PaymentRow }

/** Our reference for one attempt: the stay's reference and 10 random characters. */
const attemptReference = (stayReference: string) =>
  `${stayReference.replace(/[^A-Z0-9]/gi, '')}-${randomBytes(6).toString('hex')}`

const unavailable = () =>
  new DomainError(
    'unavailable',
    'payments_unavailable',
    'Online payment cannot be reached just now; please try again in a few minutes, or pay by bank transfer.',
  )

export function onlinePayments(
  repository: PaymentsRepository,
  stays: Stays,
  options: OnlineOptions,
) {
  const clock = options.now ?? (() => new Date())
  const yearOf = (at: Date) => Number(hotelDate(at, options.timeZone).slice(0, 4))

  function paystackOrRefuse(): Paystack {
    if (!options.paystack) {
      throw new DomainError(
        'conflict',
        'online_payment_off',
        'This hotel takes no payment online; pay by bank transfer or at the hotel.',
      )
    }
    return options.paystack
  }

  /**
   * Counts a Paystack transaction's verified news for the pending payment of its reference: once.
   * A differing amount or currency is marked failed and told to the staff.
   */
  async function settle(payment: PaymentRow, verified: PaystackTransaction): Promise<Settled> {
    const now = clock()
    return repository.withStay(payment.reservation_id, async (q) => {
      const current = (await q.byPaystackReference(payment.reference ?? '')) ?? payment
      if (current.status !== 'pending') {
        return { outcome: current.status === 'succeeded' ? 'already' : 'failed', payment: current }
      }
      if (verified.status !== 'success') {
        if (verified.status !== 'failed') return { outcome: 'not_yet', payment: current }
        const failed = await q.settle(current.id, 'failed', now.toISOString(), yearOf(now))
        return { outcome: 'failed', payment: failed ?? current }
      }
      if (verified.amount !== Number(current.amount) || verified.currency !== current.currency) {
        const failed = await q.settle(current.id, 'failed', now.toISOString(), yearOf(now))
        await alertOf(
          q,
          current,
          'Paystack reports a payment whose amount or currency differs from what was asked: it was not counted. Check it in the Paystack dashboard.',
          {
            asked: Number(current.amount),
            asked_currency: current.currency,
            received: verified.amount,
            received_currency: verified.currency,
          },
        )
        return { outcome: 'mismatch', payment: failed ?? current }
      }
      const counted = await q.settle(current.id, 'succeeded', now.toISOString(), yearOf(now))
      return counted
        ? { outcome: 'counted', payment: counted }
        : { outcome: 'already', payment: current }
    })
  }

  /**
   * Money counted for a stay released for its unpaid deposit: the stay is confirmed again when its
   * nights are still free; otherwise the payment goes back in full and the staff are told.
   */
  async function afterLateMoney(payment: PaymentRow): Promise<void> {
    const row = await repository.stayById(payment.reservation_id)
    if (!row || row.status !== 'cancelled' || !row.deposit_handled_at) return
    try {
      if (!options.reinstate) throw new DomainError('conflict', 'no_reinstate', 'not here')
      await options.reinstate(row)
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error
      await repository.withStay(row.reservation_id, async (q) => {
        await refundIn(q, row, {
          amount: Number(payment.amount),
          note: 'Paid after the stay was released; its nights were taken meanwhile.',
          recordedBy: 'the late payment',
        })
        await alertOf(
          q,
          payment,
          `A payment arrived after this stay was released for its unpaid deposit, and its nights are no longer free: it was refunded in full. Tell the guest.`,
        )
      })
      sendRefundsSoon()
    }
  }

  /** Asks Paystack what became of the transaction, then counts it (or not). */
  async function verifyAndSettle(payment: PaymentRow): Promise<Settled> {
    if (payment.status !== 'pending') {
      return { outcome: payment.status === 'succeeded' ? 'already' : 'failed', payment }
    }
    let verified: PaystackTransaction
    try {
      verified = await paystackOrRefuse().verify(payment.reference ?? '')
    } catch (error) {
      if (error instanceof PaystackUnavailable) throw unavailable()
      if (error instanceof PaystackRefused) return { outcome: 'not_yet', payment }
      throw error
    }
    const settled = await settle(payment, verified)
    if (settled.outcome === 'counted') await afterLateMoney(settled.payment)
    return settled
  }

  /** Sends the Paystack refunds asked for and not yet sent; answers how many Paystack took. */
  async function sendRefunds(): Promise<number> {
    if (!options.paystack) return 0
    let sent = 0
    for (const refund of await repository.refundsToSend()) {
      if (!(await repository.claimRefundToSend(refund.id))) continue
      try {
        const made = await options.paystack.refund({
          reference: refund.reference ?? '',
          amount: Number(refund.amount),
        })
        await repository.setRefundId(refund.id, String(made.id))
        sent++
      } catch (error) {
        if (error instanceof PaystackRefused) {
          const now = clock()
          await repository.withStay(refund.reservation_id, async (q) => {
            await q.settle(refund.id, 'failed', now.toISOString(), yearOf(now))
            await alertOf(
              q,
              refund,
              `Paystack refused a refund of this stay (${error.message}): give the money back another way, and record it.`,
            )
          })
        } else {
          // Not taken (or the answer lost): sent again by the next run. Paystack refuses a refund
          // past what is left of the transaction, so a lost answer cannot give back twice the whole.
          await repository.releaseRefund(refund.id)
          if (!(error instanceof PaystackUnavailable)) throw error
        }
      }
    }
    return sent
  }

  async function alertOf(q: PaymentQueries, payment: PaymentRow, message: string, extra = {}) {
    const stay = await q.stay(payment.reservation_id)
    await options.alert(q.tx, {
      reservation_id: payment.reservation_id,
      reference: stay?.reference ?? payment.reservation_id,
      facility_name: stay?.facility_name ?? '',
      paystack_reference: payment.method === 'paystack' ? payment.reference : undefined,
      message,
      ...extra,
    })
  }

  /** Writes a refund in the stay's transaction and tells the staff of a part to give by hand. */
  async function refundIn(
    q: PaymentQueries,
    row: ReservationRow,
    request: { amount?: number; note: string | null; recordedBy: string },
  ) {
    const now = clock()
    const written = await writeRefund(q, row.reservation_id, {
      ...request,
      at: now.toISOString(),
      year: yearOf(now),
      currency: options.currency,
    })
    const byHand = written.rows.find((r) => r.method !== 'paystack')
    if (byHand) {
      await alertOf(
        q,
        byHand,
        `Give back ${staffMoney(written.byHand.amount, options.currency)} to the guest (${written.byHand.method === 'transfer' ? 'by bank transfer' : written.byHand.method === 'card' ? 'to their card, at the desk' : 'in cash'}): it was recorded as refunded.`,
      )
    }
    return written
  }

  /** Sends refunds soon after the change that asked for them has committed (the sweep also does). */
  function sendRefundsSoon() {
    setTimeout(() => {
      sendRefunds().catch((error: unknown) =>
        options.log?.warn({ err: error }, 'Paystack refunds not sent now; the sweep tries again'),
      )
    }, 200).unref()
  }

  return {
    sendRefunds,

    /**
     * Raised in a cancellation's transaction: the hotel cancelling gives back everything paid; a
     * guest cancelling, what the policy gives back on the hotel's today (contract/payment-terms.ts
     * cancelTerms). A stay released for an unpaid deposit was paid nothing, or too little to keep.
     */
    async onEvent(event: ReservationLifecycleEvent): Promise<void> {
      const byGuest = event.type === 'reservation.cancelled_by_guest'
      const byHotel = event.type === 'reservation.answered' && event.to === 'cancelled'
      if (!byGuest && !byHotel) return
      const row = event.reservation
      const terms = stayTerms(row)
      const quote = storedQuote(row.quote)
      if (!terms || !quote || quote.total === null) return
      const q = repository.queriesIn(event.tx)
      const totals = await q.totals(row.reservation_id)
      if (totals.paid - totals.refunded <= 0) return
      const { refund } = cancelTerms(
        terms.policy,
        { nights: quote.nights, total: quote.total, grand_total: terms.grand_total },
        totals,
        { today: hotelDate(new Date(event.at), options.timeZone), from: row.date_from, byHotel },
      )
      if (refund <= 0) return
      await refundIn(q, row, {
        amount: refund,
        note: byHotel ? 'The hotel cancelled the stay.' : 'The guest cancelled the stay.',
        recordedBy: byHotel ? 'the hotel (cancelled)' : 'the policy (guest cancelled)',
      })
      sendRefundsSoon()
    },

    /** The owner gives money back (all that was paid and kept when `amount` is not given). */
    async refund(
      row: ReservationRow,
      request: { amount?: number; note?: string },
      actor: StaffActor,
    ): Promise<{ amount: number; byHand: number }> {
      if (!stayTerms(row)) {
        throw new DomainError(
          'conflict',
          'nothing_to_refund',
          'Nothing was paid on this stay that could go back.',
        )
      }
      const written = await repository.withStay(row.reservation_id, (q) =>
        refundIn(q, row, {
          ...(request.amount !== undefined && { amount: request.amount }),
          note: request.note ?? null,
          recordedBy: actorName(actor),
        }),
      )
      await sendRefunds().catch((error: unknown) => {
        options.log?.warn({ err: error }, 'Paystack refunds not sent now; the sweep tries again')
      })
      return {
        amount: written.amount,
        byHand: written.rows
          .filter((r) => r.method !== 'paystack')
          .reduce((s, r) => s + Number(r.amount), 0),
      }
    },

    /**
     * `POST /api/stays/:token/pay`: a new Paystack transaction for what the stay asks now (the
     * rest of the deposit, else what is due), its checkout's address. `email` when the request
     * had none (Paystack needs one): kept on the request. `callbackUrl`: the stay's page.
     */
    async start(
      token: string,
      email: string | undefined,
      callbackUrl: string,
    ): Promise<{ authorization_url: string; reference: string }> {
      const paystack = paystackOrRefuse()
      const view = await stays.view(token)
      const row = await repository.stayByToken(token)
      if (!row || !view.money) {
        throw new DomainError('conflict', 'nothing_due', 'Nothing is due on this stay.')
      }
      if (row.status !== 'confirmed') {
        throw new DomainError(
          'conflict',
          'not_payable',
          'This stay is not confirmed, so nothing can be paid on it.',
        )
      }
      const amount = view.money.deposit_due > 0 ? view.money.deposit_due : view.money.due
      if (amount <= 0)
        throw new DomainError('conflict', 'nothing_due', 'Nothing is due on this stay.')
      const payer = row.email || email
      if (!payer) {
        throw new DomainError(
          'invalid',
          'email_required',
          'email: Paystack needs an email address to send the receipt of the payment.',
        )
      }
      const now = clock()
      const reference = attemptReference(view.reference)
      await repository.withStay(row.reservation_id, async (q) => {
        if (!row.email && email) await q.setEmailIfNone(row.reservation_id, email)
        await q.insert(
          {
            reservationId: row.reservation_id,
            kind: 'payment',
            method: 'paystack',
            amount,
            currency: options.currency,
            status: 'pending',
            reference,
            note: null,
            recordedBy: 'guest (online)',
            at: now.toISOString(),
          },
          yearOf(now),
        )
      })
      try {
        const started = await paystack.initialize({
          email: payer,
          amount,
          currency: options.currency,
          reference,
          callbackUrl,
          metadata: { stay: view.reference },
        })
        return { authorization_url: started.authorizationUrl, reference }
      } catch (error) {
        // Nothing was started: the attempt is closed, so it is never counted or shown as waiting.
        const pending = await repository.byPaystackReference(reference)
        if (pending) {
          await repository.withStay(row.reservation_id, (q) =>
            q.settle(pending.id, 'failed', clock().toISOString(), yearOf(clock())),
          )
        }
        if (error instanceof PaystackUnavailable) throw unavailable()
        if (error instanceof PaystackRefused) {
          throw new DomainError(
            'conflict',
            'payment_refused',
            `Paystack refused the payment: ${error.message}`,
          )
        }
        throw error
      }
    },

    /**
     * The guest back from the checkout (`/stay/<token>?reference=`): Paystack is asked before
     * anything is counted. A reference of another stay is a 404, as an unknown one.
     */
    async afterReturn(token: string, reference: string): Promise<Settled['outcome']> {
      const row = await repository.stayByToken(token)
      const payment = await repository.byPaystackReference(reference)
      if (!row || !payment || payment.reservation_id !== row.reservation_id) {
        throw new DomainError(
          'not_found',
          'not_found',
          'No payment of this stay has this reference.',
        )
      }
      return (await verifyAndSettle(payment)).outcome
    },

    /**
     * `POST /api/payments/paystack`: the signature first (false: 401, nothing changes); then a
     * `charge.success` is verified with Paystack and counted once. An unknown reference is
     * answered (Paystack would send it again and again) and logged.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<'ok' | 'bad_signature'> {
      if (!options.secretKey || !paystackSignatureValid(rawBody, signature, options.secretKey)) {
        return 'bad_signature'
      }
      let body: unknown
      try {
        body = JSON.parse(rawBody.toString('utf8'))
      } catch {
        throw new DomainError('invalid', 'invalid_event', 'The body is not JSON.')
      }
      let event
      try {
        event = paystackEvent(body)
      } catch (error) {
        throw new DomainError('invalid', 'invalid_event', (error as Error).message)
      }
      if (event.event === 'charge.success') {
        const payment = await repository.byPaystackReference(event.data.reference)
        if (!payment) {
          options.log?.warn(
            { reference: event.data.reference },
            'Paystack charge.success for a reference of no stay: answered, not counted',
          )
          return 'ok'
        }
        const settled = await verifyAndSettle(payment)
        options.log?.info(
          { reference: event.data.reference, outcome: settled.outcome },
          'Paystack charge.success',
        )
        return 'ok'
      }
      if (event.event === 'refund.processed' || event.event === 'refund.failed') {
        const news = event.data
        const paid = await repository.byPaystackReference(news.reference)
        if (!paid) {
          options.log?.warn(
            { reference: news.reference },
            `Paystack ${event.event} for no stay's payment`,
          )
          return 'ok'
        }
        const now = clock()
        await repository.withStay(paid.reservation_id, async (q) => {
          const refund = await q.pendingRefund(news.reference, news.amount)
          if (!refund) return // told before: counted once
          if (event.event === 'refund.processed') {
            await q.settle(refund.id, 'succeeded', now.toISOString(), yearOf(now))
          } else {
            await q.settle(refund.id, 'failed', now.toISOString(), yearOf(now))
            await alertOf(
              q,
              refund,
              'Paystack could not make a refund of this stay: give the money back another way, and record it.',
            )
          }
        })
        return 'ok'
      }
      options.log?.info({ event: event.event }, 'Paystack webhook')
      return 'ok'
    },
  }
}
export type OnlinePayments = ReturnType<typeof onlinePayments>
