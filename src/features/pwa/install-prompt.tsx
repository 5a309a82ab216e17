// Installing the app: a quiet button where the browser offers it (beforeinstallprompt), and a
// short hint on iOS Safari, which has no such event.
import { useEffect, useState } from 'react'
import { Notice } from '../../components/layout/notice'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

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

export function InstallButton() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent>()
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault() // keep Chrome's mini-infobar away; the button offers it instead
      setEvent(e as BeforeInstallPromptEvent)
    }
    const onInstalled = () => setEvent(undefined)
    window.addEventListener('beforeinstallprompt', onPrompt)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])
  if (!event) return null
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      onClick={async () => {
        await event.prompt()
        await event.userChoice
        setEvent(undefined)
      }}
    >
      Install app
    </button>
  )
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
      <p>Install this app: tap the Share button, then &ldquo;Add to Home Screen&rdquo;.</p>
    </Notice>
  )
}
