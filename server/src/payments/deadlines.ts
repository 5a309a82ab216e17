// A deposit unpaid at its deadline (issue 53): the sweep (schedules/sweep.ts) looks every
// PAYMENTS_SWEEP_MS, and once at the server's start (deadlines that passed while it was down), for
// confirmed stays whose deposit was due and is not paid, and does what the stay's policy says:
// `release` cancels the stay as the hotel, with the reason said to the guest (its nights freed,
// the guest told as of any cancellation, and what was paid of the deposit given back: online.ts
// onEvent), `alert` tells the staff, who decide. Once per stay, whichever server gets there first:
// the cancel is a move the state machine makes once (a second asks for the state it is in and
// changes nothing), and the deadline is marked dealt with in the same transaction as the staff's
// alert, on the condition that no one marked it before.
import { moneyState, type StayTerms } from '../../../contract/payment-terms'
import { addDays } from '../../../contract/calendar-date'
import { hotelDate } from '../../../contract/hotel-time'
import type { Transaction } from '../db/transaction'
import type { StaffActor } from '../actor'
import type { ReservationRow } from '../reservations/repository'
import type { PaymentAlert } from './online'
import type { PaymentsRepository } from './repository'
import { stayTerms } from './stays'

/** Who the stay's history says released it. */
export const DEADLINE_ACTOR: StaffActor = { kind: 'system', name: 'the deposit deadline' }

/** The reason the guest reads, in the request's language. */
export function releaseNote(language: string | null | undefined): string {
  return language === 'fr'
    ? "L'acompte n'a pas été payé à temps : la réservation a été annulée et ses nuits libérées."
    : 'The deposit was not paid in time: the booking was cancelled and its nights released.'
}

/** A deposit's reminder goes this long before its deadline at most (half the window if shorter). */
export const DEPOSIT_REMINDER_MS = 12 * 3_600_000

/** When a deposit's reminder is due: 12 hours before its deadline, or half its window if shorter. */
export function depositReminderAt(terms: StayTerms): number | undefined {
  if (!terms.deposit_due_by) return undefined
  const due = Date.parse(terms.deposit_due_by)
  const window = terms.policy.pay_within_hours * 3_600_000
  return due - Math.min(DEPOSIT_REMINDER_MS, window / 2)
}

export interface DeadlineOptions {
  now?: (() => Date) | undefined
  timeZone: string
  currency: string
  /** Tells the guest what is due (push/guest-notifications.ts remind), in the given transaction. */
  remind: (
    tx: Transaction,
    row: ReservationRow,
    due: {
      kind: 'deposit' | 'balance'
      amount: number
      currency: string
      due_by: string
      time_zone: string
    },
  ) => Promise<void>
  /** Cancels the stay as the hotel (reservations' rules), with the note for the guest. */
  release: (row: ReservationRow, note: string) => Promise<void>
  alert: PaymentAlert
}

export function depositDeadlines(repository: PaymentsRepository, options: DeadlineOptions) {
  const clock = options.now ?? (() => new Date())
  /**
   * Reminds the guests whose deposit's deadline is near (12 hours, or half the window) and whose
   * balance is due tomorrow, once each; answers how many this server sent.
   */
  async function remind(): Promise<number> {
    const at = clock()
    const now = at.toISOString()
    const today = hotelDate(at, options.timeZone)
    const rows = await repository.toRemind(
      now,
      new Date(at.getTime() + DEPOSIT_REMINDER_MS).toISOString(),
      addDays(today, 1),
    )
    let sent = 0
    for (const row of rows) {
      const terms = stayTerms(row)
      if (!terms) continue
      const totals = await repository.totals(row.reservation_id)
      const money = moneyState(terms, totals.paid, totals.refunded)
      const depositAt = depositReminderAt(terms)
      const kinds: ('deposit' | 'balance')[] = []
      if (
        !row.deposit_reminded_at &&
        depositAt !== undefined &&
        depositAt <= at.getTime() &&
        money.deposit_due > 0
      ) {
        kinds.push('deposit')
      }
      if (
        !row.balance_reminded_at &&
        row.balance_due_by &&
        row.balance_due_by <= addDays(today, 1) &&
        money.due > 0
      ) {
        kinds.push('balance')
      }
      for (const kind of kinds) {
        const column = kind === 'deposit' ? 'deposit_reminded_at' : 'balance_reminded_at'
        const told = await repository.withStay(row.reservation_id, async (q) => {
          if (!(await q.markReminded(row.reservation_id, column, now))) return false
          await options.remind(q.tx, row, {
            kind,
            amount: kind === 'deposit' ? money.deposit_due : money.due,
            currency: options.currency,
            due_by: kind === 'deposit' ? (terms.deposit_due_by ?? now) : terms.balance_due_by,
            time_zone: options.timeZone,
          })
          return true
        })
        if (told) sent++
      }
    }
    return sent
  }

  return {
    remind,
    /** One pass: the stays past their deadline dealt with; answers how many this server did. */
    async run(): Promise<number> {
      const now = clock().toISOString()
      let handled = 0
      for (const row of await repository.overdueDeposits(now)) {
        const terms = stayTerms(row)
        if (!terms) continue
        const totals = await repository.totals(row.reservation_id)
        const unpaid = moneyState(terms, totals.paid, totals.refunded).deposit_due > 0
        const release = unpaid && terms.policy.unpaid === 'release'
        if (release) await options.release(row, releaseNote(row.language))
        const first = await repository.withStay(row.reservation_id, async (q) => {
          const marked = await q.markDepositHandled(row.reservation_id, now)
          if (marked && unpaid && !release) {
            await options.alert(q.tx, {
              reservation_id: row.reservation_id,
              reference: row.reference ?? row.reservation_id,
              facility_name: row.facility_name,
              deposit_due: moneyState(terms, totals.paid, totals.refunded).deposit_due,
              deposit_due_by: terms.deposit_due_by,
              message:
                'The deposit of this stay was not paid by its deadline. Call the guest, record a payment, or cancel the stay.',
            })
          }
          return marked
        })
        if (first && unpaid) handled++
      }
      return handled
    },
  }
}
export type DepositDeadlines = ReturnType<typeof depositDeadlines>
