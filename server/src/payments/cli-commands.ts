// The staff's `payments list|record|refund|link` (server/src/cli.ts; issue 53): the same rules as
// the console's calls (payments/stays.ts, payments/online.ts), amounts typed in the currency's
// major unit (20000, 20000.50) and kept in its minor unit; `--json` gives minor units.
import { parseMajorAmount } from '../../../contract/rates'
import { stayPath } from '../../../contract/stay'
import { hotel } from '../../../src/server-shared'
import { DomainError } from '../domain-errors'
import { staffMoney } from '../staff-price-text'
import type { TimedCommandOptions } from '../cli-command-options'
import type { ReservationRules } from '../reservations/rules'
import type { OnlinePayments } from './online'
import type { Stays } from './stays'

export const PAYMENTS_USAGE = `  payments list [--due] [--json]
                 one line per stay with money: reference, total (taxes included), paid, due,
                 deadline; --due: only confirmed stays that still owe something
  payments record <reference> --amount <amount> --method cash|card|transfer [--note <text>]
                 money the desk took, in ${hotel.currency} (e.g. 20000): counted at once, with its receipt
  payments refund <reference> [--amount <amount>] [--note <text>]
                 gives back what was paid (all of it without --amount): through Paystack for what
                 was paid there, the rest by hand (the command says what to give back)
  payments link <reference>
                 the guest's stay page, to send them (where they see what is due and pay)`

export interface PaymentsValues {
  due?: boolean | undefined
  json?: boolean | undefined
  amount?: string | undefined
  method?: string | undefined
  note?: string | undefined
}

export interface PaymentsCommandContext extends TimedCommandOptions {
  stays: Stays
  online: OnlinePayments
  reservations: Pick<ReservationRules, 'rowForStaff'>
  /** The site's origin, for the stay page's link. */
  origin: string
}

const money = (amount: number) => staffMoney(amount, hotel.currency)

function amountOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined
  const amount = parseMajorAmount(text, hotel.currency)
  if (amount === undefined || amount === 0) {
    throw new DomainError(
      'invalid',
      'invalid_amount',
      `--amount must be an amount in ${hotel.currency} above 0, such as 20000 or 20000.50.`,
    )
  }
  return amount
}

export async function paymentsCommand(
  command: string,
  arg: string | undefined,
  values: PaymentsValues,
  context: PaymentsCommandContext,
): Promise<void> {
  const { stays, online, reservations, usage, time } = context
  if (command === 'list') {
    const rows = await stays.list(values.due === true)
    if (values.json) {
      console.log(
        JSON.stringify(
          rows.map((r) => ({
            reference: r.reference,
            total: r.total,
            paid: r.paid,
            refunded: r.refunded,
            due: r.due,
            deposit_due_by: r.deposit_due > 0 ? r.deposit_due_by : null,
            balance_due_by: r.balance_due_by,
          })),
          null,
          2,
        ),
      )
      return
    }
    if (rows.length === 0) {
      console.log(values.due ? 'No stay owes anything.' : 'No stay has money yet.')
      return
    }
    for (const r of rows) {
      const deadline =
        r.deposit_due > 0 && r.deposit_due_by
          ? `deposit ${money(r.deposit_due)} by ${time(r.deposit_due_by)}`
          : r.due > 0
            ? `balance by ${r.balance_due_by}`
            : 'paid'
      console.log(
        `${r.reference}  ${r.facility_name}  ${r.from} to ${r.to}  ${r.status}  total ${money(r.total)}  paid ${money(r.paid)}${r.refunded > 0 ? `  refunded ${money(r.refunded)}` : ''}  due ${money(r.due)}  ${deadline}`,
      )
    }
    return
  }
  if (!arg) throw usage(`payments ${command} needs the stay's reference`)
  const row = await reservations.rowForStaff(arg)
  switch (command) {
    case 'link': {
      if (!row.stay_token) {
        throw new DomainError(
          'conflict',
          'not_confirmed',
          'This request has no stay page yet: the hotel confirms it first.',
        )
      }
      console.log(context.origin + stayPath(row.stay_token, row.language))
      return
    }
    case 'record': {
      const amount = amountOf(values.amount)
      if (amount === undefined) throw usage('payments record needs --amount')
      const method = values.method
      if (method !== 'cash' && method !== 'card' && method !== 'transfer') {
        throw usage('payments record needs --method cash, card or transfer')
      }
      const made = await stays.record(
        row,
        { amount, method, ...(values.note ? { note: values.note } : {}) },
        { kind: 'cli' },
      )
      console.log(
        `Recorded ${money(amount)} (${method}) on ${arg}: receipt ${made.payment.receipt_number}. Paid ${money(made.money.paid)}, due ${money(made.money.due)}.`,
      )
      return
    }
    case 'refund': {
      const amount = amountOf(values.amount)
      const made = await online.refund(
        row,
        { ...(amount !== undefined && { amount }), ...(values.note ? { note: values.note } : {}) },
        { kind: 'cli' },
      )
      const through = made.amount - made.byHand
      console.log(
        [
          `Refunded ${money(made.amount)} on ${arg}.`,
          through > 0 ? `${money(through)} goes back through Paystack.` : '',
          made.byHand > 0 ? `Give back ${money(made.byHand)} to the guest by hand.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      )
      return
    }
    default:
      throw usage(`Unknown command: payments ${command}`)
  }
}
