// The hotel's taxes on the Rates screen (issue 53, an owner's): each a name, a rate and whether the
// prices include it or it is added to them (Nigeria's VAT is 7.5%; Lagos adds a 5% consumption
// tax). A tax is set by its name: a name there is changes that tax. Removing one is asked first:
// the quotes change at once, requests already sent keep theirs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { TaxLine } from '../../../../contract/payment-terms'
import { AskButton, AskFirst, useAskFirst } from '../../components/ask-first'
import { ListOrEmpty } from '../../components/list-or-empty'
import { ReadProblem } from '../../components/problem'
import { SelectField } from '../../components/select-field'
import { SubmitRow } from '../../components/submit-row'
import { staffKeys } from '../../lib/staff-keys'
import { NumberField } from './number-field'
import { removeTax, setTax, taxesQueryOptions } from './payments-api'

/** "VAT: 7.5%, included in the prices". */
export const taxWords = (tax: TaxLine) =>
  `${tax.name}: ${tax.rate}%, ${tax.included ? 'included in the prices' : 'added to the prices'}`

/** A rate typed as a percentage with up to two decimals ("7.5"), or undefined. */
export function taxRateOf(text: string): number | undefined {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  const rate = Number(`${match[1]}.${match[2] ?? '0'}`)
  return rate > 0 && rate <= 100 ? rate : undefined
}

export function TaxesSection() {
  const taxes = useQuery(taxesQueryOptions())
  return (
    <section aria-labelledby="taxes-title" className="section">
      <h2 id="taxes-title">Taxes</h2>
      {taxes.isError && !taxes.data && <ReadProblem read={taxes} />}
      {taxes.data && (
        <ListOrEmpty
          items={taxes.data}
          className="rate-rules"
          empty="No taxes: guests pay the prices as they are."
        >
          {(tax) => <TaxItem key={tax.name} tax={tax} />}
        </ListOrEmpty>
      )}
      <TaxForm />
    </section>
  )
}

function TaxItem({ tax }: { tax: TaxLine }) {
  const id = useId()
  const { asking, ask, answers } = useAskFirst({
    run: () => removeTax(tax.name),
    refresh: staffKeys.taxes(),
  })
  return (
    <li className="rate-rule">
      <p id={`${id}-tax`}>{taxWords(tax)}</p>
      {asking ? (
        <AskFirst
          question={`Remove ${tax.name}? Prices quoted from now on leave it out; requests already sent keep theirs.`}
          go="Remove the tax"
          keep="Keep it"
          {...answers}
        />
      ) : (
        <AskButton describedBy={`${id}-tax`} onAsk={ask}>
          Remove
        </AskButton>
      )}
    </li>
  )
}

function TaxForm() {
  const id = useId()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [rate, setRate] = useState('')
  const [included, setIncluded] = useState('true')
  const [local, setLocal] = useState<string>()
  const save = useMutation({
    mutationFn: setTax,
    onSuccess: (list) => {
      queryClient.setQueryData(staffKeys.taxes(), list)
      setName('')
      setRate('')
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (save.isPending) return
    const percent = taxRateOf(rate)
    if (!name.trim()) return setLocal('The name: VAT, Consumption tax.')
    if (percent === undefined) return setLocal('The rate: a percentage such as 7.5.')
    setLocal(undefined)
    save.mutate({ name: name.trim(), rate: percent, included: included === 'true' })
  }
  return (
    <form className="card rate-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>Add or change a tax</h3>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          autoComplete="off"
          maxLength={60}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-describedby={`${id}-name-hint`}
        />
        <p id={`${id}-name-hint`} className="muted small">
          A name there is changes that tax.
        </p>
      </div>
      <NumberField
        id={`${id}-rate`}
        label="Rate (%)"
        decimal
        value={rate}
        onChange={setRate}
        hint="7.5 for 7.5%"
      />
      <SelectField
        id={`${id}-included`}
        label="The prices"
        choices={[
          { value: 'true', label: 'Include it' },
          { value: 'false', label: 'Have it added' },
        ]}
        value={included}
        onChange={setIncluded}
      />
      {local && (
        <p role="alert" className="error-text">
          {local}
        </p>
      )}
      <SubmitRow send={save}>{save.isPending ? 'Saving…' : 'Save the tax'}</SubmitRow>
    </form>
  )
}
