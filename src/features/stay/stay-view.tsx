// A confirmed stay's own page (issue 53), at its secret link: works on any device (nothing of this
// device's store is needed), says what it can offline (the copy this device last read, if any, or
// that a connection is needed), and names no guest and no phone number but the hotel's.
import { useQuery } from '@tanstack/react-query'
import { hotel } from '../../content/hotel'
import { ApiError, NetworkError } from '../../lib/api-errors'
import { useReachable } from '../../lib/connectivity'
import { pageDates } from '../../lib/dates'
import { texts } from '../../lib/i18n'
import { stayQueryOptions } from './api/stay-query'
import { usePaymentReturn } from './payment-return'
import { ReturnNotice } from './return-notice'
import { StayDetails } from './stay-details'
import './stay-page.css'

interface Props {
  token: string
  /** Paystack's `?reference=` when the guest comes back from its checkout. */
  reference: string | undefined
  /** Drops the reference from the address once reported. */
  onReturned(): void
}

export function StayView({ token, reference, onReturned }: Props) {
  const stay = useQuery(stayQueryOptions(token))
  const news = usePaymentReturn(token, reference, onReturned)
  const reachable = useReachable()
  const t = texts().stay
  if (stay.data) {
    const kept = stay.error instanceof NetworkError || !reachable
    return (
      <div className="stay-page">
        {kept && (
          <p className="stay-notice" role="status">
            {t.offlineKept(pageDates().moment(new Date(stay.dataUpdatedAt)))}
          </p>
        )}
        {news && <ReturnNotice news={news} />}
        <StayDetails token={token} stay={stay.data} online={reachable && !kept} />
      </div>
    )
  }
  if (stay.isPending) {
    return (
      <p className="muted" role="status">
        {t.loading}
      </p>
    )
  }
  const error = stay.error
  const message =
    error instanceof ApiError && error.status === 404
      ? t.notFound(hotel.phone.display)
      : error instanceof NetworkError
        ? t.offline
        : t.failed
  return (
    <div className="stay-page">
      <p className="stay-notice" role="alert">
        {message}
      </p>
      {!(error instanceof ApiError && error.status === 404) && (
        <button type="button" className="btn btn-solid" onClick={() => void stay.refetch()}>
          {t.tryAgain}
        </button>
      )}
    </div>
  )
}
