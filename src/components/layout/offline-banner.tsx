import { useReachable } from '../../lib/connectivity'

export function OfflineBanner() {
  const online = useReachable()
  if (online) return null
  return (
    <p role="status" className="offline-banner">
      You are offline. You can keep browsing, and reservation requests will be sent when you are
      back online.
    </p>
  )
}
