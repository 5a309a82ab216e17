// The owner's preview of the next 60 nights (issue 40): each night's price and the stay rules of
// an arrival then, as the guest's dialog and the server will read them (contract/rates.ts
// previewNights), in runs of nights that read the same, so that a phone shows two months in a
// screen or two. With the sentence that says which rule wins.
import type { RateRule } from '../../../../contract/rates'
import { previewNights } from '../../../../contract/rates'
import type { StayUnit } from '../../../../contract/stay-rules'
import { nightName, previewRuns } from './rate-words'

export const PREVIEW_DAYS = 60

export function RatePreview({
  rules,
  today,
  unit,
  currency,
}: {
  rules: readonly RateRule[]
  today: string
  unit: StayUnit
  currency: string
}) {
  const { runs, extra } = previewRuns(previewNights(rules, today, PREVIEW_DAYS), unit, currency)
  return (
    <section className="rate-preview" aria-labelledby="rate-preview-title">
      <h2 id="rate-preview-title">
        The next {PREVIEW_DAYS} {unit}s
      </h2>
      <p className="muted small">
        Each {unit} takes each setting from the most specific rule that sets it: a season’s weekday
        price, then the season’s, then the weekday price, then the base. Between two seasons, the
        shorter; then the newer. A stay’s shortest and longest length and closed arrivals are read
        at its first {unit}.
      </p>
      {extra && (
        <p>
          Every {unit}: {extra}.
        </p>
      )}
      <ol className="rate-runs">
        {runs.map((run) => (
          <li key={run.first}>
            <span className="rate-run-dates">
              {run.nights === 1
                ? nightName(run.first)
                : `${nightName(run.first)} – ${nightName(run.last)}`}
            </span>
            <span className="rate-run-price">{run.price}</span>
            {run.rules && <span className="rate-run-rules muted small">{run.rules}</span>}
          </li>
        ))}
      </ol>
    </section>
  )
}
