// "Refund" (issue 53, an owner's): an amount, or all that was paid and kept, and a note; asked
// first, saying how much goes back and how: what came through Paystack goes back through it to
// the card or account it came from, the rest is the hotel's to hand back (refund-ways.ts).
import { type FormEvent, useId, useState } from 'react'
import { parseMajorAmount } from '../../../../contract/rates'
import type { StaffPayment } from '../../../../contract/staff-money'
import { AskFirst } from '../../components/ask-first'
import { SubmitRow } from '../../components/submit-row'
import { consoleMoney } from '../../lib/console-money'
import { giveBack } from './money-api'
import { MoneyForm } from './money-form'
import { METHOD_WORDS } from './money-words'
import { refundable, refundWays } from './refund-ways'
import { useMoneyChange } from './use-money-change'

/** How the amount goes back, in a sentence. */
export function refundQuestion(
  payments: readonly StaffPayment[],
  amount: number,
  currency: string,
): string {
  const money = (n: number) => consoleMoney(n, currency)
  const ways = refundWays(payments, amount)
  const parts: string[] = []
  if (ways.online > 0)
    parts.push(
      `${money(ways.online)} goes back through Paystack, to the card or account it came from`,
    )
  if (ways.byHand > 0)
    parts.push(
      `${money(ways.byHand)} is yours to give back by ${METHOD_WORDS[ways.byHandWay].toLowerCase()}: the console records it and moves no money`,
    )
  return `Give back ${money(amount)}? ${parts.join('; ')}.`
}

export function RefundForm({
  requestRef: ref,
  currency,
  payments,
}: {
  requestRef: string
  currency: string
  payments: StaffPayment[]
}) {
  const id = useId()
  const [amount, setAmount] = useState('')
  const [note, setNote] = useState('')
  const [local, setLocal] = useState<string>()
  const [asking, setAsking] = useState<number>()
  const kept = refundable(payments)
  const { step, said, saidLine } = useMoneyChange({
    ref,
    currency,
    send: giveBack,
    done: (body) => {
      setAsking(undefined)
      setAmount('')
      setNote('')
      return `Refunded: ${consoleMoney(body.amount ?? kept, currency)}.`
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (step.isPending || asking !== undefined) return
    const minor = amount.trim() === '' ? kept : parseMajorAmount(amount, currency)
    if (minor === undefined || minor === 0) {
      setLocal('The amount: write an amount such as 45000 or 45000.50, or leave it empty for all.')
      document.getElementById(`${id}-amount`)?.focus()
      return
    }
    setLocal(undefined)
    step.reset()
    setAsking(minor)
  }
  return (
    <MoneyForm
      id={id}
      title="Refund"
      said={said}
      saidLine={saidLine}
      currency={currency}
      amount={amount}
      onAmount={setAmount}
      amountHint={`Empty: all that was paid and kept, ${consoleMoney(kept, currency)}.`}
      note={note}
      onNote={setNote}
      local={local}
      onSubmit={submit}
    >
      {asking === undefined ? (
        <SubmitRow send={step}>Refund…</SubmitRow>
      ) : (
        <AskFirst
          question={refundQuestion(payments, asking, currency)}
          go="Give it back"
          keep="Keep it"
          step={step}
          onGo={() =>
            step.mutate({
              ...(amount.trim() !== '' && { amount: asking }),
              ...(note.trim() && { note: note.trim() }),
            })
          }
          onKeep={() => setAsking(undefined)}
        />
      )}
    </MoneyForm>
  )
}
