// A short hint on iOS Safari, which has no install offer (./install-prompt.tsx): how to add the
// site to the home screen, until the guest dismisses it. Loaded after the app's start
// (./pwa-notices-on-demand.tsx).
import { useState } from 'react'
import { Notice } from '../../components/layout/notice'
import { texts } from '../../lib/i18n'

const IOS_HINT_DISMISSED = 'hearth:ios-install-hint-dismissed'

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  )
}

function isIosSafari(): boolean {
  const ua = navigator.userAgent
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Mac') && navigator.maxTouchPoints > 1)
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)
}

export function IosInstallHint() {
  const [show, setShow] = useState(() => {
    try {
      return isIosSafari() && !isStandalone() && !localStorage.getItem(IOS_HINT_DISMISSED)
    } catch {
      return false
    }
  })
  if (!show) return null
  return (
    <Notice
      onClose={() => {
        localStorage.setItem(IOS_HINT_DISMISSED, '1')
        setShow(false)
      }}
    >
      <p>{texts().chrome.pwa.iosHint}</p>
    </Notice>
  )
}
