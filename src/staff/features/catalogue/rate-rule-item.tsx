// One rate rule in the owner's list (issue 40): when it applies and what it sets, in words,
// "Change" (issue 51: the rule's form, filled with what it holds, in place of its words) and
// "Remove", asked first (a price removed shows on the site at the guests' next visit), the stay
// rules that go with it said in the question.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { RateRule } from '../../../../contract/rates'
import { AskFirst } from '../../components/ask-first'
import { useConnection } from '../../lib/connection'
import { staffKeys } from '../../lib/staff-keys'
import { RateForm, type RatesOf } from './rate-form'
import { ruleSets, ruleWhen, stayRulesOf } from './rate-words'
import { removeRate } from './rates-api'

export function RateRuleItem({
  rule,
  of,
  onRemoved,
  onChanged,
}: {
  rule: RateRule
  of: RatesOf
  onRemoved: (when: string) => void
  onChanged: (said: string) => void
}) {
  const { facilityId, unit, currency, thisYear } = of
  const id = useId()
  const queryClient = useQueryClient()
  const { canAct } = useConnection()
  const [asking, setAsking] = useState(false)
  const [changing, setChanging] = useState(false)
  const when = ruleWhen(rule, unit, thisYear)
  const stays = stayRulesOf(rule, unit)
  const remove = useMutation({
    mutationFn: () => removeRate(rule.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.rates(facilityId) })
      onRemoved(when)
    },
  })
  return (
    <li className="rate-rule" aria-labelledby={`${id}-when`}>
      <h3 id={`${id}-when`} className="rate-rule-when">
        {when}
      </h3>
      {changing ? (
        <RateForm
          of={of}
          editing={rule}
          onSaved={(said) => {
            setChanging(false)
            onChanged(said)
          }}
          onCancel={() => setChanging(false)}
        />
      ) : (
        <p className="rate-rule-sets">{ruleSets(rule, unit, currency).join('; ')}</p>
      )}
      {changing ? null : !asking ? (
        <div className="catalogue-buttons">
          <button
            type="button"
            className="button"
            aria-describedby={`${id}-when`}
            onClick={() => setChanging(true)}
            disabled={!canAct}
          >
            Change
          </button>
          <button
            type="button"
            className="button danger"
            aria-describedby={`${id}-when`}
            onClick={() => setAsking(true)}
            disabled={!canAct}
          >
            Remove
          </button>
        </div>
      ) : (
        <AskFirst
          question={
            <>
              Remove this rule ({when})?{stays ? ` Its stay rules go with it: ${stays}.` : ''}{' '}
              Guests see the change at their next visit.
            </>
          }
          go="Remove the rule"
          keep="Keep it"
          step={remove}
          onGo={() => remove.mutate()}
          onKeep={() => setAsking(false)}
        />
      )}
    </li>
  )
}
