// Cancelling from the stay's page (issue 53), on any device: what the stay's policy gives back is
// said first (the server's figures for the hotel's today), then asked once more before it is done.
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { StayAnswer } from '../../../contract/stay'
import { api } from '../../lib/api-client'
import { longDate } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import { pagePrice } from '../../lib/money'
import { stayKeys, stayPath } from './api/stay-query'

type Step = 'idle' | 'asking' | 'cancelling' | 'failed'

export function StayCancel({
  token,
  stay,
  online,
}: {
  token: string
  stay: StayAnswer
  online: boolean
}) {
  const t = texts().stay
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>('idle')
  const terms = stay.cancel
  if (!terms) return null
  const refund = terms.refund > 0 ? pagePrice(terms.refund) : undefined
  const said = terms.free
    ? t.cancelFree(longDate(terms.free_until), refund)
    : t.cancelLate(pagePrice(terms.fee), refund)
  const cancel = async () => {
    setStep('cancelling')
    try {
      const answer = await api.post(`${stayPath(token)}/cancel`, {}, StayAnswer)
      queryClient.setQueryData(stayKeys.detail(token), answer)
      setStep('idle')
    } catch {
      setStep('failed')
    }
  }
  return (
    <section className="panel stay-panel" aria-labelledby="stay-cancel">
      <h2 id="stay-cancel" className="stay-panel-title">
        {t.cancelTitle}
      </h2>
      <p>{said}</p>
      {step === 'idle' || step === 'failed' ? (
        <button
          type="button"
          className="btn btn-outline"
          disabled={!online}
          onClick={() => setStep('asking')}
        >
          {t.cancel}
        </button>
      ) : (
        <div className="stay-cancel-ask">
          <button
            type="button"
            className="btn btn-solid"
            disabled={step === 'cancelling'}
            onClick={() => void cancel()}
          >
            {t.cancelSure}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setStep('idle')}>
            {t.keep}
          </button>
        </div>
      )}
      {step === 'failed' && (
        <p className="small" role="alert">
          {t.cancelFailed}
        </p>
      )}
    </section>
  )
}
