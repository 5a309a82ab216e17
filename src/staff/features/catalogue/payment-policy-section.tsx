// The hotel's payment policy on the Rates screen (issue 53, an owner's): in the words guests read
// (the dialog, the stay page), this facility's own where the CLI set one, and "Change the policy":
// the deposit (none, a share, the first night, a fixed amount) and the hours to pay it, when the
// rest is due, free cancellation and the fee after it, and what an unpaid deposit does. The
// policy is the hotel's: a change applies to every facility (but the fields one sets itself), for
// stays confirmed from then on.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { policyFor } from '../../../../contract/payment-terms'
import { ReadProblem } from '../../components/problem'
import { SelectField } from '../../components/select-field'
import { SubmitRow } from '../../components/submit-row'
import { policyWords } from '../../lib/console-money'
import { staffKeys } from '../../lib/staff-keys'
import { NumberField } from './number-field'
import { changePolicy, policyQueryOptions } from './payments-api'
import { policyOf, policyValues, type PolicyValues } from './policy-values'

const DEPOSITS = [
  { value: 'none', label: 'None' },
  { value: 'percent', label: 'A share of the price' },
  { value: 'first_night', label: 'The first night' },
  { value: 'fixed', label: 'A fixed amount' },
]
const BALANCES = [
  { value: 'at_arrival', label: 'On arrival' },
  { value: 'days_before', label: 'Some days before arrival' },
]
const FEES = [
  { value: 'first_night', label: 'The first night' },
  { value: 'percent', label: 'A share of the price' },
  { value: 'all', label: 'The whole price' },
]
const UNPAID = [
  { value: 'alert', label: 'The staff are told and decide' },
  { value: 'release', label: 'The booking is cancelled, its nights freed' },
]

function Sentences({ lines }: { lines: string[] }) {
  return (
    <ul className="policy-words">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}

export function PaymentPolicySection({
  facilityId,
  currency,
}: {
  facilityId: string
  currency: string
}) {
  const read = useQuery(policyQueryOptions())
  const [changing, setChanging] = useState(false)
  const [said, setSaid] = useState<string>()
  const saidLine = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (said) saidLine.current?.focus()
  }, [said])
  const own = read.data?.facilities.find((f) => f.facility_id === facilityId)
  return (
    <section aria-labelledby="payment-policy-title" className="section">
      <h2 id="payment-policy-title">Payment policy</h2>
      {read.isError && !read.data && <ReadProblem read={read} />}
      {said && (
        <p role="status" className="done" ref={saidLine} tabIndex={-1}>
          {said}
        </p>
      )}
      {read.data && (
        <>
          <p className="muted small">
            The hotel&apos;s, for every facility; guests read it before they send a request and on
            their stay&apos;s page. A change holds for stays confirmed from then on.
          </p>
          <Sentences lines={policyWords(read.data.hotel, currency)} />
          {own && (
            <>
              <p>This facility has its own (set with the command line), so guests here read:</p>
              <Sentences lines={policyWords(policyFor(read.data.hotel, own.changes), currency)} />
            </>
          )}
          {changing ? (
            <PolicyForm
              values={policyValues(read.data.hotel, currency)}
              currency={currency}
              onDone={(text) => {
                setChanging(false)
                setSaid(text)
              }}
              onCancel={() => setChanging(false)}
            />
          ) : (
            <div className="button-row">
              <button type="button" className="button" onClick={() => setChanging(true)}>
                Change the policy
              </button>
            </div>
          )}
        </>
      )}
    </section>
  )
}

function PolicyForm(props: {
  values: PolicyValues
  currency: string
  onDone: (said: string) => void
  onCancel: () => void
}) {
  const { currency, onDone, onCancel } = props
  const id = useId()
  const queryClient = useQueryClient()
  const [values, setValues] = useState(props.values)
  const [local, setLocal] = useState<string>()
  const set =
    <K extends keyof PolicyValues>(field: K) =>
    (value: string) =>
      setValues((v) => ({ ...v, [field]: value }))
  const save = useMutation({
    mutationFn: changePolicy,
    onSuccess: (answer) => {
      queryClient.setQueryData(staffKeys.paymentPolicy(), answer)
      onDone('Saved: the policy below holds for stays confirmed from now on.')
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    const read = policyOf(values, currency)
    if ('problem' in read) return setLocal(read.problem)
    setLocal(undefined)
    save.mutate(read.policy)
  }
  return (
    <form className="card rate-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>Change the policy</h3>
      <fieldset className="rate-fieldset">
        <legend>Deposit</legend>
        <SelectField
          id={`${id}-deposit`}
          label="Asked after the hotel confirms"
          choices={DEPOSITS}
          value={values.deposit}
          onChange={set('deposit')}
        />
        {values.deposit === 'percent' && (
          <NumberField
            id={`${id}-deposit-percent`}
            label="Share of the price (%)"
            value={values.depositPercent}
            onChange={set('depositPercent')}
            hint="Of what the guest pays, taxes included: 30 for 30%."
          />
        )}
        {values.deposit === 'fixed' && (
          <NumberField
            id={`${id}-deposit-amount`}
            label={`Amount (${currency})`}
            decimal
            value={values.depositAmount}
            onChange={set('depositAmount')}
            hint="20000 or 20000.50"
          />
        )}
        {values.deposit !== 'none' && (
          <>
            <NumberField
              id={`${id}-hours`}
              label="Hours to pay it"
              value={values.payWithinHours}
              onChange={set('payWithinHours')}
              hint="After the hotel confirms; never after arrival."
            />
            <SelectField
              id={`${id}-unpaid`}
              label="Not paid in time"
              choices={UNPAID}
              value={values.unpaid}
              onChange={set('unpaid')}
            />
          </>
        )}
      </fieldset>
      <fieldset className="rate-fieldset">
        <legend>The rest</legend>
        <SelectField
          id={`${id}-balance`}
          label="Due"
          choices={BALANCES}
          value={values.balance}
          onChange={set('balance')}
        />
        {values.balance === 'days_before' && (
          <NumberField
            id={`${id}-balance-days`}
            label="Days before arrival"
            value={values.balanceDays}
            onChange={set('balanceDays')}
          />
        )}
      </fieldset>
      <fieldset className="rate-fieldset">
        <legend>Cancellation</legend>
        <NumberField
          id={`${id}-free-days`}
          label="Free until, in days before arrival"
          value={values.freeCancelDays}
          onChange={set('freeCancelDays')}
          hint="0: free until the day of arrival."
        />
        <SelectField
          id={`${id}-fee`}
          label="After that, the guest pays"
          choices={FEES}
          value={values.fee}
          onChange={set('fee')}
        />
        {values.fee === 'percent' && (
          <NumberField
            id={`${id}-fee-percent`}
            label="Share of the price (%)"
            value={values.feePercent}
            onChange={set('feePercent')}
          />
        )}
      </fieldset>
      {local && (
        <p role="alert" className="error-text">
          {local}
        </p>
      )}
      <SubmitRow send={save}>{save.isPending ? 'Saving…' : 'Save the policy'}</SubmitRow>
      <div className="button-row">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
