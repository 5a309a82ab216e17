// One rate rule in the owner's list (issue 40): when it applies and what it sets, in words, and
// "Remove", asked first (a price removed shows on the site at the guests' next visit).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { RateRule } from '../../../../contract/rates'
import type { StayUnit } from '../../../../contract/stay-rules'
import { AskFirst } from '../../components/ask-first'
import { useConnection } from '../../lib/connection'
import { staffKeys } from '../../lib/staff-keys'
import { ruleSets, ruleWhen } from './rate-words'
import { removeRate } from './rates-api'

export function RateRuleItem({
  rule,
  facilityId,
  unit,
  currency,
  thisYear,
  onRemoved,
}: {
  rule: RateRule
  facilityId: string
  unit: StayUnit
  currency: string
  thisYear: string
  onRemoved: (when: string) => void
}) {
  const id = useId()
  const queryClient = useQueryClient()
  const { canAct } = useConnection()
  const [asking, setAsking] = useState(false)
  const when = ruleWhen(rule, unit, thisYear)
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
      <p className="rate-rule-sets">{ruleSets(rule, unit, currency).join('; ')}</p>
      {!asking ? (
        <div className="catalogue-buttons">
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
          question={<>Remove this rule ({when})? Guests see the change at their next visit.</>}
          go="Remove the rule"
          keep="Keep it"
          onGo={() => remove.mutate()}
          onKeep={() => {
            setAsking(false)
            remove.reset()
          }}
          disabled={!canAct || remove.isPending}
          error={remove.isError ? remove.error : undefined}
        />
      )}
    </li>
  )
}
