// Installing the app: a quiet button where the browser offers it (beforeinstallprompt). iOS
// Safari has no such event: a short hint there (./ios-install-hint.tsx).
import { useSyncExternalStore } from 'react'
import { texts } from '../../lib/i18n'
import { EARLY_INSTALL_PROMPT } from '../../lib/start-names'

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/**
 * The browser's offer to install, as the page's inline script keeps it on window (it listens from
 * the page's start, so an offer that came before the app ran is there too: src/start/start-app.ts).
 * Used once, or gone when the app is installed.
 */
const window_ = () => window as unknown as Record<string, BeforeInstallPromptEvent | undefined>
const currentOffer = () => window_()[EARLY_INSTALL_PROMPT]
const offerChanged = new Set<() => void>()
function forgetOffer() {
  delete window_()[EARLY_INSTALL_PROMPT]
  for (const changed of offerChanged) changed()
}
function subscribeToOffer(changed: () => void) {
  offerChanged.add(changed)
  // Listening after the inline script: the offer is kept when this hears of it.
  window.addEventListener('beforeinstallprompt', changed)
  window.addEventListener('appinstalled', forgetOffer)
  return () => {
    offerChanged.delete(changed)
    window.removeEventListener('beforeinstallprompt', changed)
    window.removeEventListener('appinstalled', forgetOffer)
  }
}

export function InstallButton() {
  // None in the page as rendered at build: it hydrates so, and shows the offer after.
  const event = useSyncExternalStore(subscribeToOffer, currentOffer, () => undefined)
  if (!event) return null
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      onClick={async () => {
        await event.prompt()
        await event.userChoice
        forgetOffer() // an offer is used once
      }}
    >
      {texts().chrome.pwa.install}
    </button>
  )
}
