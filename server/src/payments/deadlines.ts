// A deposit unpaid at its deadline (issue 53): the sweep (schedules/sweep.ts) looks every
// PAYMENTS_SWEEP_MS, and once at the server's start (deadlines that passed while it was down), for
// confirmed stays whose deposit was due and is not paid, and does what the stay's policy says:
// `release` cancels the stay as the hotel, with the reason said to the guest (its nights freed,
// the guest told as of any cancellation, and what was paid of the deposit given back: online.ts
// onEvent), `alert` tells the staff, who decide. Once per stay, whichever server gets there first:
// the cancel is a move the state machine makes once (a second asks for the state it is in and
// changes nothing), and the deadline is marked dealt with in the same transaction as the staff's
// alert, on the condition that no one marked it before.
import { moneyState } from '../../../contract/payment-terms'
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

export interface DeadlineOptions {
  now?: (() => Date) | undefined
  /** Cancels the stay as the hotel (reservations' rules), with the note for the guest. */
  release: (row: ReservationRow, note: string) => Promise<void>
  alert: PaymentAlert
}

export function depositDeadlines(repository: PaymentsRepository, options: DeadlineOptions) {
  const clock = options.now ?? (() => new Date())
  return {
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
