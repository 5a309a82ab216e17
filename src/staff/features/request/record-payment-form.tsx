// "Record a payment" (issue 53): money the desk took for a stay (cash, a card at the desk, a bank
// transfer seen in the hotel's account), typed in the currency's major unit (45000 or 45000.50),
// with the transfer's reference and a note. Any signed-in person may record one; the server
// refuses more than is due, and its sentence says how much is.
import { type FormEvent, useId, useState } from 'react'
import { parseMajorAmount } from '../../../../contract/rates'
import { SelectField } from '../../components/select-field'
import { SubmitRow } from '../../components/submit-row'
import { consoleMoney } from '../../lib/console-money'
import { recordPayment } from './money-api'
import { MoneyForm } from './money-form'
import { DESK_METHODS, METHOD_WORDS } from './money-words'
import { useMoneyChange } from './use-money-change'

type DeskMethod = (typeof DESK_METHODS)[number]

const METHOD_CHOICES = DESK_METHODS.map((value) => ({ value, label: METHOD_WORDS[value] }))

export function RecordPaymentForm({
  requestRef: ref,
  currency,
  due,
}: {
  requestRef: string
  currency: string
  /** What the stay still owes (minor units). */
  due: number
}) {
  const id = useId()
  const [amount, setAmount] = useState('')
  const [method, setMethod] = useState<DeskMethod>('transfer')
  const [reference, setReference] = useState('')
  const [note, setNote] = useState('')
  const [local, setLocal] = useState<string>()
  const { step, said, saidLine } = useMoneyChange({
    ref,
    currency,
    send: recordPayment,
    done: (body, after) => {
      setAmount('')
      setReference('')
      setNote('')
      const receipt = after.payments.at(-1)?.receipt
      return `Recorded: ${consoleMoney(body.amount, currency)} by ${METHOD_WORDS[body.method].toLowerCase()}.${receipt ? ` Receipt ${receipt}.` : ''}`
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (step.isPending) return
    const minor = parseMajorAmount(amount, currency)
    if (minor === undefined || minor === 0) {
      setLocal('The amount: write an amount such as 45000 or 45000.50.')
      document.getElementById(`${id}-amount`)?.focus()
      return
    }
    setLocal(undefined)
    step.mutate({
      amount: minor,
      method,
      ...(reference.trim() && { reference: reference.trim() }),
      ...(note.trim() && { note: note.trim() }),
    })
  }
  return (
    <MoneyForm
      id={id}
      title="Record a payment"
      said={said}
      saidLine={saidLine}
      currency={currency}
      amount={amount}
      onAmount={setAmount}
      amountHint={`${consoleMoney(due, currency)} is due. 45000 or 45000.50.`}
      note={note}
      onNote={setNote}
      local={local}
      onSubmit={submit}
      fields={
        <>
          <SelectField
            id={`${id}-method`}
            label="Way"
            choices={METHOD_CHOICES}
            value={method}
            onChange={(value) => setMethod(value as DeskMethod)}
          />
          <div className="field">
            <label htmlFor={`${id}-reference`}>Reference (optional)</label>
            <input
              id={`${id}-reference`}
              autoComplete="off"
              maxLength={100}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              aria-describedby={`${id}-reference-hint`}
              dir="auto"
            />
            <p id={`${id}-reference-hint`} className="muted small">
              The transfer's reference, as the bank shows it.
            </p>
          </div>
        </>
      }
    >
      <SubmitRow send={step}>{step.isPending ? 'Recording…' : 'Record the payment'}</SubmitRow>
    </MoneyForm>
  )
}
