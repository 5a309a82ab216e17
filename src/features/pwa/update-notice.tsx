// A new version waits until the guest chooses to reload: it never reloads by itself, so a
// half-filled reservation form is never lost to an update.
import { useRegisterSW } from 'virtual:pwa-register/react'
import { Notice } from '../../components/layout/notice'
import { texts } from '../../lib/i18n'

/** How often an open tab asks for a new version: hotel guests keep the site open for days. */
const CHECK_EVERY_MS = 60 * 60 * 1000

/**
 * Activates the waiting version and reloads once it controls the page. vite-plugin-pwa reloads by
 * itself only when the page was controlled at registration, not on the visit that installed the
 * first version, so the reload is tied to `controllerchange` here.
 */
function reload(updateServiceWorker: (reload?: boolean) => Promise<void>) {
  navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  })
  void updateServiceWorker(true)
}

export function UpdateNotice() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS)
    },
  })
  if (!needRefresh) return null
  const t = texts().chrome.pwa
  return (
    <Notice onClose={() => setNeedRefresh(false)}>
      <span className="update-text">{t.updateAvailable}</span>
      <button
        type="button"
        className="btn btn-solid btn-xs"
        onClick={() => reload(updateServiceWorker)}
      >
        {t.reload}
      </button>
    </Notice>
  )
}
