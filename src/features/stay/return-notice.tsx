import { texts } from '../../lib/i18n'
import type { ReturnNews } from './payment-return'

/** What became of the payment the guest made on Paystack's page, above the stay. */
export function ReturnNotice({ news }: { news: ReturnNews }) {
  const t = texts().stay.returned
  const words = {
    waiting: t.waiting,
    counted: t.counted,
    already: t.already,
    not_yet: t.notYet,
    unreachable: t.notYet,
    failed: t.failed,
    mismatch: t.mismatch,
  }[news]
  const good = news === 'counted' || news === 'already'
  return (
    <div className={good ? 'stay-notice stay-notice-good' : 'stay-notice'} role="status">
      <p>{words}</p>
      {(news === 'not_yet' || news === 'unreachable') && (
        <button type="button" className="btn btn-plain btn-sm" onClick={() => location.reload()}>
          {texts().stay.refresh}
        </button>
      )}
    </div>
  )
}
