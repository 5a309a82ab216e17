// A facility's rates (issue 40), an owner's screen reached from the catalogue: its rules in words,
// each changed in place or removed (issue 51), a form to add one, and the next 60 nights as guests
// will be quoted them; the hotel's payment policy and taxes (issue 53). The front desk does not set
// rates: the screen says so (the server refuses them anyway, 403).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { isBase } from '../../../../contract/rates'
import { stayUnit } from '../../../../contract/stay-rules'
import { ListOrEmpty } from '../../components/list-or-empty'
import { PageWait } from '../../components/page-wait'
import { Problem } from '../../components/problem'
import { StaffLink } from '../../components/staff-link'
import { useMe } from '../../lib/me'
import { usePageTitle } from '../../lib/page-title'
import { catalogueQueryOptions } from './api'
import { RateForm } from './rate-form'
import { PaymentPolicySection } from './payment-policy-section'
import { RatePreview } from './rate-preview'
import { RateRuleItem } from './rate-rule-item'
import { ratesQueryOptions } from './rates-api'
import { TaxesSection } from './taxes-section'
import './catalogue.css'
import './rates.css'

export function RatesPage({ facilityId }: { facilityId: string }) {
  const { me, isOwner } = useMe()
  const catalogue = useQuery(catalogueQueryOptions())
  const rates = useQuery({ ...ratesQueryOptions(facilityId), enabled: isOwner })
  const [said, setSaid] = useState<{ text: string; focus: boolean }>()
  const saidLine = useRef<HTMLParagraphElement>(null)
  // A rule removed takes its button with it: the focus goes to the sentence saying so, not to
  // the page's start. After an addition it stays in the form, for the next rule.
  useEffect(() => {
    if (said?.focus) saidLine.current?.focus()
  }, [said])
  const facility = catalogue.data?.facilities.find((f) => f._id === facilityId)
  usePageTitle(facility ? `Rates: ${facility.name}` : 'Rates')

  const back = (
    <p className="back">
      <StaffLink href="/staff/catalogue">← The catalogue</StaffLink>
    </p>
  )
  if (me.data && !isOwner)
    return (
      <>
        {back}
        <h1>Rates</h1>
        <p>Only an owner sets the rates and stay rules.</p>
      </>
    )
  if (!catalogue.data || !rates.data)
    return <PageWait reads={[catalogue, rates]} loading="Loading the rates…" failedHead={back} />
  if (!facility)
    return (
      <>
        {back}
        <Problem>No facility has this address: it may have been deleted.</Problem>
      </>
    )
  const { currency, today, rules } = rates.data
  const unit = stayUnit(facility.type)
  const of = { facilityId, unit, currency, thisYear: today.slice(0, 4) }
  return (
    <>
      {back}
      <h1 className="rates-title">
        Rates: <bdi>{facility.name}</bdi>
      </h1>
      <p className="muted">
        What a {unit} costs and which stays are taken. Guests see a change at their next visit;
        requests already sent keep the price they were quoted.
      </p>
      {said && (
        <p role="status" className="done" ref={saidLine} tabIndex={-1}>
          {said.text}
        </p>
      )}
      <section aria-labelledby="rate-rules-title" className="rate-rules-section">
        <h2 id="rate-rules-title">Rules</h2>
        <ListOrEmpty
          items={rules}
          className="rate-rules"
          empty="No rates yet: guests are told to ask the hotel for a price."
        >
          {(rule) => (
            <RateRuleItem
              key={rule.id}
              rule={rule}
              of={of}
              onRemoved={(when) => setSaid({ text: `Removed: ${when}.`, focus: true })}
              onChanged={(text) => setSaid({ text, focus: true })}
            />
          )}
        </ListOrEmpty>
      </section>
      <RateForm
        of={of}
        base={rules.find(isBase)}
        onSaved={(text) => setSaid({ text, focus: false })}
      />
      <RatePreview rules={rules} today={today} unit={unit} currency={currency} />
      <PaymentPolicySection facilityId={facilityId} currency={currency} />
      <TaxesSection />
    </>
  )
}
