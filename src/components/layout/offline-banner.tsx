// The offline banner is in every page from the first paint, shown only while the hotel's server
// cannot be reached (OFFLINE_CLASS on <html>): the inline script sets the class before the paint
// when the browser knows it is offline, so a page loaded offline shows the banner at once and
// nothing moves when the app starts; the app keeps it as its probe finds (captive Wi-Fi says it
// is online and is not).
import { useEffect } from 'react'
import { useReachable } from '../../lib/connectivity'
import { texts } from '../../lib/i18n'
import { OFFLINE_CLASS } from '../../lib/start-names'

export function OfflineBanner() {
  const online = useReachable()
  useEffect(() => {
    document.documentElement.classList.toggle(OFFLINE_CLASS, !online)
  }, [online])
  return (
    <p role="status" className="offline-banner">
      {texts().chrome.offline}
    </p>
  )
}
